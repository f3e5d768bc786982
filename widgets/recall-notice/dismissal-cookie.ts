import { RECALL_NOTICE_DISMISSAL, formatDismissal, parseDismissal } from '../../shared/domain/recall/dismissal';
import { cookieString, readCookie } from '../../shared/lib/cookies';

const { cookie, durationMs } = RECALL_NOTICE_DISMISSAL;

/** The dismissal this browser stored (shared/domain/recall/dismissal.ts), or null. */
export const readDismissal = () => parseDismissal(readCookie(document.cookie, cookie));

/**
 * Stores the moment of the dismissal. The cookie lives as long as the dismissal, so the browser forgets it
 * by itself; the rule still compares the stored moment, since the page's clock decides.
 */
export function storeDismissal(customerId: string, at: number): void {
  document.cookie = cookieString(cookie, formatDismissal({ customerId, at }), {
    lifetimeMs: durationMs,
    secure: location.protocol === 'https:',
  });
}
