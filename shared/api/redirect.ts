import { navigateTo } from '../lib/navigation';
import { safeHref } from '../lib/safe-href';

/** SPEC section 9: redirect delay when a tracking script ran, so the tracker can send its beacon. */
export const REDIRECT_DELAY_WITH_TRACKER_MS = 500;

/**
 * Follows a response's `Redirect`: at once, or after 500 ms if a tracker script ran.
 * Returns false (and logs) when the target is refused.
 */
export function followRedirect(target: string, opts: { trackerScriptRan: boolean }): boolean {
  // DESIGN section 6: only same-origin http(s) targets are followed.
  const href = safeHref(target, { sameOrigin: true });
  if (!href) {
    console.error(`[wsh] refused to redirect to "${target}": only same-origin http(s) targets are followed`);
    return false;
  }
  if (opts.trackerScriptRan) setTimeout(() => navigateTo(href), REDIRECT_DELAY_WITH_TRACKER_MS);
  else navigateTo(href);
  return true;
}
