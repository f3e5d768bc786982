/** SPEC sections 4 and 9: a campaign is picked with weight 2 to the power (11 minus Priority). */
export function campaignWeight(priority: number): number {
  return 2 ** (11 - priority);
}

/**
 * Picks one campaign at random, each with its weight; `random` returns [0, 1) like Math.random
 * (tests pass a seeded one). Null for an empty list.
 */
export function pickCampaign<T extends { Priority: number }>(
  campaigns: readonly T[],
  random: () => number = Math.random,
): T | null {
  if (campaigns.length === 0) return null;
  const weights = campaigns.map((c) => campaignWeight(c.Priority));
  let point = random() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < campaigns.length; i++) {
    point -= weights[i]!;
    if (point < 0) return campaigns[i]!;
  }
  return campaigns[campaigns.length - 1]!;
}

/**
 * Up to `n` campaigns in weighted order without repetition (the order-receipt tiles): each place is a
 * weighted pick (2^(11 - Priority)) among the campaigns not placed yet, so heavier ones tend to come first.
 */
export function pickCampaigns<T extends { Priority: number }>(
  campaigns: readonly T[],
  n: number,
  random: () => number = Math.random,
): T[] {
  const left = [...campaigns];
  const picked: T[] = [];
  while (picked.length < n && left.length > 0) {
    const next = pickCampaign(left, random)!;
    picked.push(next);
    left.splice(left.indexOf(next), 1);
  }
  return picked;
}

/** Logo campaigns in showing order: Priority 1 first (the heaviest weight), ties in the server's order. */
export function byPriority<T extends { Priority: number }>(campaigns: readonly T[]): T[] {
  return [...campaigns].sort((a, b) => a.Priority - b.Priority);
}
