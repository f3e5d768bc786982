import { navigateTo } from '../lib/navigation';
import { redirectTarget } from '../lib/redirect-target';
import { $pageContext } from '../stores/page-context';

/** SPEC section 9: redirect delay when a tracking script ran, so the tracker can send its beacon. */
export const REDIRECT_DELAY_WITH_TRACKER_MS = 500;

/**
 * Follows a response's `Redirect`: at once, or after 500 ms if a tracker script ran. Only this site
 * and the page context's trustedRedirectOrigins are followed (redirectTarget). Returns false (and
 * logs the target) when it is refused: the caller tells the user the shop would not go there.
 */
export function followRedirect(target: string, opts: { trackerScriptRan: boolean }): boolean {
  const href = redirectTarget(target, {
    base: location.href,
    // Space-separated in the page context; an empty entry matches no origin.
    trustedOrigins: $pageContext.get().trustedRedirectOrigins.split(' '),
  });
  if (!href) {
    console.error(
      `[wsh] refused to redirect to "${target}": only this site and the page context's trustedRedirectOrigins are followed`,
    );
    return false;
  }
  if (opts.trackerScriptRan) setTimeout(() => navigateTo(href), REDIRECT_DELAY_WITH_TRACKER_MS);
  else navigateTo(href);
  return true;
}
