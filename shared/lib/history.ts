/**
 * The one seam through which islands write in-page history entries (the areas, pagination, the search
 * page, brand details, the header search's address): a new screen is a new entry, a redirect, a correction
 * or a live address (typing in the header search) replaces the current one. Tests can swap it (setHistory,
 * see tests/support/fake-history.ts) to count entries without a browser history; happy-dom's own history
 * works as well. Leaving or reloading the page is shared/lib/navigation.ts's job, not this.
 */
export interface HistorySeam {
  /**
   * A new history entry at `url` (a same-origin path with its query, or a full same-origin address): Back
   * returns to the current one. The new entry's state is `state`, none (null) when not given.
   */
  push(url: string, state?: unknown): void;
  /**
   * Rewrites the current entry's address (Back skips the old one). Its state becomes `state` when given,
   * else it is kept: other islands sharing the entry (brand details, the single-result flag) keep theirs.
   */
  replace(url: string, state?: unknown): void;
}

const browser: HistorySeam = {
  push: (url, state = null) => history.pushState(state, '', url),
  replace: (url, state = history.state) => history.replaceState(state, '', url),
};

/** undefined: the browser's history (read at call time, so tests without a DOM can import this). */
let current: HistorySeam | undefined;

// Rest parameters hand a seam exactly the arguments given, so a test's seam sees `push(url)`, not
// `push(url, undefined)`.
export const pushHistory = (...args: Parameters<HistorySeam['push']>): void => (current ?? browser).push(...args);

export const replaceHistory = (...args: Parameters<HistorySeam['replace']>): void =>
  (current ?? browser).replace(...args);

/**
 * The current entry's state with `key` set to `value`, for push or replace: an island keeps its part of
 * the state under a key of its own and leaves the other islands' parts as they are.
 */
export const historyStateWith = (key: string, value: unknown): Record<string, unknown> => ({
  ...(history.state as Record<string, unknown> | null),
  [key]: value,
});

/** Replaces the history seam (tests); returns the function that puts the previous one back. */
export function setHistory(seam: HistorySeam): () => void {
  const previous = current;
  current = seam;
  return () => {
    current = previous;
  };
}
