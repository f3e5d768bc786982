import { describe, expect, it } from 'vitest';
import { OTHER_BASKETS_LIMIT, switcherList } from '../../../../shared/domain/basket/basket-switcher';

describe('basket switcher list (SPEC 9: other baskets shown excluding the current, limit 3)', () => {
  it('has the limit 3', () => {
    expect(OTHER_BASKETS_LIMIT).toBe(3);
  });

  it('lists every other basket when there are at most 3, without "show all"', () => {
    expect(switcherList([])).toEqual({ shown: [], hasMore: false });
    expect(switcherList(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], hasMore: false });
  });

  it('lists the first 3 in the server order and asks for "show all" when there are more', () => {
    expect(switcherList(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], hasMore: true });
  });
});
