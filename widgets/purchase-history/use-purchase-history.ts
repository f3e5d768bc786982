import { useCallback, useState } from 'react';
import type { PurchaseHistory } from '../../shared/domain/catalogue/models';
import { purchaseHistoryApi } from '../../shared/api/purchase-history-api';
import { createFetcher } from '../../shared/lib/fetcher';
import { useFetcher } from '../../shared/ui/data/use-fetcher';

export type PurchaseHistoryState =
  | { status: 'loading' }
  | { status: 'error' }
  /** `complete`: the answer holds every purchase ("Show all" done). `all`: state of the "Show all" request. */
  | { status: 'ready'; history: PurchaseHistory; complete: boolean; all: 'idle' | 'loading' | 'error' };

type Key = { productId: string; all: boolean };

/** The first answer (11 purchases asked for), or every purchase; the first stays shown while all of them load. */
const purchaseHistory = createFetcher({
  fetch: ({ productId, all }: Key) => (all ? purchaseHistoryApi.all(productId) : purchaseHistoryApi.first(productId)),
  keep: (next, previous) => next.productId === previous.productId,
});

/**
 * SPEC 4 Purchase history: loading, then the first answer (11 purchases asked for), then on request
 * every purchase. A failed load is reported by the exception overlay too (the API client's rule);
 * here it becomes a state the buyer can retry from.
 */
export function usePurchaseHistory(productId: string) {
  const [all, setAll] = useState(false);
  const { status, data, retry } = useFetcher(purchaseHistory, { productId, all }, (key): Key => key);
  let state: PurchaseHistoryState;
  if (status === 'ready' || status === 'empty') state = { status: 'ready', history: data, complete: all, all: 'idle' };
  // "Show all" on its way or failed: the first answer stays shown.
  else if (all && data) state = { status: 'ready', history: data, complete: false, all: status };
  else state = { status };
  // A failed "Show all" is asked again by the same button.
  const showAll = useCallback(() => (all ? retry() : setAll(true)), [all, retry]);
  return { state, retry, showAll };
}
