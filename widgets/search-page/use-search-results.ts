import { catalogApi } from '../../shared/api/catalog-api';
import type { SearchQuery, SearchResult } from '../../shared/domain/models';
import { readCookie } from '../../shared/lib/cookies';
import { createFetcher } from '../../shared/lib/fetcher';
import { SEARCH_BOOST_COOKIE, searchBoost, type SearchState } from '../../shared/domain/catalogue/search-state';
import { useFetcher } from '../../shared/ui/data/use-fetcher';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SearchResults {
  /** idle: no term; ready/error: the answer to the current state; loading: anything else. */
  status: SearchStatus;
  /** The last answer, possibly to an earlier state: kept while the next search runs, so the page does not jump. */
  result: SearchResult | null;
  retry(): void;
}

/** The API query of a state; the sort is the one to apply (the address's, else the user's default). */
export function searchQuery(state: SearchState, sort: string, pageSize: number): SearchQuery {
  return {
    query: state.term,
    page: state.page,
    pageSize,
    sort,
    ...(state.category ? { categoryId: state.category } : {}),
    ...(state.markings.length > 0 ? { markings: state.markings } : {}),
  };
}

/**
 * The search for a query, keyed by its JSON (the same content is the same search, whatever object holds it).
 * The answer names its key: the island's store learns of a new key only after the render that made it, and
 * that render must not take the earlier answer for the current one. catalogApi.search is a named request
 * (SPEC 4): a newer search aborts the earlier one, whose failure the fetcher drops with its key.
 */
const searches = createFetcher({
  fetch: (key: string) =>
    catalogApi
      // SPEC 9: the search boost cookie, sent as the `boost` parameter (the server contract, docs/server-contract.md).
      .search(JSON.parse(key) as SearchQuery, { boost: searchBoost(readCookie(document.cookie, SEARCH_BOOST_COOKIE)) })
      .then((result) => ({ key, result })),
  keep: () => true,
});

/**
 * Runs the search for the state. `sort` null means "not known yet" (the default sort is still being
 * read): nothing is sent meanwhile. The status is derived from which query the answer belongs to, so an
 * earlier answer is never taken for the current one (the single-result redirect and the scroll
 * restoration rely on that: "loading" in the same render as an address change).
 */
export function useSearchResults(state: SearchState, sort: string | null, pageSize: number): SearchResults {
  const key = sort === null || !state.term ? '' : JSON.stringify(searchQuery(state, sort, pageSize));
  const fetched = useFetcher(searches, key, (k) => k || undefined);
  const answer = fetched.data;
  const status: SearchStatus = !state.term
    ? 'idle'
    : fetched.status === 'error'
      ? 'error'
      : fetched.status === 'ready' && answer?.key === key
        ? 'ready'
        : 'loading';
  return { status, result: state.term ? (answer?.result ?? null) : null, retry: fetched.retry };
}
