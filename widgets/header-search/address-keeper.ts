import { SEARCH_QUERY_KEY } from './urls';

interface Saved {
  href: string;
  title: string;
}

/**
 * SPEC 4: while the search overlay is open the address shows `?q=<term>` (and the title the term);
 * when it closes, the address and title the page had before come back. replaceState, never
 * pushState: typing must not fill the history with one entry per letter. The history state object
 * is kept as it is, since other islands may keep theirs there.
 */
export function createAddressKeeper() {
  let saved: Saved | null = null;
  return {
    capture(): void {
      saved ??= { href: location.href, title: document.title };
    },
    show(term: string, title: (earlierTitle: string) => string): void {
      if (!saved) return;
      const url = new URL(saved.href);
      url.searchParams.set(SEARCH_QUERY_KEY, term);
      history.replaceState(history.state, '', url.href);
      document.title = title(saved.title);
    },
    restore(): void {
      if (!saved) return;
      if (location.href !== saved.href) history.replaceState(history.state, '', saved.href);
      document.title = saved.title;
      saved = null;
    },
  };
}
