import { TIMING } from '../../lib/timing';

/** SPEC 5 and 9: typeahead search starts only after a non-empty term and a 900 ms pause. */
export const TYPEAHEAD_DELAY_MS = TIMING.typeaheadDelay;

/** SPEC 9: search-change updates (here: the address while the overlay is open) at most once per 1000 ms. */
export const SEARCH_ADDRESS_THROTTLE_MS = TIMING.searchBreakpointThrottle;

/** The term as it is searched: trimmed, or null when nothing is left (blank terms never search). */
export function searchTerm(raw: string): string | null {
  const term = raw.trim();
  return term === '' ? null : term;
}

/** The overlay is open while the field holds a term; emptying it (or leaving only spaces) closes it. */
export function overlayOpenFor(raw: string): boolean {
  return searchTerm(raw) !== null;
}

/** Whether a suggest request starts now, given the field and the time since the last keystroke. */
export function shouldRequestSuggestions(raw: string, msSinceLastInput: number): boolean {
  return searchTerm(raw) !== null && msSinceLastInput >= TYPEAHEAD_DELAY_MS;
}

/** How long to wait after a keystroke before asking for suggestions; null = never (blank term). */
export function suggestDelay(raw: string): number | null {
  return searchTerm(raw) === null ? null : TYPEAHEAD_DELAY_MS;
}
