import { startTransition, useCallback, useEffect, useState } from 'react';
import { readSearchState, writeSearchState, type SearchState } from '../../../domain/catalogue/search-state';
import { pushHistory, replaceHistory } from '../../../lib/history';

const read = (pageKey: string) => readSearchState(location.search, pageKey);

/**
 * The search state kept in the address: a new search, filter, sort or page is a history entry
 * (pushHistory), back and forward re-read it (popstate), and a reload reads it again.
 */
export function useSearchLocation(pageKey: string) {
  const [state, setState] = useState<SearchState>(() => read(pageKey));

  useEffect(() => {
    const onPop = () => setState(read(pageKey));
    onPop(); // the key may have changed since the first render
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [pageKey]);

  /** The address of a state, keeping parameters that are not ours (e.g. the QA panel's). */
  const hrefFor = useCallback(
    (next: SearchState) => location.pathname + writeSearchState(next, pageKey, location.search),
    [pageKey],
  );

  /** Goes to a state; `replace` rewrites the current entry instead (a change the buyer did not make). */
  const navigate = useCallback(
    (next: SearchState, opts: { replace?: boolean } = {}) => {
      const href = hrefFor(next);
      if (href !== location.pathname + location.search) {
        if (opts.replace) replaceHistory(href);
        else pushHistory(href);
      }
      // A transition: the click's own task only writes the address; React draws the new state (the listing,
      // its facets, the next request) in slices that yield to the browser. The first page change drew it all in
      // the click's task, 55-75 ms at 4x CPU slowdown (bench (k)).
      startTransition(() => setState(read(pageKey)));
    },
    [hrefFor, pageKey],
  );

  return { state, navigate, hrefFor };
}
