import { safeHref, type SafeHrefOptions } from '../../page-context/safe-href';

// The rule itself sits in page-context/ (the field kit checks URL props with it, and page-context/
// may not import shared/); shared/ and widgets/ take it from here.
export { safeHref, type SafeHrefOptions };

/**
 * A product page's address from a pattern with `{id}` (a prop such as "/product/{id}" or
 * "/product.html?id={id}"), the id encoded; null when the result is not a safe http(s) address.
 */
export function productHref(pattern: string, productId: string, opts?: SafeHrefOptions): string | null {
  return safeHref(pattern.split('{id}').join(encodeURIComponent(productId)), opts);
}
