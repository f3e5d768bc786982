import { checkTerm, type TermCheck } from './search-rules';

export interface SearchScheduler {
  /**
   * The term changed: a search still waiting is dropped, and a searchable term is searched `delayMs`
   * after this, the last keystroke.
   */
  type(raw: string): TermCheck;
  /** Searches at once (Enter), when the term is searchable; a search still waiting is dropped. */
  now(raw: string): TermCheck;
  /** Drops the waiting search (the panel closes). */
  cancel(): void;
}

/**
 * SPEC 5 and 9: the impersonation search starts 300 ms (`delayMs`) after the last keystroke, with at
 * least 2 characters or "*" (search-rules.ts). Which answer is shown is the caller's: it shows only the
 * answer for the last term it was given (the panel's fetcher drops answers for older keys).
 */
export function createSearchScheduler(delayMs: number, search: (term: string) => void): SearchScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    type(raw) {
      cancel();
      const check = checkTerm(raw);
      if (check.ok)
        timer = setTimeout(() => {
          timer = undefined;
          search(check.term);
        }, delayMs);
      return check;
    },
    now(raw) {
      cancel();
      const check = checkTerm(raw);
      if (check.ok) search(check.term);
      return check;
    },
    cancel,
  };
}
