import { useCallback, useEffect, useState } from 'react';
import { pushHistory } from '../../../lib/history';

/** The page number in the address under `pageKey`; 1 when absent or not a whole number from 1. */
export function readPage(search: string, pageKey: string): number {
  const page = Number(new URLSearchParams(search).get(pageKey));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The address of a page, keeping every other parameter (the CMS's, the QA panel's); page 1 drops the key. */
export function pageAddress(pageKey: string, page: number): string {
  const url = new URL(location.href);
  if (page <= 1) url.searchParams.delete(pageKey);
  else url.searchParams.set(pageKey, String(page));
  return url.pathname + url.search + url.hash;
}

/**
 * SPEC 2 pagination: the page number kept in the query string under the page context's key. Each page
 * is a history entry, so Back returns to the page before; back, forward and reload read it again.
 */
export function usePageQuery(pageKey: string) {
  const [page, setPage] = useState(() => readPage(location.search, pageKey));
  useEffect(() => {
    const onPop = () => setPage(readPage(location.search, pageKey));
    onPop(); // the key may have changed since the first render
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [pageKey]);

  const hrefFor = useCallback((next: number) => pageAddress(pageKey, next), [pageKey]);
  const goTo = useCallback(
    (next: number) => {
      if (next === readPage(location.search, pageKey)) return;
      pushHistory(pageAddress(pageKey, next));
      setPage(next);
    },
    [pageKey],
  );
  return { page, hrefFor, goTo };
}
