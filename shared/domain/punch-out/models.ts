/**
 * The punch-out area's entities, declared once as schemas: the types are inferred, and
 * shared/api/punch-out-api.ts reads the answers with them (issue #33).
 */
import * as v from 'valibot';
import { flag, id, text } from '../../lib/schema';

/**
 * SPEC 3 Order, as GET punchout/orders lists it: the fields the punch-out orders list shows. Declared once
 * as a schema, read by shared/api/punch-out-api.ts (the overview's own order types are in
 * shared/domain/orders, another area). An order without an Id is dropped from the list.
 */
export const PunchOutOrder = v.object({
  Id: id,
  CustomerReference: text,
  /** ISO date (or date-time) the order was placed. */
  OrderDate: text,
  /** ISO date of delivery. */
  DeliveryDate: text,
  /** E.g. "Received" (PUNCH_OUT_ORDER_STATUSES), or the server's own text. */
  Status: text,
  /** Null when the server sends no figure. */
  Total: v.fallback(v.nullable(v.pipe(v.number(), v.finite())), null),
  /** The server's formatted total, '' when absent (the list then formats Total itself). */
  FormattedTotal: text,
  /** '' when absent (DKK is assumed). */
  CurrencyCode: text,
});
export type PunchOutOrder = v.InferOutput<typeof PunchOutOrder>;

/**
 * The part of the current user (GET user) that decides who sees the list: SPEC 3 User.IsPunchOutUser,
 * true only when the server says so. One user is required.
 */
export const PunchOutUser = v.object({ IsPunchOutUser: flag });

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
