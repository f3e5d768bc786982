import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { $basketState } from '../../stores/basket/basket';
import { $expectedDeliveryDate } from '../../stores/expected-delivery-date';
import { $pageContext } from '../../stores/page-context';

/** Requests on their way, per API function: islands of one page asking for the same date share one request. */
const inFlight = new Map<() => Promise<unknown>, { key: string; promise: Promise<unknown> }>();

function sharedLoad<T>(load: () => Promise<T[]>, key: string): Promise<T[]> {
  const hit = inFlight.get(load);
  if (hit && hit.key === key) return hit.promise as Promise<T[]>;
  // Only while on its way: a settled answer is not kept, so a retry or a later island asks again.
  const promise: Promise<T[]> = load().finally(() => inFlight.get(load)?.promise === promise && inFlight.delete(load));
  inFlight.set(load, { key, promise });
  return promise;
}

export type LogoCampaignsState<T> = { status: 'loading' | 'error'; items: T[] } | { status: 'ready'; items: T[] };

/**
 * A page's logo campaigns (GET campaigns/supplier-brands or product-news), loaded once per expected
 * delivery date like the current-page campaigns: an authenticated page waits for the basket's date
 * instead of asking twice; anonymous visitors ask without a date (SPEC 6).
 */
export function useLogoCampaigns<T>(load: () => Promise<T[]>): LogoCampaignsState<T> & { retry(): void } {
  const { isAuthenticated } = useStore($pageContext);
  const date = useStore($expectedDeliveryDate);
  const basketState = useStore($basketState);
  const waiting = isAuthenticated && date === null && basketState === 'loading';
  const key = isAuthenticated ? (date ?? '') : '';
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LogoCampaignsState<T>>({ status: 'loading', items: [] });

  useEffect(() => {
    if (waiting) return;
    let live = true;
    // A new date keeps the logos shown until the new ones land, rather than flashing a loading line.
    setState((s) => (s.status === 'ready' && s.items.length > 0 ? s : { status: 'loading', items: [] }));
    sharedLoad(load, key).then(
      (items) => live && setState({ status: 'ready', items: Array.isArray(items) ? items : [] }),
      () => live && setState({ status: 'error', items: [] }),
    );
    return () => {
      live = false;
    };
    // `load` is a module-level API function; the date (key) and a retry decide when to ask again.
  }, [key, waiting, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
