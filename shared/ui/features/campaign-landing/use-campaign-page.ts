import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { isNotFoundError } from '../../../api/http/errors';
import type { Paginated, ProductBasic } from '../../../domain/models';
import { createFetcher } from '../../../lib/fetcher';
import { $deliveryDateForRequests } from '../../../stores/delivery-date-for-requests';
import { useInputStore } from '../../data/use-fetcher';

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

type Input<T> = { source: string; page: number; load(page: number, signal: AbortSignal): Promise<T> };

/** One island's campaign page store: another page or date keeps the content shown, another source forgets it. */
function campaignPageStore<T>($input: ReadableAtom<Input<T>>) {
  return createFetcher({
    // `load` is the widget's inline call (new each render); `source` names what it loads.
    fetch: ({ page }: { source: string; page: number; date: string | null }, signal) => $input.get().load(page, signal),
    keep: (next, previous) => next.source === previous.source,
  })([$input, $deliveryDateForRequests], () => {
    const date = $deliveryDateForRequests.get();
    const { source, page } = $input.get();
    return date === undefined ? undefined : { source, page, date };
  });
}

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
  const store = useInputStore(campaignPageStore<T>, { source, page, load });
  const { status, data, error } = useStore(store);
  const { retry } = store;
  if (status === 'error')
    return isNotFoundError(error) ? { status: 'notFound', data: null, retry } : { status, data: data ?? null, retry };
  if (status === 'loading') return { status, data: data ?? null, retry };
  return { status: 'ready', data, retry };
}
