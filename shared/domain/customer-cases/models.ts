/**
 * SPEC 3 Customer case (Created, DeliveryDay, Products with Cause), with the fields the server sends beside
 * them that the list shows: the delivery day as text and the delivery time span. Read by
 * shared/api/customer-cases-api.ts, which gives every field its kind ('' or null when absent).
 */
export interface CustomerCaseProduct {
  ItemNumber: string;
  ItemName: string;
  /** Null when the server sends no quantity. */
  Quantity: number | null;
  /** Why the product is part of the case, e.g. "Damaged" (CUSTOMER_CASE_CAUSES), or the server's own text. */
  Cause: string;
}

export interface CustomerCase {
  /** '' when the server sends none (the list then keys the case by its place). */
  Id: string;
  /** ISO date-time the case was created. */
  Created: string;
  /** ISO date of the delivery the case is about. */
  DeliveryDay: string;
  /** The delivery day as the server words it, e.g. "Fredag". */
  DeliveryDayText: string;
  /** Start and end of the delivery time span as the server sends them, e.g. "06:00:00" (see time-span.ts). */
  TimeSpanFrom: string;
  TimeSpanTo: string;
  /** E.g. "Open" or "Closed"; '' when absent. */
  Status: string;
  Products: CustomerCaseProduct[];
}

/** The causes the shop words itself; any other cause is shown as the server sends it. */
export const CUSTOMER_CASE_CAUSES = ['Damaged', 'Missing', 'Quality', 'ShortDate'] as const;
export type CustomerCaseCause = (typeof CUSTOMER_CASE_CAUSES)[number];

export const isKnownCause = (cause: string): cause is CustomerCaseCause =>
  (CUSTOMER_CASE_CAUSES as readonly string[]).includes(cause);

/** The case statuses the shop words itself; any other is shown as sent. */
export const CUSTOMER_CASE_STATUSES = ['Open', 'Closed'] as const;
export type CustomerCaseStatus = (typeof CUSTOMER_CASE_STATUSES)[number];

export const isKnownCaseStatus = (status: string): status is CustomerCaseStatus =>
  (CUSTOMER_CASE_STATUSES as readonly string[]).includes(status);
