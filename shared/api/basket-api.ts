import type { BasketUpdate, ProductChange } from '../domain/basket/basket-update';
import { apiDelete, apiGet, apiPost, apiPut } from './http/client';
import type { Basket, LineItem } from '../domain/models';
import { asList, isRecord } from './http/shape';

/**
 * A basket as the islands read it (shape rule in shape.ts): one is required, with its Id and delivery
 * date; its lists may be empty, and lines without a Product are dropped. Only what a wrong shape would
 * break in the core: this is in the core chunk, where every byte counts (the mini basket reads the
 * rest with care).
 */
export function readBasket(model: unknown): Basket {
  // Also refuses null, a list or a scalar: none of them has an Id.
  const b = model as Basket | null;
  if (!b?.Id || !b.Delivery?.ExpectedDate) throw new TypeError('wrong shape: basket without Id or date');
  const lines = (key: 'LineItems' | 'InvalidLineItems') =>
    asList<LineItem>(b[key], key).filter((l) => isRecord(l.Product));
  return {
    ...b,
    LineItems: lines('LineItems'),
    InvalidLineItems: lines('InvalidLineItems'),
    AllBaskets: asList(b.AllBaskets, 'AllBaskets'),
  };
}

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
