/**
 * The one rule for every link and navigation whose address comes from the server, the CMS or the
 * address bar (issue #10, point 7). It lives here, at the bottom of the import graph, because the
 * field kit checks URL props and the page context's `apiBasePath` with it; shared/ code imports it
 * through shared/domain/safe-href.ts.
 *
 * Refused before parsing: anything that is not a non-empty string; control characters (C0, DEL, C1)
 * anywhere, because the URL parser drops tabs and newlines (`java\tscript:`) and a browser and a check
 * could disagree on the rest; a backslash anywhere, because the parser reads it as `/` (`/\evil.example`,
 * `\\evil.example`); leading white space; and protocol-relative `//host`, which silently leaves the
 * site. Then the WHATWG URL parser decides: only http(s), and with `sameOrigin` only the base's own
 * origin (which also refuses `https://shop.example@evil.example`: its host is evil.example).
 *
 * A same-origin result is normalised (issue #32, point 7): the parser resolves dot segments (`%2e%2e`
 * too), and runs of slashes in the path become one, since `/..//evil.example` parses to the path
 * `//evil.example`, which, sent on as a ReturnUrl or a server's Location, is another site.
 */
export interface SafeHrefOptions {
  /** Only addresses on the base's origin (redirects, next steps). */
  sameOrigin?: boolean;
  /** What relative addresses resolve against; default the current page. */
  base?: string;
}

// oxlint-disable-next-line no-control-regex -- control characters are what it refuses
const REFUSED = /^(\s|\/\/|$)|[\\\0-\x1f\x7f-\x9f]/;

/**
 * The address to render or follow, serialised from the parsed URL (never the input string), or null
 * when it is refused. Callers show an unsafe link's content unlinked and skip an unsafe navigation.
 */
export function safeHref(value: unknown, { sameOrigin, base = location.href }: SafeHrefOptions = {}): string | null {
  if (typeof value !== 'string' || REFUSED.test(value)) return null;
  try {
    const url = new URL(value, base);
    if (sameOrigin) url.pathname = url.pathname.replace(/\/{2,}/g, '/');
    return /^https?:$/.test(url.protocol) && (!sameOrigin || url.origin === new URL(base).origin) ? url.href : null;
  } catch {
    return null;
  }
}
