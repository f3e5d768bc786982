import type { BasketUpdate, ProductChange } from '../domain/basket-update';
import { apiDelete, apiGet, apiPost, apiPut, requestEnvelope } from './client';
import type { Basket, BasketSummary } from './models';

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
  /**
   * Converts the basket to a web order. Validation group "order": a 400 (order warning, line errors,
   * message) is shown by the checkout itself, not by the general exception notice.
   */
  placeWebOrder: (body: WebOrderRequest) => requestEnvelope<PlacedWebOrder>('POST', 'checkout/weborder', { json: body, validationGroup: 'order' }),
  alternative: (params: { ProductId: string; QuickSaleId?: string; ExpectedDeliveryDate?: string }) =>
    apiGet<Basket | null>('checkout/alternativebasket', { searchParams: params }),
};
