import type { WebOrder, WebOrderLine } from '../../shared/api/web-order-api';

/** The server's formatted amount, else the raw figure in the page language and the order's currency. */
export function amountText(
  formatted: string | undefined,
  amount: number | undefined,
  currency: string,
  language: string,
): string {
  if (formatted) return formatted;
  if (amount === undefined) return '';
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
  } catch {
    // An unknown currency code must not take the receipt down.
    return `${amount.toFixed(2)} ${currency}`;
  }
}

export const currencyOf = (order: WebOrder): string => order.CurrencyCode || 'DKK';

/** SPEC 3 Order lines carry QuantityOrdered or Quantity; the sales unit follows when known. */
export function quantityText(line: WebOrderLine): string {
  const quantity = line.QuantityOrdered ?? line.Quantity;
  if (quantity === undefined) return '';
  return line.SalesUnitCode ? `${quantity} ${line.SalesUnitCode}` : String(quantity);
}

/** The expected delivery date: the web order's Delivery.ExpectedDate, else the order's delivery date. */
export const expectedDeliveryOf = (order: WebOrder): string => order.Delivery?.ExpectedDate ?? order.DeliveryDate ?? '';

/** The id from the page address, or '' when it is missing or blank. */
export function orderIdFromAddress(search: string, param: string): string {
  return new URLSearchParams(search).get(param)?.trim() ?? '';
}
