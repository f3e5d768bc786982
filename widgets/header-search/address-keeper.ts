import { replaceHistory } from '../../shared/lib/history';
import { SEARCH_QUERY_KEY } from './urls';

interface Saved {
  href: string;
  title: string;
}

/**
 * SPEC 4: while the search overlay is open the address shows `?q=<term>` (and the title the term);
 * when it closes, the address and title the page had before come back. replaceHistory, never
 * pushHistory: typing must not fill the history with one entry per letter. The history state object
 * is kept as it is (replaceHistory's default), since other islands may keep theirs there.
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
      replaceHistory(url.href);
      document.title = title(saved.title);
    },
    restore(): void {
      if (!saved) return;
      if (location.href !== saved.href) replaceHistory(saved.href);
      document.title = saved.title;
      saved = null;
    },
  };
}
