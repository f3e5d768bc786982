import type { BasketUpdate, ProductChange } from '../domain/basket-update';
import { apiDelete, apiGet, apiPost, apiPut } from './client';
import type { Basket, BasketSummary } from './models';

/** SPEC section 7, Basket and checkout. One function per call; typed results. */
export const basketApi = {
  get: (id?: string, opts: { validate?: boolean; checkoutStep?: string } = {}) =>
    apiGet<Basket>('checkout/basket', {
      searchParams: { id, validate: opts.validate ? 'true' : undefined },
      headers: opts.checkoutStep ? { 'X-Checkout-Step': opts.checkoutStep } : undefined,
    }),
  update: (id: string, update: BasketUpdate) => apiPut<Basket>('checkout/basket', update, { searchParams: { id } }),
  create: (products?: ProductChange[]) => apiPost<Basket>('checkout/basket', products ? { Products: products } : {}),
  change: (basketId: string) => apiPost<Basket>('checkout/basket/change', { basketId }),
  remove: (id: string) => apiDelete<Basket>('checkout/basket', { searchParams: { id } }),
  copyOrder: (orderId: string) => apiPost<Basket>('checkout/basket/copy', { orderId }),
  import: (payload: { Products: { ProductId: string; BaseUnitQuantity: number; FallbackProductName?: string }[]; ImportToCustomerId?: string }) =>
    apiPost<Basket>('checkout/basket/import', payload),
  byCustomer: () => apiGet<BasketSummary[]>('checkout/basket/by-customer'),
  alternative: (params: { ProductId: string; QuickSaleId?: string; ExpectedDeliveryDate?: string }) =>
    apiGet<Basket | null>('checkout/alternativebasket', { searchParams: params }),
};
