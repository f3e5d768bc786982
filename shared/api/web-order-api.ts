import { apiGet, apiPost, requestEnvelope } from './client';
import { pathSegment } from './path-segment';

/** POST checkout/weborder body (SPEC 7); IgnoreWarning resends an order warning's Key and Time. */
export interface WebOrderRequest {
  basketid: string;
  Message?: string;
  IgnoreWarning?: { Key: string; Time: string } | null;
}

/** The placed order as the answer names it; only the id is relied on (the next step's query). */
export interface PlacedWebOrder {
  Id: string;
  OrderId?: string;
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

/**
 * Path of the receipt report e-mail. SPEC 4 says the receipt can be e-mailed but names no call; this is
 * our contract with the server (README, "The server contract beyond the spec").
 */
export const receiptReportPath = (orderId: string) => `checkout/weborder/${pathSegment(orderId)}/report/email`;

/**
 * SPEC 7 web orders. Not in basket-api.ts: that one is in the core chunk every page loads, and only
 * the checkout and the receipt use these.
 */
export const webOrderApi = {
  /**
   * Converts a basket to a web order. Validation group "order": a 400 (order warning, line errors,
   * message) is shown by the checkout itself, not by the general exception notice.
   */
  place: (body: WebOrderRequest) => requestEnvelope<PlacedWebOrder>('POST', 'checkout/weborder', { json: body, validationGroup: 'order' }),
  /** GET checkout/weborder with id: the placed order for the receipt. */
  get: (id: string) => apiGet<WebOrder>('checkout/weborder', { searchParams: { id } }),
  sendReceiptReport: async (id: string, emailAddress: string) => apiPost<unknown>(receiptReportPath(id), { EmailAddress: emailAddress }),
};
