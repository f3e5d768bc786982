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
export function isAddingLocked(opts: { basketTotal: number; minimumBasketTotal: number; sampleCount: number; maximum: number }): boolean {
  const missing = Math.max(0, opts.minimumBasketTotal - opts.basketTotal);
  return missing > 0 || opts.sampleCount >= opts.maximum;
}

/** The amount still missing to the minimum basket total (0 when reached). */
export const missingToMinimum = (basketTotal: number, minimumBasketTotal: number): number => Math.max(0, minimumBasketTotal - basketTotal);
