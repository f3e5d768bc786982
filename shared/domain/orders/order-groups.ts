/**
 * SPEC 2: "Order overview (orders grouped by delivery date)". Groups come newest delivery date first;
 * within a group the buyer's sort applies (newest order first by default).
 */
import { compareCodes, textOrder } from '../../lib/compare';
import type { Order } from './models';
import type { OrderSort } from './order-search';

export interface DeliveryGroup {
  /** The delivery day, `yyyy-MM-dd` ('' for orders without a readable date, shown last). */
  deliveryDate: string;
  orders: Order[];
}

/** The day part of an ISO date or date-time (`2026-03-12T08:00:00` -> `2026-03-12`); '' when there is none. */
export const dayOf = (iso: string): string => (/^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : '');

const byReference = textOrder('da', { sensitivity: 'base' });

const BY_SORT: Record<OrderSort, (a: Order, b: Order) => number> = {
  '': (a, b) => compareCodes(b.OrderDate, a.OrderDate) || compareCodes(b.Id, a.Id),
  Total: (a, b) => b.Total - a.Total,
  Reference: (a, b) => byReference(a.CustomerReference, b.CustomerReference),
};

/** Orders grouped by delivery day, newest day first, each group in the chosen sort (stable for ties). */
export function groupByDeliveryDate(orders: readonly Order[], sortBy: OrderSort = ''): DeliveryGroup[] {
  const groups = new Map<string, Order[]>();
  for (const order of orders) {
    const day = dayOf(order.DeliveryDate);
    const group = groups.get(day);
    if (group) group.push(order);
    else groups.set(day, [order]);
  }
  const compare = BY_SORT[sortBy];
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : compareCodes(b, a)))
    .map(([deliveryDate, list]) => ({ deliveryDate, orders: list.sort(compare) }));
}
