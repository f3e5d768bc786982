import { $basket, flushBasket, updateBasket, type FlushOutcome } from './basket/basket';

/**
 * Changes the current basket's delivery date at once (pending line changes go with it). The
 * answer updates the basket store, which tells every island: changed expected delivery date.
 * Resolves with the outcome: saved, or why not (a refused date carries the server's Message).
 */
export async function changeDeliveryDate(date: string, opts: { preSale?: boolean } = {}): Promise<FlushOutcome> {
  if (!$basket.get()) return { saved: false, failure: 'missing', error: undefined };
  updateBasket({ Delivery: { ExpectedDate: date, PreSaleIndicator: opts.preSale ?? false } });
  return flushBasket();
}
