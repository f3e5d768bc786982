import { useCallback } from 'react';
import { catalogApi } from '../../../api/catalog-api';
import type { SearchQuery } from '../../../domain/models';
import type { SearchResult } from '../../../domain/catalogue/models';
import { readCookie } from '../../../lib/cookies';
import { createFetcher, type Fetched } from '../../../lib/fetcher';
import { SEARCH_BOOST_COOKIE, searchBoost, type SearchState } from '../../../domain/catalogue/search-state';
import { useFetcherStore } from '../../data/use-fetcher';
import { useStoreSelection } from '../../data/use-store-selection';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SearchResults {
  /** idle: nothing to search (no term, no category); ready/error: the answer to the current state; loading: anything else. */
  status: SearchStatus;
  /** The last answer, possibly to an earlier state: kept while the next search runs, so the page does not jump. */
  result: SearchResult | null;
  retry(): void;
}

/**
 * The API query of a state; the sort is the one to apply (the address's, else the user's default), the
 * category the state's or, on a category page, the page's own.
 */
export function searchQuery(
  state: SearchState,
  sort: string,
  pageSize: number,
  category = state.category,
): SearchQuery {
  return {
    query: state.term,
    page: state.page,
    pageSize,
    sort,
    ...(category ? { categoryId: category } : {}),
    ...(state.markings.length > 0 ? { markings: state.markings } : {}),
  };
}

/** How a search is sent (SPEC 7: GET and POST catalog/search): the key is the method and the query's JSON. */
type Method = 'GET' | 'POST';

/**
 * The search for a key, "<method> <query JSON>" (the same content is the same search, whatever object holds
 * it). The answer names its key: the island's store learns of a new key only after the render that made it,
 * and that render must not take the earlier answer for the current one. catalogApi.search is a named request
 * (SPEC 4): a newer search aborts the earlier one, whose failure the fetcher drops with its key.
 */
const searches = createFetcher({
  fetch: (key: string) => {
    const space = key.indexOf(' ');
    const method = key.slice(0, space) as Method;
    const query = JSON.parse(key.slice(space + 1)) as SearchQuery;
    // SPEC 9: the search boost cookie, sent as the `boost` parameter (the server contract, docs/server-contract.md).
    const boost = searchBoost(readCookie(document.cookie, SEARCH_BOOST_COOKIE));
    return catalogApi.search(query, { method, boost }).then((result) => ({ key, result }));
  },
  keep: () => true,
});

/**
 * Runs a search. `query` null means nothing to search (no term on the search page) or "not known yet"
 * (the default sort is still being read): nothing is sent meanwhile. The status is derived from which
 * query the answer belongs to, so an earlier answer is never taken for the current one (the single-result
 * redirect and the scroll restoration rely on that: "loading" in the same render as an address change).
 * `idle` says there is nothing to search: the result is then null.
 */
export function useSearchResults(query: SearchQuery | null, idle: boolean, method: Method = 'GET'): SearchResults {
  const key = idle || query === null ? '' : `${method} ${JSON.stringify(query)}`;
  const store = useFetcherStore(searches, key, (k) => k || undefined);
  // Only what the listing shows: the store's "loading" for a new query, which the listing already shows as
  // loading in the render that made the query, renders nothing more.
  const select = useCallback(
    (fetched: Fetched<Answer>): Shown => {
      const answer = fetched.data;
      const status: SearchStatus = idle
        ? 'idle'
        : fetched.status === 'error'
          ? 'error'
          : fetched.status === 'ready' && answer?.key === key
            ? 'ready'
            : 'loading';
      return { status, result: idle ? null : (answer?.result ?? null) };
    },
    [idle, key],
  );
  const shown = useStoreSelection(store, select, sameShown);
  return { ...shown, retry: store.retry };
}

type Answer = { key: string; result: SearchResult };
type Shown = Omit<SearchResults, 'retry'>;
const sameShown = (a: Shown, b: Shown) => a.status === b.status && a.result === b.result;
