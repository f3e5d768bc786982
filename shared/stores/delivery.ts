import { atom } from 'nanostores';
import { deliveryApi } from '../api/delivery-api';
import type { DeliveryDates } from '../domain/models';
import { $basket, flushBasket, updateBasket, type FlushOutcome } from './basket/basket';
import { $pageContext } from './page-context';

/** Delivery dates (with pre-sale periods) for the current customer, or null before loaded. */
export const $deliveryDates = atom<DeliveryDates | null>(null);

/** GET delivery/dates, optionally for a pre-sale period. Anonymous visitors make no delivery calls. */
export async function loadDeliveryDates(preSaleId?: string): Promise<void> {
  if (!$pageContext.get().isAuthenticated) return;
  $deliveryDates.set(await deliveryApi.dates(preSaleId));
}

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
