import { useEffect, useState } from 'react';
import { historyStateWith, pushHistory, replaceHistory } from '../../shared/lib/history';

/** What the widget shows; `depth` counts the history entries this widget pushed since the info. */
export type BrandView = { view: 'info' } | { view: 'products'; page: number; depth: number };

const KEY = 'wshBrandDetails';

function readView(pageKey: string): BrandView {
  const saved = (history.state as Record<string, unknown> | null)?.[KEY] as BrandView | undefined;
  if (saved && (saved.view === 'info' || saved.view === 'products')) return saved;
  // No state of ours (a reload in a new tab, a shared link): the page number in the address means products.
  const page = Number(new URLSearchParams(location.search).get(pageKey));
  return Number.isInteger(page) && page >= 1 ? { view: 'products', page, depth: 0 } : { view: 'info' };
}

/** The address of a products page (page number under the page context's paginationQueryKey), or of the info. */
export function addressFor(pageKey: string, page: number | null): string {
  const url = new URL(location.href);
  if (page === null) url.searchParams.delete(pageKey);
  else url.searchParams.set(pageKey, String(page));
  return url.pathname + url.search + url.hash;
}

/**
 * SPEC section 2: brand details toggle between info and products through browser history state.
 * Showing the products and each page push an entry; Back (browser or ours) returns to the info.
 */
export function useViewHistory(pageKey: string) {
  const [view, setView] = useState<BrandView>(() => readView(pageKey));
  useEffect(() => {
    const onPop = () => setView(readView(pageKey));
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [pageKey]);

  const push = (next: BrandView, page: number | null) => {
    pushHistory(addressFor(pageKey, page), historyStateWith(KEY, next));
    setView(next);
  };
  const depth = view.view === 'products' ? view.depth : 0;
  return {
    view,
    showProducts: () => push({ view: 'products', page: 1, depth: 1 }, 1),
    goToPage: (page: number) => push({ view: 'products', page, depth: depth + 1 }, page),
    /** Back to the info: through history when we pushed the way here, else the entry is replaced. */
    showInfo: () => {
      if (depth > 0) return history.go(-depth);
      const info: BrandView = { view: 'info' };
      replaceHistory(addressFor(pageKey, null), historyStateWith(KEY, info));
      setView(info);
    },
  };
}
