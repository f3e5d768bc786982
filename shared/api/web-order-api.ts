import { apiGet, apiPost } from './client';

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
export const receiptReportPath = (orderId: string) => `checkout/weborder/${encodeURIComponent(orderId)}/report/email`;

/** SPEC 7: GET checkout/weborder with id; the receipt report e-mail. */
export const webOrderApi = {
  get: (id: string) => apiGet<WebOrder>('checkout/weborder', { searchParams: { id } }),
  sendReceiptReport: (id: string, emailAddress: string) => apiPost<unknown>(receiptReportPath(id), { EmailAddress: emailAddress }),
};
