import { PURCHASES_REQUESTED } from '../domain/purchase-history';
import { apiGet } from './client';
import type { PurchaseHistory } from './models';
import { pathSegment } from './path-segment';

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

async function load(productId: string, take: number | 'all'): Promise<PurchaseHistory> {
  return apiGet<PurchaseHistory>(`accounting/purchasehistory/${pathSegment(productId)}`, {
    searchParams: { [PURCHASE_HISTORY_TAKE_PARAM]: take },
  });
}
