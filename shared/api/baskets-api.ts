import type { Basket } from '../domain/models';
import { readBasket } from './basket-api';
import { apiDelete, apiGet, apiPost, apiPut } from './http/client';
import { asList, isRecord, type Json } from './http/shape';
import { asObject, num, str } from './http/shape-guards';

/**
 * The basket calls the core's store does not make (SPEC 7, Basket and checkout): the customer's baskets,
 * create with a name, rename and delete with the server's Message, the alternative basket for a product,
 * and the baskets that hold given lines. A module of its own so that only the islands using them load it.
 */

/** One basket of GET checkout/basket/by-customer, with the figures the all-baskets page shows. */
export interface BasketListEntry {
  Id: string;
  Name: string;
  NumberOfLines: number;
  IsDefault: boolean;
  /** yyyy-MM-dd..., or '' when the server sent none. */
  ExpectedDate: string;
  SubTotal: number;
  FormattedSubTotal: string;
  CurrencyCode: string;
}

/** A customer's baskets (the user may buy for several customers). */
export interface CustomerBaskets {
  CustomerId: string;
  CustomerName: string;
  Baskets: BasketListEntry[];
}

function readEntry(b: Json): BasketListEntry {
  return {
    Id: str(b.Id),
    Name: str(b.Name),
    NumberOfLines: num(b.NumberOfLines),
    IsDefault: b.IsDefault === true,
    ExpectedDate: str(b.ExpectedDate),
    SubTotal: num(b.SubTotal),
    FormattedSubTotal: str(b.FormattedSubTotal),
    CurrencyCode: str(b.CurrencyCode),
  };
}

/** Shape rule (shape.ts): null is no baskets; groups or baskets without an Id are dropped. */
export function readCustomerBaskets(model: unknown): CustomerBaskets[] {
  return asList(model, 'by-customer').map((g) => ({
    CustomerId: String(g.CustomerId ?? ''),
    CustomerName: str(g.CustomerName),
    Baskets: asList(g.Baskets, 'Baskets')
      .map(readEntry)
      .filter((b) => b.Id !== ''),
  }));
}

/** GET checkout/alternativebasket: another basket of the customer on whose date the product can be delivered. */
export interface AlternativeBasket {
  Id: string;
  Name: string;
  ExpectedDate: string;
}

/** `{ ProductId, QuickSaleId, Basket }`, Basket null when none suits; a bare basket summary is read too. */
export function readAlternative(model: unknown): AlternativeBasket | null {
  const outer = asObject(model, 'alternative basket');
  if (!outer) return null;
  const b = 'Basket' in outer ? asObject(outer.Basket, 'Basket') : outer;
  if (!b || !str(b.Id)) return null;
  const delivery = isRecord(b.Delivery) ? b.Delivery : {};
  return { Id: str(b.Id), Name: str(b.Name), ExpectedDate: str(b.ExpectedDate, str(delivery.ExpectedDate)) };
}

/** One basket of GET checkout/basket/containing with the asked lines it holds. */
export interface BasketContaining {
  BasketId: string;
  BasketName: string;
  IsDefault: boolean;
  Lines: { ProductId: string; QuickSaleId: string | null; Quantity: number }[];
}

function readContaining(model: unknown): BasketContaining[] {
  return asList(model, 'containing')
    .map((b) => ({
      BasketId: str(b.BasketId),
      BasketName: str(b.BasketName),
      IsDefault: b.IsDefault === true,
      Lines: asList(b.Lines, 'Lines').map((l) => ({
        ProductId: str(l.ProductId),
        QuickSaleId: typeof l.QuickSaleId === 'string' && l.QuickSaleId ? l.QuickSaleId : null,
        Quantity: num(l.Quantity),
      })),
    }))
    .filter((b) => b.BasketId !== '');
}

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
