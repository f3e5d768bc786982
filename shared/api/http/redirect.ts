import { navigateTo } from '../../lib/navigation';
import { redirectTarget } from '../../lib/redirect-target';
import { $pageContext } from '../../context/page-context';

/** SPEC section 9: redirect delay when a tracking script ran, so the tracker can send its beacon. */
export const REDIRECT_DELAY_WITH_TRACKER_MS = 500;

/**
 * An origin as a URL's origin reads: https, lower case, no path, slash, wildcard or credentials, so trust
 * is an exact comparison with a parsed origin.
 */
const ORIGINS = /^(https:\/\/[a-z\d.-]+(:\d+)?( |$))*$/;

/**
 * The page context's trustedRedirectOrigins (space-separated, as CSP source lists are). One entry that is
 * not written as an origin reads drops the whole list, so nothing off-site is trusted by a typo, and the
 * editor is told in the console.
 */
function trustedOrigins(): string[] {
  const list = $pageContext.get().trustedRedirectOrigins;
  if (ORIGINS.test(list)) return list.split(' ');
  console.error(
    `[wsh] page context: trustedRedirectOrigins: expected https origins separated by spaces (e.g. "https://punchout.example"), got ${JSON.stringify(list)}; no other site is trusted`,
  );
  return [];
}

/**
 * Follows a response's `Redirect`: at once, or after 500 ms if a tracker script ran. Only this site
 * and the page context's trustedRedirectOrigins are followed (redirectTarget). Returns false (and
 * logs the target) when it is refused: the caller tells the user the shop would not go there.
 */
export function followRedirect(target: string, opts: { trackerScriptRan: boolean }): boolean {
  const href = redirectTarget(target, { base: location.href, trustedOrigins: trustedOrigins() });
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
