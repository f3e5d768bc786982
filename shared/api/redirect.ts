/** SPEC section 9: redirect delay when a tracking script ran, so the tracker can send its beacon. */
export const REDIRECT_DELAY_WITH_TRACKER_MS = 500;

/** A redirect target is followed only if it is same-origin http(s) (DESIGN section 6). */
export function safeRedirectTarget(target: string, base: string = location.href): URL | null {
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return null;
  }
  const origin = new URL(base).origin;
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin ? url : null;
}

/**
 * Follows a response's `Redirect`: at once, or after 500 ms if a tracker script ran.
 * Returns false (and logs) when the target is refused.
 */
export function followRedirect(
  target: string,
  opts: { trackerScriptRan: boolean; navigate?: (url: string) => void },
): boolean {
  const url = safeRedirectTarget(target);
  if (!url) {
    console.error(`[wsh] refused to redirect to "${target}": only same-origin http(s) targets are followed`);
    return false;
  }
  const navigate = opts.navigate ?? ((u: string) => location.assign(u));
  if (opts.trackerScriptRan) setTimeout(() => navigate(url.href), REDIRECT_DELAY_WITH_TRACKER_MS);
  else navigate(url.href);
  return true;
}
