import { useEffect, useMemo, useRef, useState } from 'react';
import { catalogApi } from '../../shared/api/catalog-api';
import { isApiAbortError } from '../../shared/api/errors';
import type { SearchQuery, SearchResult } from '../../shared/domain/models';
import { readCookie } from '../../shared/lib/cookies';
import { SEARCH_BOOST_COOKIE, searchBoost, type SearchState } from '../../shared/domain/catalogue/search-state';

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
 * Runs the search for the state. `sort` null means "not known yet" (the default sort is still being
 * read): nothing is sent meanwhile. A newer search aborts the earlier one (catalogApi.search is a
 * named request, SPEC 4); the aborted one is silently dropped, never shown as an error. The status
 * is derived from which query the answer belongs to, so an earlier answer is never taken for the
 * current one (the single-result redirect relies on that).
 */
export function useSearchResults(state: SearchState, sort: string | null, pageSize: number): SearchResults {
  const [answer, setAnswer] = useState<{ key: string; result: SearchResult } | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const key = sort === null || !state.term ? '' : JSON.stringify(searchQuery(state, sort, pageSize));
  // The query follows its content: a new object each render with the same content is the same search.
  const query = useMemo(() => (key ? (JSON.parse(key) as SearchQuery) : null), [key]);

  useEffect(() => {
    if (!query) return;
    const id = ++latest.current;
    // SPEC 9: the search boost cookie, sent as the `boost` parameter (the server contract, docs/server-contract.md).
    const boost = searchBoost(readCookie(document.cookie, SEARCH_BOOST_COOKIE));
    catalogApi.search(query, { boost }).then(
      (result) => id === latest.current && setAnswer({ key, result }),
      (error: unknown) => id === latest.current && !isApiAbortError(error) && setFailedKey(key),
    );
  }, [query, key, attempt]);

  const status: SearchStatus = !state.term
    ? 'idle'
    : answer && answer.key === key
      ? 'ready'
      : failedKey === key
        ? 'error'
        : 'loading';
  return {
    status,
    result: state.term ? (answer?.result ?? null) : null,
    retry: () => {
      setFailedKey(null);
      setAttempt((n) => n + 1);
    },
  };
}
