import { useRef } from 'react';
import { catalogApi } from '../../shared/api/catalog-api';
import type { Suggestions } from '../../shared/domain/catalogue/models';
import { TYPEAHEAD_DELAY_MS } from '../../shared/domain/catalogue/typeahead';
import { createFetcher } from '../../shared/lib/fetcher';
import { useFetcher } from '../../shared/ui/data/use-fetcher';

export type SuggestState =
  | { status: 'idle' }
  /** Waiting for the pause or the answer; the earlier term's suggestions stay visible meanwhile. */
  | { status: 'searching'; term: string; previous: Suggestions | null }
  | { status: 'done'; term: string; result: Suggestions }
  | { status: 'error'; term: string };

/**
 * Asks `ask` after `ms`, from the timer itself (so the request starts the moment the pause is over);
 * rejects at once when `signal` aborts first (a newer term, or the overlay closed).
 */
function afterPause<T>(ms: number, signal: AbortSignal, ask: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => ask().then(resolve, reject), ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/**
 * SPEC 5: the suggestions for a term, asked for only after 900 ms without a new term. The pause is part
 * of the request, so the fetcher's abort for a new term (or for none, the overlay closing) ends the pause
 * or the request in flight; the request is also named, so a newer one aborts an earlier one on the wire.
 * An answer for a term that is no longer current is dropped; the shown suggestions stay while the next loads.
 */
const suggestions = createFetcher({
  fetch: (term: string, signal) => afterPause(TYPEAHEAD_DELAY_MS, signal, () => catalogApi.suggest(term, signal)),
  keep: () => true,
});

/** The suggestions for `term` (already trimmed; null = none asked for: the overlay is closed). */
export function useSuggestions(term: string | null): SuggestState {
  const fetched = useFetcher(suggestions, term, (asked) => asked ?? undefined);
  // After a failure the next term starts from an empty panel: what the fetcher keeps is older than the failed term.
  const failed = useRef(false);
  if (term === null) return { status: 'idle' };
  if (fetched.status === 'loading')
    return { status: 'searching', term, previous: failed.current ? null : (fetched.data ?? null) };
  failed.current = fetched.status === 'error';
  return fetched.status === 'error' ? { status: 'error', term } : { status: 'done', term, result: fetched.data };
}

export function shownSuggestions(state: SuggestState): Suggestions | null {
  if (state.status === 'done') return state.result;
  if (state.status === 'searching') return state.previous;
  return null;
}
