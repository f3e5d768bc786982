/** Where the header search leads. */
export const SEARCH_QUERY_KEY = 'q';

/** The search page with the term under `q`, keeping any query the editor put on the search page URL. */
export function searchPageHref(searchPageUrl: string, term: string, base: string = location.href): string {
  const url = new URL(searchPageUrl, base);
  url.searchParams.set(SEARCH_QUERY_KEY, term);
  return url.href;
}

/** The product page; null when the pattern does not make an http(s) address (props refuse that already). */
export function productHref(pattern: string, productId: string, base: string = location.href): string | null {
  try {
    const url = new URL(pattern.replaceAll('{id}', encodeURIComponent(productId)), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** One indirection, so tests can follow a navigation without leaving the page. */
export const navigation = {
  go(href: string): void {
    location.assign(href);
  },
};
