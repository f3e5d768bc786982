import { PURCHASES_REQUESTED } from '../domain/catalogue/purchase-history';
import { apiGet } from './http/client';
import { PurchaseHistory } from '../domain/catalogue/models';
import { readAs } from './http/shape';
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

/**
 * The purchase history, by its declaration (shared/domain/models.ts): null is no purchases (SPEC 4: "empty");
 * purchases without an order date are dropped (the list is sorted by it).
 */
function readPurchaseHistory(model: unknown, productId: string): PurchaseHistory {
  const history = readAs(PurchaseHistory, model ?? {}, 'purchase history');
  return { ...history, ProductId: history.ProductId || productId };
}

async function load(productId: string, take: number | 'all'): Promise<PurchaseHistory> {
  return apiGet(`accounting/purchasehistory/${pathSegment(productId)}`, {
    searchParams: { [PURCHASE_HISTORY_TAKE_PARAM]: take },
    read: (m) => readPurchaseHistory(m, productId),
  });
}
