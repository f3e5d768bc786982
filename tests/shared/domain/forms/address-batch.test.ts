import { describe, expect, it } from 'vitest';
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

  it('stays linear: 20 000 addresses against a list of 20 000 in well under a second', () => {
    const many = Array.from({ length: 20_000 }, (_, i) => `user${i}@kantinen.dk`);
    const started = performance.now();
    expect(distinctAddresses([...many, ...many])).toHaveLength(20_000);
    expect(addressesAlreadyIn(many, many)).toHaveLength(20_000);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('takes at most 50 addresses in one add', () => {
    expect(MAX_ADDRESSES_PER_ADD).toBe(50);
  });
});
