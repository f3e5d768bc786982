import { useEffect } from 'react';
import { accountingApi } from '../../../shared/api/accounting-api';
import type { OrderTracking } from '../../../shared/domain/orders/models';
import { TRACKING_REFRESH_MS } from '../../../shared/domain/orders/tracking';
import { createFetcher } from '../../../shared/lib/fetcher';
import { useFetcher } from '../../../shared/ui/data/use-fetcher';

/** The tracking with the moment it was read: a refresh keeps the shown tracking until the new one lands. */
export interface TrackingAnswer {
  tracking: OrderTracking | null;
  at: Date;
}

const orderTracking = createFetcher<string, TrackingAnswer>({
  fetch: async (id, signal) => ({ tracking: await accountingApi.tracking(id, signal), at: new Date() }),
});

/**
 * An order's tracking (GET accounting/orders/{id}/tracking), asked for again every TRACKING_REFRESH_MS
 * while the page is visible: hiding the tab stops the refresh, and coming back asks at once and starts
 * the minute again. `id` undefined asks nothing (an order not delivered today has no tracking).
 */
export function useTracking(id: string | undefined) {
  const state = useFetcher(orderTracking, id, (key) => key);
  const { retry } = state;
  useEffect(() => {
    if (!id) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      timer ??= setInterval(retry, TRACKING_REFRESH_MS);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') return stop();
      if (timer !== undefined) return undefined;
      retry(); // back on the page: what is shown may be minutes old
      return start();
    };
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [id, retry]);
  return state;
}
