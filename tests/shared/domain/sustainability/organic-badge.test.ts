import { describe, expect, it } from 'vitest';
import { organicBadgeTier } from '../../../../shared/domain/sustainability/organic-badge';

describe('organic-share badge (SPEC 4, thresholds 30, 60, 90 percent of SPEC 9)', () => {
  it.each([
    [0, 'eco'],
    [29.9, 'eco'],
    [30, 'bronze'],
    [59.9, 'bronze'],
    [60, 'silver'],
    [89.9, 'silver'],
    [90, 'gold'],
    [100, 'gold'],
  ] as const)('%s percent is %s', (percent, tier) => {
    expect(organicBadgeTier(percent)).toBe(tier);
  });

  it('keeps percents outside 0..100 in the outer tiers', () => {
    expect(organicBadgeTier(-5)).toBe('eco');
    expect(organicBadgeTier(120)).toBe('gold');
  });

  it('gives a missing (non-finite) percent the eco tier', () => {
    expect(organicBadgeTier(Number.NaN)).toBe('eco');
    expect(organicBadgeTier(Number.POSITIVE_INFINITY)).toBe('eco');
    expect(organicBadgeTier(undefined)).toBe('eco');
  });
});
