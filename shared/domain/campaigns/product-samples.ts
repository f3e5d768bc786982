/** SPEC section 4 Samples: Hidden (no sample items in the basket), Display (some) or Error (more than allowed). */
export type SampleItemState = 'Hidden' | 'Display' | 'Error';

export function sampleItemState(sampleCount: number, maximum: number): SampleItemState {
  if (sampleCount <= 0) return 'Hidden';
  return sampleCount > maximum ? 'Error' : 'Display';
}

/**
 * Adding samples is locked while the amount missing to the minimum basket total is above zero, or
 * when the sample count has reached the maximum number of purchasable products.
 */
export function isAddingLocked(opts: {
  basketTotal: number;
  minimumBasketTotal: number;
  sampleCount: number;
  maximum: number;
}): boolean {
  const missing = Math.max(0, opts.minimumBasketTotal - opts.basketTotal);
  return missing > 0 || opts.sampleCount >= opts.maximum;
}

/** The amount still missing to the minimum basket total (0 when reached). */
export const missingToMinimum = (basketTotal: number, minimumBasketTotal: number): number =>
  Math.max(0, minimumBasketTotal - basketTotal);

/** Sample lines are the basket lines whose product is a sample item; the count is of sample products (lines) in the basket. */
export function sampleCount(lines: readonly { Quantity: number; Product?: { IsSampleItem?: boolean } }[]): number {
  return lines.filter((l) => l.Quantity > 0 && l.Product?.IsSampleItem === true).length;
}

/** Why adding samples is locked, for the reason shown next to the disabled inputs; null when it is not. */
export type SampleLock = { reason: 'minimum'; missing: number } | { reason: 'maximum' } | null;

export function sampleLock(opts: {
  basketTotal: number;
  minimumBasketTotal: number;
  sampleCount: number;
  maximum: number;
}): SampleLock {
  if (!isAddingLocked(opts)) return null;
  const missing = missingToMinimum(opts.basketTotal, opts.minimumBasketTotal);
  return missing > 0 ? { reason: 'minimum', missing } : { reason: 'maximum' };
}
