import { useCallback, useEffect, useRef, useState } from 'react';
import type { PurchaseHistory } from '../../shared/domain/models';
import { purchaseHistoryApi } from '../../shared/api/purchase-history-api';

export type PurchaseHistoryState =
  | { status: 'loading' }
  | { status: 'error' }
  /** `complete`: the answer holds every purchase ("Show all" done). `all`: state of the "Show all" request. */
  | { status: 'ready'; history: PurchaseHistory; complete: boolean; all: 'idle' | 'loading' | 'error' };

/**
 * SPEC 4 Purchase history: loading, then the first answer (11 purchases asked for), then on request
 * every purchase. A failed load is reported by the exception overlay too (the API client's rule);
 * here it becomes a state the buyer can retry from.
 */
export function usePurchaseHistory(productId: string) {
  const [state, setState] = useState<PurchaseHistoryState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  /** Answers that arrive after unmount or after the product changed are dropped. */
  const current = useRef(0);

  useEffect(() => {
    const run = ++current.current;
    setState({ status: 'loading' });
    purchaseHistoryApi.first(productId).then(
      (history) => run === current.current && setState({ status: 'ready', history, complete: false, all: 'idle' }),
      () => run === current.current && setState({ status: 'error' }),
    );
    return () => {
      // oxlint-disable-next-line react-hooks/exhaustive-deps -- a run counter, not a node: the bump drops late answers
      current.current++;
    };
  }, [productId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const showAll = useCallback(() => {
    const run = current.current;
    setState((s) => (s.status === 'ready' ? { ...s, all: 'loading' } : s));
    purchaseHistoryApi.all(productId).then(
      (history) => run === current.current && setState({ status: 'ready', history, complete: true, all: 'idle' }),
      () => run === current.current && setState((s) => (s.status === 'ready' ? { ...s, all: 'error' } : s)),
    );
  }, [productId]);

  return { state, retry, showAll };
}
