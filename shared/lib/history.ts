/**
 * The seam through which the area islands (shared/ui/area/) write in-page history entries: a new screen
 * is a pushState entry, a redirect or a correction replaces the current one. Tests can swap it
 * (setHistory, see tests/support/fake-history.ts) to count entries without a browser history; happy-dom's
 * own history works as well. Leaving or reloading the page is shared/lib/navigation.ts's job, not this.
 */
export interface HistorySeam {
  /** A new history entry at `url` (a same-origin path with its query): Back returns to the current one. */
  push(url: string): void;
  /** Rewrites the current entry's address (a redirect): Back skips the old one. */
  replace(url: string): void;
}

const browser: HistorySeam = {
  push: (url) => history.pushState(null, '', url),
  // The entry's state is kept: other code (the search page's single-result flag) may have put some there.
  replace: (url) => history.replaceState(history.state, '', url),
};

/** undefined: the browser's history (read at call time, so tests without a DOM can import this). */
let current: HistorySeam | undefined;

export const pushHistory = (url: string): void => (current ?? browser).push(url);

export const replaceHistory = (url: string): void => (current ?? browser).replace(url);

/** Replaces the history seam (tests); returns the function that puts the previous one back. */
export function setHistory(seam: HistorySeam): () => void {
  const previous = current;
  current = seam;
  return () => {
    current = previous;
  };
}
