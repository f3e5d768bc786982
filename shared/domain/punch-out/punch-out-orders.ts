import { newestFirst } from '../../lib/newest-first';
import type { PunchOutOrder } from './models';

/** What the punch-out orders screen shows once its data is in. */
export type PunchOutOrdersView =
  | { kind: 'notPunchOut' }
  | { kind: 'empty' }
  | { kind: 'orders'; orders: PunchOutOrder[] };

/**
 * SPEC 1 and 6: punch-out orders belong to punch-out customers (procurement-system users). Anyone else sees
 * that they belong to punch-out accounts, whatever the API answered; a punch-out customer sees their orders,
 * newest placed first (ties in the server's order), or that there are none.
 */
export function punchOutOrdersView(isPunchOut: boolean, orders: readonly PunchOutOrder[]): PunchOutOrdersView {
  if (!isPunchOut) return { kind: 'notPunchOut' };
  if (orders.length === 0) return { kind: 'empty' };
  return { kind: 'orders', orders: newestFirst(orders, (o) => o.OrderDate) };
}
