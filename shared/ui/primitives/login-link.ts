import { safeHref } from '../../lib/safe-href';

/**
 * The login page's address with ReturnUrl set to the page the buyer is on (SPEC 7: login takes a
 * ReturnUrl), or null when the page context names no login page or names one on another origin. The
 * page's own address passes safeHref too, which normalises its path (a page at `//evil.example` returns
 * to /evil.example, never to //evil.example); its fragment stays behind.
 */
export function loginHref(loginUrl: string | undefined, here: string = location.href): string | null {
  if (!loginUrl) return null;
  const href = safeHref(loginUrl, { sameOrigin: true, base: here });
  if (!href) return null;
  const url = new URL(href);
  const current = new URL(safeHref(here, { sameOrigin: true, base: here }) ?? '/', here);
  url.searchParams.set('ReturnUrl', current.pathname + current.search);
  return url.href;
}
