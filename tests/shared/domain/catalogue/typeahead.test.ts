import { describe, expect, it } from 'vitest';
import { TIMING } from '../../../../shared/lib/timing';
import {
  SEARCH_ADDRESS_THROTTLE_MS,
  TYPEAHEAD_DELAY_MS,
  overlayOpenFor,
  searchTerm,
  shouldRequestSuggestions,
  suggestDelay,
} from '../../../../shared/domain/catalogue/typeahead';

describe('typeahead (SPEC 5: starts only after a non-empty term and a 900 ms pause)', () => {
  it('waits 900 ms; search-change updates are throttled to 1000 ms (SPEC 9)', () => {
    expect(TYPEAHEAD_DELAY_MS).toBe(900);
    expect(TIMING.typeaheadDelay).toBe(900);
    expect(SEARCH_ADDRESS_THROTTLE_MS).toBe(1000);
  });

  it('requests nothing before 900 ms of no typing, and does at 900 ms', () => {
    expect(shouldRequestSuggestions('mælk', 0)).toBe(false);
    expect(shouldRequestSuggestions('mælk', 899)).toBe(false);
    expect(shouldRequestSuggestions('mælk', 900)).toBe(true);
    expect(shouldRequestSuggestions('mælk', 5000)).toBe(true);
  });

  it('never requests for an empty or whitespace-only term, however long the pause', () => {
    for (const raw of ['', ' ', '   ', '\t\n']) {
      expect(shouldRequestSuggestions(raw, 900)).toBe(false);
      expect(shouldRequestSuggestions(raw, 60_000)).toBe(false);
      expect(suggestDelay(raw)).toBeNull();
    }
  });

  it('waits 900 ms after a keystroke for a non-empty term', () => {
    expect(suggestDelay('a')).toBe(900);
    expect(suggestDelay('  fløde ')).toBe(900);
  });

  it('searches for the trimmed term', () => {
    expect(searchTerm('  piskefløde  ')).toBe('piskefløde');
    expect(searchTerm('mini mælk')).toBe('mini mælk');
    expect(searchTerm('   ')).toBeNull();
  });

  it('opens the overlay for any non-blank term and closes it when the field is emptied', () => {
    expect(overlayOpenFor('m')).toBe(true);
    expect(overlayOpenFor(' m ')).toBe(true);
    expect(overlayOpenFor('')).toBe(false);
    expect(overlayOpenFor('  ')).toBe(false);
  });
});
