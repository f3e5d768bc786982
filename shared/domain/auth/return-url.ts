import { safeHref } from '../../lib/safe-href';
import { sameOriginPath } from '../../lib/same-origin-path';

/** Query-string names the login and password pages read the return address from. */
const NAMES = ['ReturnUrl', 'returnUrl'];

/**
 * Where to go after logging in (SPEC 2, issue #15): the page address's `ReturnUrl` (or `returnUrl`, as
 * the login link of an expired session and most servers write it), only when it is on the page's own
 * origin (safeHref with sameOrigin: no `//host`, `javascript:`, backslash tricks or other sites; an
 * open redirect on the login page would send a freshly logged-in buyer anywhere). The result is
 * absolute, serialised from the parsed URL with dot segments and double slashes resolved
 * (`/..//evil.example` is /evil.example on this site, issue #32); null when absent or refused.
 */
export function readReturnUrl(search: string, pageUrl: string): string | null {
  const params = new URLSearchParams(search);
  for (const name of NAMES) {
    const value = params.get(name);
    if (value) return safeHref(value, { sameOrigin: true, base: pageUrl });
  }
  return null;
}

/**
 * The ReturnUrl as the server takes it (SPEC 3 Login payload, auth/forgotpassword, auth/updatepassword):
 * path, query and fragment of the address, checked against the page and normalised again here
 * (sameOriginPath), so what is sent never starts with `//`; '' when there is none or it is refused.
 */
export function returnUrlForServer(returnUrl: string | null, pageUrl: string): string {
  return returnUrl ? (sameOriginPath(returnUrl, pageUrl) ?? '') : '';
}

/**
 * Where a logged-in, logged-out or reset user goes next: the checked ReturnUrl, else the server's
 * answer (a RedirectUrl, same origin only), else the start page (a same-origin prop, "/" by default).
 */
export function nextAddress(
  pageUrl: string,
  { returnUrl, redirectUrl, startUrl }: { returnUrl?: string | null; redirectUrl?: unknown; startUrl: string },
): string {
  return (
    returnUrl ??
    safeHref(redirectUrl, { sameOrigin: true, base: pageUrl }) ??
    safeHref(startUrl, { sameOrigin: true, base: pageUrl }) ??
    new URL('/', pageUrl).href
  );
}

/** A link target that carries the ReturnUrl on (login -> forgot password -> reset -> login). */
export function withReturnUrl(address: string, returnUrl: string | null, pageUrl: string): string {
  const href = safeHref(address, { sameOrigin: true, base: pageUrl });
  if (!href) return address;
  if (!returnUrl) return href;
  const url = new URL(href);
  url.searchParams.set('ReturnUrl', returnUrlForServer(returnUrl, pageUrl));
  return url.href;
}
