import { describe, expect, it } from 'vitest';
import { sampleCount, sampleItemState, sampleLock } from '../../../../shared/domain/campaigns/product-samples';

const line = (IsSampleItem: boolean, Quantity = 1) => ({ Quantity, Product: { IsSampleItem } });

describe('product samples from the basket (SPEC section 4, Samples)', () => {
  it('counts the sample products in the basket: lines whose product IsSampleItem', () => {
    expect(sampleCount([line(false, 4), line(true), line(true, 2), line(true, 0)])).toBe(2);
    expect(sampleItemState(sampleCount([line(false)]), 3)).toBe('Hidden');
  });

  it('says why adding is locked: the amount missing to the minimum first, then the maximum reached', () => {
    expect(sampleLock({ basketTotal: 400, minimumBasketTotal: 1000, sampleCount: 3, maximum: 3 })).toEqual({
      reason: 'minimum',
      missing: 600,
    });
    expect(sampleLock({ basketTotal: 1000, minimumBasketTotal: 1000, sampleCount: 3, maximum: 3 })).toEqual({
      reason: 'maximum',
    });
    expect(sampleLock({ basketTotal: 1000, minimumBasketTotal: 1000, sampleCount: 2, maximum: 3 })).toBeNull();
  });
});
