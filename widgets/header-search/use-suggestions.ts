import { useEffect, useState } from 'react';
import { SUGGEST_REQUEST, catalogApi } from '../../shared/api/catalog-api';
import { ApiAbortError } from '../../shared/api/errors';
import type { Suggestions } from '../../shared/domain/models';
import { abortNamed } from '../../shared/api/named-requests';
import { TYPEAHEAD_DELAY_MS } from '../../shared/domain/catalogue/typeahead';

export type SuggestState =
  | { status: 'idle' }
  /** Waiting for the pause or the answer; the earlier term's suggestions stay visible meanwhile. */
  | { status: 'searching'; term: string; previous: Suggestions | null }
  | { status: 'done'; term: string; result: Suggestions }
  | { status: 'error'; term: string };

/**
 * SPEC 5: suggestions for `term` (already trimmed; null = none) are asked for only after 900 ms
 * without a new term. The request is named, so a newer one aborts the earlier one in flight; an
 * answer for a term that is no longer current is dropped.
 */
export function useSuggestions(term: string | null): SuggestState {
  const [state, setState] = useState<SuggestState>({ status: 'idle' });

  useEffect(() => {
    if (term === null) {
      abortNamed(SUGGEST_REQUEST);
      setState({ status: 'idle' });
      return;
    }
    setState((s) => ({
      status: 'searching',
      term,
      previous: s.status === 'done' ? s.result : s.status === 'searching' ? s.previous : null,
    }));
    let current = true;
    const timer = setTimeout(() => {
      catalogApi.suggest(term).then(
        (result) => current && setState({ status: 'done', term, result }),
        (error: unknown) => {
          if (current && !(error instanceof ApiAbortError)) setState({ status: 'error', term });
        },
      );
    }, TYPEAHEAD_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [term]);

  return state;
}

export function shownSuggestions(state: SuggestState): Suggestions | null {
  if (state.status === 'done') return state.result;
  if (state.status === 'searching') return state.previous;
  return null;
}
