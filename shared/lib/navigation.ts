/**
 * The one seam through which the bundle leaves or reloads the page: a placed order's next step, the
 * header search, the single search result, a response's Redirect, a reload after a delivery-date
 * change or on the page-reload warning. Tests replace it with setNavigator, so nothing has to mutate
 * `location` or a module object. In the core chunk (every page): keep it this small.
 */
export interface Navigator {
  /** Goes to the (already checked, see safeHref) address, as a history entry: Back returns here. */
  assign(url: string): void;
  reload(): void;
}

/** undefined: the browser's own `location` (read at call time, so tests without a DOM can import this). */
let current: Navigator | undefined;

export const navigateTo = (url: string): void => (current ?? location).assign(url);

export const reloadPage = (): void => (current ?? location).reload();

/** Replaces the navigator (tests); returns the function that puts the previous one back. */
export function setNavigator(navigator: Navigator): () => void {
  const previous = current;
  current = navigator;
  return () => {
    current = previous;
  };
}
