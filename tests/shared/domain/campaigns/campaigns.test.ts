import { describe, expect, it } from 'vitest';
import { campaignWeight, pickCampaign } from '../../../../shared/domain/campaigns/campaign-weighting';
import { isAddingLocked, missingToMinimum, sampleItemState } from '../../../../shared/domain/campaigns/product-samples';
import {
  hasMoreButton,
  hasShowAll,
  promotionProductCount,
  SAMPLE_PAGE_SIZE,
  SAMPLES_SHOW_ALL_PAGE_SIZE,
  tileRequest,
  PROMOTION_PAGE_SIZE,
} from '../../../../shared/domain/campaigns/tile-list';

/** mulberry32: a small seeded random source, so the statistics are the same on every run. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('campaign weighting: 2^(11 - Priority)', () => {
  it('weighs by the formula', () => {
    expect(campaignWeight(11)).toBe(1);
    expect(campaignWeight(10)).toBe(2);
    expect(campaignWeight(1)).toBe(1024);
    expect(campaignWeight(0)).toBe(2048);
  });

  it('picks in proportion to the weights (seeded, 40,000 draws)', () => {
    const campaigns = [
      { Id: 'a', Priority: 9 },
      { Id: 'b', Priority: 10 },
      { Id: 'c', Priority: 11 },
    ]; // weights 4 : 2 : 1
    const random = seeded(2026);
    const counts: Record<string, number> = { a: 0, b: 0, c: 0 };
    const draws = 40_000;
    for (let i = 0; i < draws; i++) counts[pickCampaign(campaigns, random)!.Id]!++;
    expect(counts.a! / draws).toBeCloseTo(4 / 7, 2);
    expect(counts.b! / draws).toBeCloseTo(2 / 7, 2);
    expect(counts.c! / draws).toBeCloseTo(1 / 7, 2);
  });

  it('picks nothing from an empty list and the only one from a single', () => {
    expect(pickCampaign([])).toBeNull();
    expect(pickCampaign([{ Priority: 5 }], () => 0.99)).toEqual({ Priority: 5 });
  });
});

describe('tile list rules (SPEC section 9)', () => {
  it('asks for the first 6, then the next 12 skipping 6', () => {
    expect(tileRequest(0)).toEqual({ skip: 0, pageSize: 6 });
    expect(tileRequest(1)).toEqual({ skip: 6, pageSize: 12 });
  });
  it('shows a more button above 6 tiles and show-all above 18', () => {
    expect([hasMoreButton(6), hasMoreButton(7)]).toEqual([false, true]);
    expect([hasShowAll(18), hasShowAll(19)]).toEqual([false, true]);
  });
  it('uses page size 6 for samples and promotions, 60 for the samples show-all page, 1 for a single-position promotion', () => {
    expect([SAMPLE_PAGE_SIZE, PROMOTION_PAGE_SIZE, SAMPLES_SHOW_ALL_PAGE_SIZE]).toEqual([6, 6, 60]);
    expect(promotionProductCount('inListSingle')).toBe(1);
    expect(promotionProductCount('inList')).toBe(6);
  });
});

describe('product samples (SPEC section 4)', () => {
  it('is Hidden without sample items, Display with some, Error with more than allowed', () => {
    expect(sampleItemState(0, 3)).toBe('Hidden');
    expect(sampleItemState(3, 3)).toBe('Display');
    expect(sampleItemState(4, 3)).toBe('Error');
  });
  it('locks adding while an amount is missing to the minimum basket total or the maximum is reached', () => {
    expect(isAddingLocked({ basketTotal: 999, minimumBasketTotal: 1000, sampleCount: 0, maximum: 3 })).toBe(true);
    expect(isAddingLocked({ basketTotal: 1000, minimumBasketTotal: 1000, sampleCount: 2, maximum: 3 })).toBe(false);
    expect(isAddingLocked({ basketTotal: 5000, minimumBasketTotal: 1000, sampleCount: 3, maximum: 3 })).toBe(true);
    expect(missingToMinimum(400, 1000)).toBe(600);
    expect(missingToMinimum(1400, 1000)).toBe(0);
  });
});
