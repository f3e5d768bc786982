import { apiGet, apiPost, requestEnvelope, type Envelope } from './http/client';
import { isMissingModelError } from './http/errors';
import { asList, isRecord, type Json } from './http/shape';
import { asObject, num, requireObject, str } from './http/shape-guards';
import { pathSegment } from './http/path-segment';

/** POST checkout/weborder body (SPEC 7); IgnoreWarning resends an order warning's Key and Time. */
export interface WebOrderRequest {
  basketid: string;
  Message?: string;
  IgnoreWarning?: { Key: string; Time: string } | null;
}

/**
 * The placed order's id as the answer names it (Id, else OrderId), or null when it names none: a 2xx
 * answer is a placed order whatever its Model (issue #10), the id only decides where the buyer goes next.
 */
export function placedOrderId(model: unknown): string | null {
  if (!isRecord(model)) return null;
  for (const id of [model.Id, model.OrderId]) {
    if (typeof id === 'string' && id.trim() !== '') return id.trim();
    if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  }
  return null;
}

/** One line of a placed order (SPEC 3 Order: ItemNumber, ItemName, QuantityOrdered or Quantity). */
export interface WebOrderLine {
  ItemNumber: string;
  ItemName: string;
  QuantityOrdered?: number;
  Quantity?: number;
  SalesUnitCode?: string;
  LineAmount?: number;
  FormattedLineAmount?: string;
}

/** A placed web order as GET checkout/weborder answers it (SPEC 3 Order and Web order). */
export interface WebOrder {
  Id: string;
  CustomerReference?: string;
  /** ISO date-times. */
  OrderDate: string;
  DeliveryDate?: string;
  Delivery?: { ExpectedDate: string };
  OrderedByUser?: string;
  OurReferenceNumber?: string;
  Status?: string;
  Message?: string;
  /** Where the receipt report goes by default, when the server knows one. */
  EmailAddress?: string;
  Total: number;
  FormattedTotal?: string;
  CurrencyCode?: string;
  TotalNumberOfProducts: number;
  Lines: WebOrderLine[];
}

/** Texts of an order or a line that may be absent: one of another kind is left out (React cannot show an object). */
function texts(value: Json, keys: string[]): Json {
  const copy = { ...value };
  for (const key of keys) if (key in copy && typeof copy[key] !== 'string') delete copy[key];
  return copy;
}

/**
 * A placed order for the receipt, by the shape rule of shape.ts: one is required, with its Id; its lines
 * may be empty (lines without an item number or name are dropped), its figures fall back to 0.
 */
function readWebOrder(model: unknown): WebOrder {
  const o = texts(requireObject(model, 'web order'), [
    'CustomerReference',
    'DeliveryDate',
    'OrderedByUser',
    'OurReferenceNumber',
    'Status',
    'Message',
    'EmailAddress',
    'FormattedTotal',
    'CurrencyCode',
  ]);
  const id = placedOrderId(o);
  if (!id) throw new TypeError('wrong shape: web order without Id');
  const lines = asList(o.Lines, 'Lines')
    .map((line) => texts(line, ['ItemNumber', 'ItemName', 'SalesUnitCode', 'FormattedLineAmount']))
    .filter((line) => typeof line.ItemNumber === 'string' || typeof line.ItemName === 'string')
    .map((line) => ({
      ...line,
      ItemNumber: str(line.ItemNumber),
      ItemName: str(line.ItemName),
      QuantityOrdered: typeof line.QuantityOrdered === 'number' ? line.QuantityOrdered : undefined,
      Quantity: typeof line.Quantity === 'number' ? line.Quantity : undefined,
      LineAmount: typeof line.LineAmount === 'number' ? line.LineAmount : undefined,
    }));
  const delivery = asObject(o.Delivery, 'web order Delivery');
  return {
    ...o,
    Id: id,
    OrderDate: str(o.OrderDate),
    Delivery:
      delivery && typeof delivery.ExpectedDate === 'string' ? { ExpectedDate: delivery.ExpectedDate } : undefined,
    Total: num(o.Total),
    TotalNumberOfProducts: num(o.TotalNumberOfProducts, lines.length),
    Lines: lines,
  };
}

/**
 * Path of the receipt report e-mail. SPEC 4 says the receipt can be e-mailed but names no call; this is
 * our contract with the server (docs/server-contract.md).
 */
export const receiptReportPath = (orderId: string) => `checkout/weborder/${pathSegment(orderId)}/report/email`;

/**
 * SPEC 7 web orders. Not in basket-api.ts: that one is in the core chunk every page loads, and only
 * the checkout and the receipt use these.
 */
export const webOrderApi = {
  /**
   * Converts a basket to a web order. Validation group "order": a 400 (order warning, line errors,
   * message) is shown by the checkout itself, not by the general exception notice. The Model is the
   * placed order's id, null when the answer names none (or has no Model at all).
   */
  place: async (body: WebOrderRequest): Promise<Envelope<string | null>> => {
    try {
      return await requestEnvelope('POST', 'checkout/weborder', {
        json: body,
        validationGroup: 'order',
        read: placedOrderId,
      });
    } catch (error) {
      // A 2xx answer without Model: the order is placed all the same, we only do not know its id.
      if (isMissingModelError(error)) return { model: null, trackerScriptRan: false };
      throw error;
    }
  },
  /** GET checkout/weborder with id: the placed order for the receipt. */
  get: (id: string) => apiGet('checkout/weborder', { searchParams: { id }, read: readWebOrder }),
  /**
   * Validation group "order" (one of SPEC 5's, about this web order): the receipt's e-mail form says every
   * failure itself, so the general exception notice must not say it a second time (issue #34).
   */
  sendReceiptReport: async (id: string, emailAddress: string) =>
    apiPost<unknown>(receiptReportPath(id), { EmailAddress: emailAddress }, { validationGroup: 'order' }),
};
