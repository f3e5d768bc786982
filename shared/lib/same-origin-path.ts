import { safeHref } from './safe-href';

/**
 * The path, query and fragment of an address on the base's own origin, as a ReturnUrl and the server
 * take it; null when the address is refused (safeHref with sameOrigin: another site, `//host`,
 * `javascript:`, a backslash or control character). Dot segments (`/../`, `/./`, `%2e%2e`) and runs of
 * slashes are resolved first, so the result starts with exactly one "/": `/..//evil.example` is sent as
 * `/evil.example`, never as `//evil.example`, which a server redirecting to it would send off-site.
 * Query and fragment are kept as the parser serialises them.
 */
export function sameOriginPath(value: unknown, base: string): string | null {
  const href = safeHref(value, { sameOrigin: true, base });
  if (!href) return null;
  const url = new URL(href);
  return `${url.pathname}${url.search}${url.hash}`;
}
