/**
 * SPEC 3 Order, as GET punchout/orders lists it: the fields the punch-out orders list shows. Read by
 * shared/api/punch-out-api.ts (the overview's own order types are in shared/domain/orders, another area).
 */
export interface PunchOutOrder {
  Id: string;
  CustomerReference: string;
  /** ISO date (or date-time) the order was placed. */
  OrderDate: string;
  /** ISO date of delivery. */
  DeliveryDate: string;
  /** E.g. "Received" (PUNCH_OUT_ORDER_STATUSES), or the server's own text. */
  Status: string;
  /** Null when the server sends no figure. */
  Total: number | null;
  /** The server's formatted total, '' when absent (the list then formats Total itself). */
  FormattedTotal: string;
  /** '' when absent (DKK is assumed). */
  CurrencyCode: string;
}

/** The order statuses the list words itself; any other is shown as the server sends it. */
export const PUNCH_OUT_ORDER_STATUSES = [
  'Received',
  'Processing',
  'OutForDelivery',
  'Delivered',
  'Invoiced',
  'Cancelled',
] as const;
export type PunchOutOrderStatus = (typeof PUNCH_OUT_ORDER_STATUSES)[number];

export const isKnownOrderStatus = (status: string): status is PunchOutOrderStatus =>
  (PUNCH_OUT_ORDER_STATUSES as readonly string[]).includes(status);
