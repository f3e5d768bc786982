/** Reads one cookie's decoded value from a `document.cookie` string; undefined when absent. */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return part.slice(eq + 1).trim();
      }
    }
  }
  return undefined;
}

/**
 * Builds a Set-Cookie string for `document.cookie`. DESIGN section 6: cookies we set are SameSite=Lax,
 * and Secure on https. A lifetime is sent as `max-age`, not as an `expires` date: the browser counts it
 * on its own clock, so a device whose clock is off (a kitchen iPad set a day back, or a test's pinned
 * clock) still keeps the cookie for the lifetime meant, instead of dropping it at once.
 */
export function cookieString(
  name: string,
  value: string,
  opts: { lifetimeMs?: number; secure: boolean; path?: string },
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${opts.path ?? '/'}`, 'SameSite=Lax'];
  if (opts.lifetimeMs !== undefined) parts.push(`max-age=${Math.max(1, Math.round(opts.lifetimeMs / 1000))}`);
  if (opts.secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * A Set-Cookie string that removes a cookie. An expiry in the past, not `max-age=0`: some cookie jars
 * (happy-dom's, in our tests) read max-age=0 as "expires now" and keep the cookie for that millisecond.
 */
export function expiredCookieString(name: string, path = '/'): string {
  return `${name}=; path=${path}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
