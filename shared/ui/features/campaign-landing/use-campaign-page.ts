import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { isApiAbortError, isNotFoundError } from '../../../api/errors';
import type { Paginated, ProductBasic } from '../../../domain/models';
import { $basketLoad } from '../../../stores/basket/basket';
import { $expectedDeliveryDate } from '../../../stores/expected-delivery-date';
import { $pageContext } from '../../../stores/page-context';

/** What a campaign page answer carries besides its content: one page of products. */
export interface WithProducts {
  Page: Paginated<ProductBasic>;
}

/**
 * loading: first load, or another page or date (`data` is the last answer, kept while the next loads);
 * notFound: a 404 (the campaign ended or never existed); error: anything else (retry).
 */
export type CampaignPageState<T> =
  | { status: 'loading' | 'error'; data: T | null }
  | { status: 'ready'; data: T }
  | { status: 'notFound'; data: null };

/**
 * One page of a campaign page (campaign details, supplier landing page): loaded for the page number and,
 * for a logged-in user, the basket's expected delivery date, and loaded again when that date changes.
 * While the basket is on its way the request waits for its date rather than going out twice.
 * `source` names what `load` fetches (type and id): a new source forgets the last answer.
 */
export function useCampaignPage<T extends WithProducts>(
  source: string,
  page: number,
  load: (page: number, signal: AbortSignal) => Promise<T>,
): CampaignPageState<T> & { retry(): void } {
  const { isAuthenticated } = useStore($pageContext);
  const date = useStore($expectedDeliveryDate);
  const basketState = useStore($basketLoad);
  // Anonymous visitors have no basket (SPEC 6): no date, no wait. Idle counts as on its way: reading $basketLoad starts it.
  const waitForDate = isAuthenticated && date === null && (basketState === 'idle' || basketState === 'loading');
  const dateKey = isAuthenticated ? date : null;
  const [state, setState] = useState<CampaignPageState<T> & { source: string }>({ status: 'loading', data: null, source });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const keep = (s: typeof state) => (s.source === source ? s.data : null);
    setState((s) => ({ status: 'loading', data: keep(s), source }));
    if (waitForDate) return;
    const controller = new AbortController();
    load(page, controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data, source }),
      (error: unknown) => {
        if (controller.signal.aborted || isApiAbortError(error)) return;
        setState((s) => (isNotFoundError(error) ? { status: 'notFound', data: null, source } : { status: 'error', data: keep(s), source }));
      },
    );
    return () => controller.abort();
    // `load` is the widget's inline call (new each render); `source` names what it loads, so it is not a dependency.
  }, [source, page, dateKey, waitForDate, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A new source renders as loading at once, before the effect has run.
  const current: CampaignPageState<T> = state.source === source ? state : { status: 'loading', data: null };
  return { ...current, retry };
}
