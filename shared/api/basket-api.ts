import type { BasketUpdate, ProductChange } from '../domain/basket/basket-update';
import { apiDelete, apiGet, apiPost, apiPut } from './http/client';
import { Basket } from '../domain/models';
import { readAs } from './http/shape';

/**
 * A basket as the islands read it, by its declaration (shared/domain/models.ts): one is required, with its
 * Id and delivery date, else the check throws (the client names the call in a MissingModelError); its
 * lists may be empty, and lines without a Product are dropped.
 */
export const readBasket = (model: unknown): Basket => readAs(Basket, model, 'basket');

/**
 * SPEC section 7, Basket and checkout: the calls the core's basket store makes. One function per call; typed
 * results. Copy and import: reorder-api.ts; the rest: baskets-api.ts.
 */
export const basketApi = {
  get: (id?: string, opts: { validate?: boolean; checkoutStep?: string } = {}) =>
    apiGet('checkout/basket', {
      searchParams: { id, validate: opts.validate ? 'true' : undefined },
      headers: opts.checkoutStep ? { 'X-Checkout-Step': opts.checkoutStep } : undefined,
      read: readBasket,
    }),
  update: (id: string, update: BasketUpdate) =>
    apiPut('checkout/basket', update, { searchParams: { id }, read: readBasket }),
  create: (products?: ProductChange[]) =>
    apiPost('checkout/basket', products ? { Products: products } : {}, { read: readBasket }),
  change: (basketId: string) => apiPost('checkout/basket/change', { basketId }, { read: readBasket }),
  remove: (id: string) => apiDelete('checkout/basket', { searchParams: { id }, read: readBasket }),
  // By customer, alternative basket, containing, rename: baskets-api.ts (not in the core chunk).
};
