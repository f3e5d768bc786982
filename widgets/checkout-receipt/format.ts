import type { WebOrder, WebOrderLine } from '../../shared/domain/checkout/models';

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
