import { apiPut } from '../api/http/client';
import { cookieString, expiredCookieString, readCookie } from '../lib/cookies';
import { $pageContext } from '../context/page-context';

/** SPEC section 4 and 9: a session is marked logged-in once per day through a marker cookie lasting 1 day. */
export const LOGGED_IN_MARKER = { cookie: '_wsh_li', maxAgeMs: 24 * 60 * 60 * 1000 } as const;

/** PUT auth/registerloggedin once per day for an authenticated user; the marker cookie remembers it. */
export async function registerLoggedInOncePerDay(): Promise<void> {
  if (!$pageContext.get().isAuthenticated || readCookie(document.cookie, LOGGED_IN_MARKER.cookie)) return;
  // Set first: several islands mounting at once must not send it several times.
  document.cookie = cookieString(LOGGED_IN_MARKER.cookie, '1', {
    lifetimeMs: LOGGED_IN_MARKER.maxAgeMs,
    secure: location.protocol === 'https:',
  });
  try {
    await apiPut('auth/registerloggedin');
  } catch {
    document.cookie = expiredCookieString(LOGGED_IN_MARKER.cookie); // try again on the next page
  }
}
