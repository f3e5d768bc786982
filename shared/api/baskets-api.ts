import {
  AlternativeBasketAnswer,
  BasketContaining,
  CustomerBaskets,
  type AlternativeBasket,
} from '../domain/basket/models';
import type { Basket } from '../domain/models';
import { readBasket } from './basket-api';
import { apiDelete, apiGet, apiPost, apiPut } from './http/client';
import { readList, readOptional } from './http/readers';

/**
 * The basket calls the core's store does not make (SPEC 7, Basket and checkout): the customer's baskets,
 * create with a name, rename and delete with the server's Message, the alternative basket for a product,
 * and the baskets that hold given lines. A module of its own so that only the islands using them load it.
 */

/** GET checkout/basket/by-customer: null is no baskets; baskets without an Id are dropped. */
export const readCustomerBaskets = readList(CustomerBaskets, 'by-customer');

/** The alternative basket, or null: null (or absent) is none, as is a Basket that is not one with an Id. */
export const readAlternative: (model: unknown) => AlternativeBasket | null = readOptional(
  AlternativeBasketAnswer,
  'alternative basket',
);

/** GET checkout/basket/containing: null is none; baskets without a BasketId are dropped. */
const readContaining = readList(BasketContaining, 'containing');

/** A line's key on GET checkout/basket/containing: the product Id, plus `:<quick-sale Id>` for a quick sale (SPEC 3). */
export const containingKey = (productId: string, quickSaleId?: string | null): string =>
  quickSaleId ? `${productId}:${quickSaleId}` : productId;

export const basketsApi = {
  byCustomer: (signal?: AbortSignal) =>
    apiGet('checkout/basket/by-customer', { read: readCustomerBaskets, ...(signal ? { signal } : {}) }),
  /** POST checkout/basket {Name}: the new basket becomes the current one. A refused name is a 400 with a Message. */
  create: (name: string) =>
    apiPost('checkout/basket', name ? { Name: name } : {}, { validationGroup: 'basket', read: readBasket }),
  /** PUT checkout/basket?id= {Name}: the renamed basket. */
  rename: (id: string, name: string): Promise<Basket> =>
    apiPut('checkout/basket', { Name: name }, { searchParams: { id }, validationGroup: 'basket', read: readBasket }),
  /** DELETE checkout/basket?id=: the current basket afterwards. The server may refuse (the last basket) with a Message. */
  remove: (id: string): Promise<Basket> =>
    apiDelete('checkout/basket', { searchParams: { id }, validationGroup: 'basket', read: readBasket }),
  alternative: (params: { ProductId: string; QuickSaleId?: string | null; ExpectedDeliveryDate: string }) =>
    apiGet('checkout/alternativebasket', {
      searchParams: {
        ProductId: params.ProductId,
        QuickSaleId: params.QuickSaleId ?? undefined,
        ExpectedDeliveryDate: params.ExpectedDeliveryDate,
      },
      read: readAlternative,
    }),
  /**
   * Puts a line into another basket of the customer (the alternative basket): that basket is read first
   * (GET checkout/basket?id=), because quantities are absolute (SPEC 3), so a line it already holds gets
   * the two quantities together; then PUT checkout/basket?id= with the line. The answer is that basket.
   */
  async addLineTo(
    basketId: string,
    line: {
      ProductId: string;
      QuickSaleId: string | null;
      Quantity: number;
      SalesUnit?: { Code: string; Quantity: number };
    },
  ): Promise<Basket> {
    const target = await apiGet('checkout/basket', { searchParams: { id: basketId }, read: readBasket });
    const held = target.LineItems.find(
      (l) => l.ProductId === line.ProductId && (l.QuickSaleId ?? null) === (line.QuickSaleId ?? null),
    );
    const Products = [{ ...line, Quantity: line.Quantity + (held?.Quantity ?? 0), Version: Date.now() }];
    return apiPut('checkout/basket', { Products }, { searchParams: { id: basketId }, read: readBasket });
  },
  /** GET checkout/basket/containing?lineKey=...: the customer's baskets holding any of the lines. */
  containing: (lineKeys: readonly string[]) =>
    apiGet('checkout/basket/containing', { searchParams: { lineKey: lineKeys }, read: readContaining }),
};
