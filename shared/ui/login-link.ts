import { safeRedirectTarget } from '../api/redirect';

/**
 * The login page's address with ReturnUrl set to the page the buyer is on (SPEC 7: login takes a
 * ReturnUrl), or null when the page context names no login page or names one on another origin.
 */
export function loginHref(loginUrl: string, here: string = location.href): string | null {
  if (!loginUrl) return null;
  const url = safeRedirectTarget(loginUrl, here);
  if (!url) return null;
  const current = new URL(here);
  url.searchParams.set('ReturnUrl', current.pathname + current.search);
  return url.href;
}
