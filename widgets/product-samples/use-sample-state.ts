import { useStore } from '@nanostores/react';
import type { ProductSamplesCampaign } from '../../shared/domain/campaigns/models';
import {
  sampleCount,
  sampleItemState,
  sampleLock,
  type SampleItemState,
  type SampleLock,
} from '../../shared/domain/campaigns/product-samples';
import { $basket } from '../../shared/stores/basket/basket';

export interface SampleState {
  count: number;
  state: SampleItemState;
  /** Why adding is locked; 'waiting' until the basket is known (nothing to judge the lock by yet). */
  lock: SampleLock | 'waiting';
  currency: string;
}

/**
 * The samples' state from the live basket (SPEC 4, Samples): follows every basket answer, so the lock
 * lifts as soon as the basket reaches the minimum total, and comes back when it drops below it.
 */
export function useSampleState(campaign: ProductSamplesCampaign | null): SampleState {
  const basket = useStore($basket); // reading it loads it, for authenticated users only
  const maximum = campaign?.MaximumNumberOfPurchasableProducts ?? 0;
  const count = sampleCount(basket?.LineItems ?? []);
  const lock: SampleState['lock'] =
    basket && campaign
      ? sampleLock({
          basketTotal: basket.SubTotalForDropSize,
          minimumBasketTotal: campaign.MinimumBasketTotal,
          sampleCount: count,
          maximum,
        })
      : 'waiting';
  return { count, state: sampleItemState(count, maximum), lock, currency: basket?.CurrencyCode || 'DKK' };
}
