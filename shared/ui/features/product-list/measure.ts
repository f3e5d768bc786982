/**
 * A dev hook for `npm run bench` (section d): with `?measure=1` in the page's address every product
 * row counts its renders in `window.__wshRowRenders`, so the bench can tell how many rows one typed
 * quantity re-renders. Read once; without the parameter a row pays one boolean check.
 */
declare global {
  interface Window {
    __wshRowRenders?: number;
  }
}

let counting = typeof location !== 'undefined' && new URLSearchParams(location.search).get('measure') === '1';

export function countRowRender(): void {
  if (counting) window.__wshRowRenders = (window.__wshRowRenders ?? 0) + 1;
}

/** For tests: switch the counter on or off. */
export function setRowRenderCounting(on: boolean): void {
  counting = on;
  if (on) window.__wshRowRenders = 0;
}
