import { PURCHASES_REQUESTED } from '../domain/catalogue/purchase-history';
import { apiGet } from './http/client';
import type { PurchaseHistory } from '../domain/models';
import { asList } from './http/shape';
import { asObject, num, str } from './http/shape-guards';
import { pathSegment } from './http/path-segment';

/**
 * Query parameter that says how many purchases to send, newest first: a number, or `all`. The spec
 * names no parameter (SPEC 7 says only "first 10 shown; 11 means all shown"); the mock honours this one.
 */
export const PURCHASE_HISTORY_TAKE_PARAM = 'take';

/** SPEC 7: GET accounting/purchasehistory/{productId}, with how many purchases to send. */
export const purchaseHistoryApi = {
  /** The first request: 11 purchases, so the list can show 10 and know whether there are more. */
  first: (productId: string) => load(productId, PURCHASES_REQUESTED),
  /** "Show all": every purchase of the product. */
  all: (productId: string) => load(productId, 'all'),
};

type Purchase = PurchaseHistory['Purchases'][number];

/**
 * The purchase history, by the shape rule of shape.ts: null is no purchases (SPEC 4: "empty"); purchases
 * without an order date are dropped (the list is sorted by it).
 */
function readPurchaseHistory(model: unknown, productId: string): PurchaseHistory {
  const history = asObject(model, 'purchase history') ?? {};
  const purchases = asList<Purchase>(history.Purchases, 'Purchases').filter((p) => typeof p.OrderDate === 'string');
  return {
    ...history,
    ProductId: str(history.ProductId, productId),
    TotalPurchases: num(history.TotalPurchases, purchases.length),
    Purchases: purchases,
  };
}

async function load(productId: string, take: number | 'all'): Promise<PurchaseHistory> {
  return apiGet(`accounting/purchasehistory/${pathSegment(productId)}`, {
    searchParams: { [PURCHASE_HISTORY_TAKE_PARAM]: take },
    read: (m) => readPurchaseHistory(m, productId),
  });
}
