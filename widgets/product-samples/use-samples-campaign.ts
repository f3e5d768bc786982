import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { campaignsApi, type ProductSamplesCampaign } from '../../shared/api/campaigns-api';
import { $basketState } from '../../shared/stores/basket/basket';
import { $expectedDeliveryDate } from '../../shared/stores/expected-delivery-date';

export type SamplesCampaignState = { status: 'idle' | 'loading' | 'error'; campaign: null } | { status: 'ready'; campaign: ProductSamplesCampaign | null };

/**
 * The samples campaign (GET campaigns/product-samples, SPEC 7: with page id, page type and expected
 * delivery date). It waits for the basket, which brings the date, and loads again for a new date;
 * none (null) when the server has none or answers 404.
 */
export function useSamplesCampaign(enabled: boolean): SamplesCampaignState & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SamplesCampaignState>({ status: 'idle', campaign: null });
  const basketState = useStore($basketState);
  const date = useStore($expectedDeliveryDate);
  // Without a basket (it failed) there is no date to wait for: load without it.
  const dateKnown = date !== null || basketState === 'error';
  useEffect(() => {
    if (!enabled || !dateKnown) return;
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading', campaign: null })); // a new date keeps the list until the answer
    campaignsApi.productSamples().then(
      (campaign) => live && setState({ status: 'ready', campaign: campaign ?? null }),
      (error: { status?: number }) => live && setState(error.status === 404 ? { status: 'ready', campaign: null } : { status: 'error', campaign: null }),
    );
    return () => {
      live = false;
    };
  }, [enabled, dateKnown, date, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
