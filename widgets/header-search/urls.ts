import { safeHref } from '../../shared/lib/safe-href';

/** Where the header search leads. */
export const SEARCH_QUERY_KEY = 'q';

/**
 * The search page with the term under `q`, keeping any query the editor put on the search page URL;
 * null when the page's address is not a safe one (safeHref; the prop refuses that already).
 */
export function searchPageHref(searchPageUrl: string, term: string, base?: string): string | null {
  const href = safeHref(searchPageUrl, { base });
  if (!href) return null;
  const url = new URL(href);
  url.searchParams.set(SEARCH_QUERY_KEY, term);
  return url.href;
}
