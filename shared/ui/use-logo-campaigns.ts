import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { $basketState } from '../stores/basket/basket';
import { $expectedDeliveryDate } from '../stores/expected-delivery-date';
import { $pageContext } from '../stores/page-context';

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
    load().then(
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
