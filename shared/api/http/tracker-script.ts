/** SPEC section 7: the tracker script is retried once after 500 ms when the tag manager is not there yet. */
export const TRACKER_RETRY_MS = 500;

declare global {
  interface Window {
    dataLayer?: unknown[];
    google_tag_manager?: unknown;
  }
}

const hasTagManager = (): boolean => window.google_tag_manager !== undefined || Array.isArray(window.dataLayer);

function inject(code: string): void {
  const script = document.createElement('script');
  const nonce = window.__wshLoader?.nonce; // the loader's own (shared/islands/csp-nonce.ts)
  if (nonce) script.nonce = nonce;
  // A failing tracker must never break the page: its runtime errors are caught and logged.
  script.textContent = `try{\n${code}\n}catch(e){console.error('[wsh] analytics tracker script failed',e)}`;
  try {
    document.head.appendChild(script);
  } catch (error) {
    console.error('[wsh] analytics tracker script could not be added', error);
  }
  script.remove(); // it has run; keep the DOM clean.
}

/**
 * Runs an AnalyticsTrackerScript from a response through a script element. If the tag manager is
 * absent it waits 500 ms once; then it runs the script anyway (a failure is logged by the wrapper).
 */
export function runTrackerScript(code: string): void {
  if (!code.trim()) return;
  if (hasTagManager()) {
    inject(code);
    return;
  }
  setTimeout(() => {
    if (!hasTagManager()) console.warn('[wsh] no tag manager after 500 ms; running it anyway');
    inject(code);
  }, TRACKER_RETRY_MS);
}
