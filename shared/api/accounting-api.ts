import type { Order, OrderAdditionalDetails, OrderLine, OrderSource, OrderTracking } from '../domain/orders/models';
import { apiGet } from './http/client';
import { pathSegment } from './http/path-segment';
import { asList, type Json } from './http/shape';
import { asObject, num, requireObject, str } from './http/shape-guards';

/** An id or number the server may send as a number or as text; '' when it is neither. */
const text = (value: unknown): string => (typeof value === 'number' ? String(value) : str(value));

/** SPEC 3: a line's quantity is QuantityOrdered, or Quantity where the server sends only that (legacy lines). */
const readLine = (l: Json): OrderLine => ({
  ...l,
  ItemNumber: text(l.ItemNumber),
  ItemName: str(l.ItemName),
  QuantityOrdered: num(l.QuantityOrdered, num(l.Quantity)),
  BaseUnitQuantity: num(l.BaseUnitQuantity),
});

/**
 * An order, by the shape rule of shape.ts: required, with its Id; every field of its kind (a missing text
 * is '', a missing number 0), its lines a list whose non-objects are dropped.
 */
function readOrder(value: unknown, what: string): Order {
  const o = requireObject(value, what);
  const id = text(o.Id);
  if (!id) throw new TypeError(`wrong shape: ${what} without Id`);
  const lines = asList(o.Lines, `${what} Lines`).map(readLine);
  return {
    ...o,
    Id: id,
    CustomerReference: str(o.CustomerReference),
    DeliveryDate: str(o.DeliveryDate),
    OrderDate: str(o.OrderDate),
    OrderedByUser: str(o.OrderedByUser),
    OrderType: str(o.OrderType),
    OurReferenceNumber: text(o.OurReferenceNumber),
    Source: str(o.Source),
    Status: str(o.Status),
    Total: num(o.Total),
    FormattedTotal: str(o.FormattedTotal),
    CurrencyCode: str(o.CurrencyCode, 'DKK') || 'DKK',
    TotalNumberOfProducts: num(o.TotalNumberOfProducts, lines.length),
    Lines: lines,
  };
}

/** A list of orders: null is none; entries that are not orders with an Id are dropped, the rest still show. */
const readOrders = (model: unknown): Order[] =>
  asList(model, 'orders').flatMap((entry) => {
    try {
      return [readOrder(entry, 'order')];
    } catch {
      return [];
    }
  });

/**
 * An address as lines of text: the server sends text, or an object of Street, PostalCode, City and
 * Country (the mock does); '' when it is neither.
 */
function readAddress(value: unknown): string {
  if (typeof value === 'string') return value;
  const a = asObject(value, 'address');
  if (!a) return '';
  const city = [text(a.PostalCode), str(a.City)].filter(Boolean).join(' ');
  return [str(a.Street), city, str(a.Country)].filter(Boolean).join('\n');
}

/** Additional details: null (or `{}`) is none to show. */
function readAdditionalDetails(model: unknown): OrderAdditionalDetails | null {
  const d = asObject(model, 'order additional details');
  if (!d) return null;
  return {
    Message: str(d.Message),
    DeliveryAddress: readAddress(d.DeliveryAddress),
    InvoiceAddress: readAddress(d.InvoiceAddress),
    Route: text(d.Route),
  };
}

/** Tracking: null is "not trackable" (nothing to show). */
function readTracking(model: unknown): OrderTracking | null {
  const t = asObject(model, 'order tracking');
  if (!t) return null;
  return {
    IsTrackable: t.IsTrackable === true,
    Status: str(t.Status),
    EstimatedArrival: str(t.EstimatedArrival),
    TrackingUrl: str(t.TrackingUrl),
  };
}

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

/** SPEC 7 Accounting, the order calls: every answer read by the shape rule of shape.ts. */
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
    apiGet(`${PARAMS[source].path}/${pathSegment(id)}`, { read: (m) => readOrder(m, 'order'), signal }),
  /** GET accounting/orders/{id}/additional-details. */
  additionalDetails: async (id: string, signal?: AbortSignal) =>
    apiGet(`accounting/orders/${pathSegment(id)}/additional-details`, { read: readAdditionalDetails, signal }),
  /** GET accounting/orders/{id}/tracking. */
  tracking: async (id: string, signal?: AbortSignal) =>
    apiGet(`accounting/orders/${pathSegment(id)}/tracking`, { read: readTracking, signal }),
};
