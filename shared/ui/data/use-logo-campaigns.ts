import { createFetcher, type Fetcher } from '../../lib/fetcher';
import { $deliveryDateForRequests } from '../../stores/delivery-date-for-requests';
import { useFetcher } from './use-fetcher';

/** One fetcher per API function: islands of one page asking for the same date share one request. */
const fetchers = new Map<() => Promise<unknown[]>, Fetcher<string | null, unknown[]>>();

function fetcherOf<T>(load: () => Promise<T[]>): Fetcher<string | null, T[]> {
  let fetcher = fetchers.get(load);
  // A new date keeps the logos shown until the new ones land, rather than flashing a loading line.
  if (!fetcher) fetchers.set(load, (fetcher = createFetcher({ fetch: () => load(), keep: () => true })));
  return fetcher as Fetcher<string | null, T[]>;
}

export type LogoCampaignsState<T> = { status: 'loading' | 'error'; items: T[] } | { status: 'ready'; items: T[] };

/**
 * A page's logo campaigns (GET campaigns/supplier-brands or product-news), loaded once per expected
 * delivery date like the current-page campaigns: an authenticated page waits for the basket's date
 * instead of asking twice; anonymous visitors ask without a date (SPEC 6).
 */
export function useLogoCampaigns<T>(load: () => Promise<T[]>): LogoCampaignsState<T> & { retry(): void } {
  const { status, data, retry } = useFetcher(fetcherOf(load), null, () => $deliveryDateForRequests.get(), [
    $deliveryDateForRequests,
  ]);
  if (status === 'error') return { status, items: [], retry };
  // Logos kept from the last date read as ready; none kept is the loading line.
  return { status: status !== 'loading' || data?.length ? 'ready' : 'loading', items: data ?? [], retry };
}
