/**
 * SPEC 3 Customer case (Created, DeliveryDay, Products with Cause), with the fields the server sends beside
 * them that the list shows: the delivery day as text and the delivery time span. Declared once as schemas:
 * the types are inferred and shared/api/customer-cases-api.ts reads the answer with them (issue #33); every
 * field has its kind ('' or null when absent or of another kind).
 */
import * as v from 'valibot';
import { code, list, text } from '../../lib/schema';

export const CustomerCaseProduct = v.object({
  ItemNumber: code,
  ItemName: text,
  /** Null when the server sends no quantity. */
  Quantity: v.fallback(v.nullable(v.pipe(v.number(), v.finite())), null),
  /** Why the product is part of the case, e.g. "Damaged" (CUSTOMER_CASE_CAUSES), or the server's own text. */
  Cause: text,
});
export type CustomerCaseProduct = v.InferOutput<typeof CustomerCaseProduct>;

export const CustomerCase = v.object({
  /** '' when the server sends none (the list then keys the case by its place). */
  Id: code,
  /** ISO date-time the case was created. */
  Created: text,
  /** ISO date of the delivery the case is about. */
  DeliveryDay: text,
  /** The delivery day as the server words it, e.g. "Fredag". */
  DeliveryDayText: text,
  /** Start and end of the delivery time span as the server sends them, e.g. "06:00:00" (see time-span.ts). */
  TimeSpanFrom: text,
  TimeSpanTo: text,
  /** E.g. "Open" or "Closed"; '' when absent. */
  Status: text,
  /** Null or absent is none; a case whose Products is not a list is dropped (the other cases still show). */
  Products: list(CustomerCaseProduct),
});
export type CustomerCase = v.InferOutput<typeof CustomerCase>;

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
