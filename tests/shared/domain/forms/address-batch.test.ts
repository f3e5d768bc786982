import { describe, expect, it, vi } from 'vitest';
import {
  MAX_ADDRESSES_PER_ADD,
  addressesAlreadyIn,
  distinctAddresses,
} from '../../../../shared/domain/forms/address-batch';

describe('address batches (issue #32: a sensible maximum, duplicates found in linear time)', () => {
  it('keeps each address once, the first spelling, in the order typed', () => {
    expect(distinctAddresses(['a@x.dk', 'B@x.dk', 'A@X.DK', 'b@x.dk', 'c@x.dk'])).toEqual([
      'a@x.dk',
      'B@x.dk',
      'c@x.dk',
    ]);
  });

  it('names the addresses a list holds already, case ignored', () => {
    expect(addressesAlreadyIn(['a@x.dk', 'New@x.dk', 'C@x.dk'], ['c@x.dk', 'A@x.dk'])).toEqual(['a@x.dk', 'C@x.dk']);
  });

  // Linear by construction, checked without a stopwatch (a timed test fails on a busy machine): each
  // address is keyed a fixed number of times and no list is searched address by address.
  it('stays linear: each address is keyed at most twice and no list is searched per address', () => {
    const many = Array.from({ length: 2_000 }, (_, i) => `user${i}@kantinen.dk`);
    const keyed = vi.spyOn(String.prototype, 'toLowerCase');
    const searches = (['includes', 'indexOf', 'some', 'find', 'findIndex'] as const).map((name) =>
      vi.spyOn(Array.prototype, name),
    );
    expect(distinctAddresses([...many, ...many])).toHaveLength(2_000);
    expect(addressesAlreadyIn(many, many)).toHaveLength(2_000);
    // distinctAddresses: 4 000 addresses; addressesAlreadyIn: 2 000 known and 2 000 typed.
    expect(keyed.mock.calls.length).toBeLessThanOrEqual(2 * 4_000 + 2 * 2_000);
    // Searches of the test runner's own small arrays do not count; one of the address lists would.
    const listSearches = searches.flatMap((search) =>
      search.mock.contexts.filter((list: unknown) => Array.isArray(list) && list.length >= 2_000),
    );
    expect(listSearches).toHaveLength(0);
  });

  it('takes at most 50 addresses in one add', () => {
    expect(MAX_ADDRESSES_PER_ADD).toBe(50);
  });
});
