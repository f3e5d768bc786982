import { safeHref } from './safe-href';

export interface RedirectTrust {
  /** The page's address: what relative targets resolve against, and whose origin is this site. */
  base: string;
  /** The page context's trustedRedirectOrigins, split: exact https origins (page-context-fields.ts). */
  trustedOrigins: readonly string[];
}

/**
 * Where a response's `Redirect` (SPEC 7) may send the page, or null when it is refused: an address on
 * this site, normalised (safeHref with sameOrigin), or an https address whose origin is exactly one of
 * the trusted ones, the punch-out and single sign-on hand-overs the wholesaler names in the page
 * context (issue #32). Everything else stays refused: other sites, `//host`, `javascript:`, http.
 */
export function redirectTarget(target: unknown, { base, trustedOrigins }: RedirectTrust): string | null {
  const own = safeHref(target, { sameOrigin: true, base });
  if (own) return own;
  const href = safeHref(target, { base });
  return href?.startsWith('https:') && trustedOrigins.includes(new URL(href).origin) ? href : null;
}
