import { describe, expect, it } from 'vitest';
import { byPriority, pickCampaigns } from '../../../../shared/domain/campaigns/campaign-weighting';
import { seededRandom } from '../../../../shared/lib/seeded-random';

// SPEC 4 / issue 5 item 3: weight 2^(11 - Priority); the receipt tiles take several picks without repeats.
const campaigns = [
  { Id: 'a', Priority: 9 },
  { Id: 'b', Priority: 10 },
  { Id: 'c', Priority: 11 },
]; // weights 4 : 2 : 1

describe('pickCampaigns: weighted order without repetition (2^(11 - Priority))', () => {
  it('returns up to n distinct campaigns, all of them when n is larger', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 200; i++) {
      const two = pickCampaigns(campaigns, 2, random);
      expect(two).toHaveLength(2);
      expect(new Set(two.map((c) => c.Id)).size).toBe(2);
    }
    expect(
      pickCampaigns(campaigns, 10, random)
        .map((c) => c.Id)
        .sort(),
    ).toEqual(['a', 'b', 'c']);
    expect(pickCampaigns([], 3, random)).toEqual([]);
    expect(pickCampaigns(campaigns, 0, random)).toEqual([]);
  });

  it('puts campaigns first in proportion to their weights (seeded, 30,000 draws)', () => {
    const random = seededRandom(2026);
    const first: Record<string, number> = { a: 0, b: 0, c: 0 };
    const aSecond = { count: 0 };
    const draws = 30_000;
    for (let i = 0; i < draws; i++) {
      const order = pickCampaigns(campaigns, 3, random);
      first[order[0]!.Id]!++;
      if (order[1]!.Id === 'a') aSecond.count++;
    }
    expect(first.a! / draws).toBeCloseTo(4 / 7, 2);
    expect(first.b! / draws).toBeCloseTo(2 / 7, 2);
    expect(first.c! / draws).toBeCloseTo(1 / 7, 2);
    // a is second when b came first (2/7 * 4/5) or c came first (1/7 * 4/6): 34/105.
    expect(aSecond.count / draws).toBeCloseTo(34 / 105, 2);
  });

  it('keeps the list order when the random source always says 0 (each place takes the first left)', () => {
    expect(pickCampaigns(campaigns, 3, () => 0).map((c) => c.Id)).toEqual(['a', 'b', 'c']);
  });
});

describe('byPriority: logo campaigns, Priority 1 first', () => {
  it('sorts by Priority ascending and keeps the server order of ties, without changing the input', () => {
    const logos = [
      { Id: 'x', Priority: 3 },
      { Id: 'y', Priority: 1 },
      { Id: 'z', Priority: 3 },
      { Id: 'w', Priority: 1 },
    ];
    expect(byPriority(logos).map((l) => l.Id)).toEqual(['y', 'w', 'x', 'z']);
    expect(logos.map((l) => l.Id)).toEqual(['x', 'y', 'z', 'w']);
  });
});
