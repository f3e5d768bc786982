/**
 * A dev hook for `npm run bench` (section d): with `?measure=1` in the page's address every product
 * row counts its renders in `window.__wshRowRenders`, so the bench can tell how many rows one typed
 * quantity re-renders. Read once. Compiled in only where `__WSH_MEASURE__` is true (the demo bundle
 * the bench measures, and tests); the production build sets it false, and the counter, its address
 * check and every call become dead code.
 */
declare global {
  interface Window {
    __wshRowRenders?: number;
  }
}

let counting =
  __WSH_MEASURE__ && typeof location !== 'undefined' && new URLSearchParams(location.search).get('measure') === '1';

export function countRowRender(): void {
  if (__WSH_MEASURE__ && counting) window.__wshRowRenders = (window.__wshRowRenders ?? 0) + 1;
}

/** For tests: switch the counter on or off. */
export function setRowRenderCounting(on: boolean): void {
  counting = on;
  if (on) window.__wshRowRenders = 0;
}
