import { Order, OrderAdditionalDetails, OrderTracking, type OrderSource } from '../domain/orders/models';
import { apiGet } from './http/client';
import { pathSegment } from './http/path-segment';
import { readAs } from './http/shape';
import { readList, readOptional } from './http/readers';

/** A list of orders: null is none; entries that are not orders with an Id are dropped, the rest still show. */
const readOrders = readList(Order, 'orders');
/** An order is required: null, a list or one without an Id is an error (the island offers a retry). */
const readOrder = (model: unknown) => readAs(Order, model, 'order');
/** Additional details: null is none to show. */
const readAdditionalDetails = readOptional(OrderAdditionalDetails, 'order additional details');
/** Tracking: null is "not trackable" (nothing to show). */
const readTracking = readOptional(OrderTracking, 'order tracking');

export interface OrderListQuery {
  searchText: string;
  /** Null: the server's own window (the legacy history's: every order). */
  numberOfDays: number | null;
  signal?: AbortSignal;
}

/** SPEC 7 names the current list's parameters in camel case and the legacy one's in Pascal case. */
const PARAMS: Record<OrderSource, { text: string; days: string; path: string }> = {
  orders: { text: 'searchText', days: 'numberOfDays', path: 'accounting/orders' },
  legacy: { text: 'SearchText', days: 'NumberOfDays', path: 'accounting/legacy-orderhistory' },
};

/** SPEC 7 Accounting, the order calls: every answer read by its schema (shared/domain/orders/models.ts). */
export const accountingApi = {
  /** GET accounting/orders (searchText, numberOfDays) or GET accounting/legacy-orderhistory (SearchText, NumberOfDays). */
  orders: (source: OrderSource, { searchText, numberOfDays, signal }: OrderListQuery) => {
    const p = PARAMS[source];
    return apiGet(p.path, {
      searchParams: { [p.text]: searchText.trim() || undefined, [p.days]: numberOfDays },
      read: readOrders,
      signal,
    });
  },
  /** GET accounting/orders/{id} or accounting/legacy-orderhistory/{id}: the order with its lines (404: not found). */
  order: async (source: OrderSource, id: string, signal?: AbortSignal) =>
    apiGet(`${PARAMS[source].path}/${pathSegment(id)}`, { read: readOrder, signal }),
  /** GET accounting/orders/{id}/additional-details. */
  additionalDetails: async (id: string, signal?: AbortSignal) =>
    apiGet(`accounting/orders/${pathSegment(id)}/additional-details`, { read: readAdditionalDetails, signal }),
  /** GET accounting/orders/{id}/tracking. */
  tracking: async (id: string, signal?: AbortSignal) =>
    apiGet(`accounting/orders/${pathSegment(id)}/tracking`, { read: readTracking, signal }),
};
