import { useEffect, useState } from 'react';
import type { SearchResult } from '../../shared/domain/catalogue/models';
import type { SearchState } from '../../shared/domain/catalogue/search-state';
import { historyStateWith, replaceHistory } from '../../shared/lib/history';
import { navigateTo } from '../../shared/lib/navigation';
import { productHref } from '../../shared/lib/safe-href';
import { singleResultProductId } from '../../shared/domain/catalogue/single-result';

/** History-state flag: this entry already went to its single result once. */
const REDIRECTED = 'wshSingleResult';

/**
 * SPEC 9 single-result behaviour: a term of 8 characters or more with exactly one result opens the
 * product, with or without filters set (a history entry, so Back returns to the search). The entry is flagged first, so coming
 * back shows the one result instead of opening the product again. Returns true while leaving. An id
 * that makes no safe address (safeHref) stays on the results.
 */
export function useSingleResult(
  state: SearchState,
  result: SearchResult | null,
  ready: boolean,
  pattern: string,
): boolean {
  const [leaving, setLeaving] = useState(false);
  const productId =
    ready && result
      ? singleResultProductId({
          term: state.term,
          totalResults: result.TotalResults,
          firstProductId: result.PageOfResults[0]?.Id,
        })
      : null;
  const href = productId ? productHref(pattern, productId) : null;

  // Once the product is opening, later renders (a basket or delivery date arriving and searching again)
  // must not take the "opening" text back; a page restored from the back-forward cache starts afresh.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => event.persisted && setLeaving(false);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  useEffect(() => {
    if (!href) return;
    const here = location.search;
    const flagged = (history.state as Record<string, unknown> | null)?.[REDIRECTED] === here;
    if (flagged) return;
    replaceHistory(location.href, historyStateWith(REDIRECTED, here));
    // oxlint-disable-next-line react/set-state-in-effect -- the effect leaves the page; the state says so while the product loads
    setLeaving(true);
    navigateTo(href);
  }, [href]);

  return leaving;
}
