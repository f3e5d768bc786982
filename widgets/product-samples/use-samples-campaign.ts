import { useCallback, useEffect, useState } from 'react';
import { campaignsApi, type ProductSamplesCampaign } from '../../shared/api/campaigns-api';

export type SamplesCampaignState = { status: 'idle' | 'loading' | 'error'; campaign: null } | { status: 'ready'; campaign: ProductSamplesCampaign | null };

/** The samples campaign (GET campaigns/product-samples); none (null) when the server has none or answers 404. */
export function useSamplesCampaign(enabled: boolean): SamplesCampaignState & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SamplesCampaignState>({ status: 'idle', campaign: null });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState({ status: 'loading', campaign: null });
    campaignsApi.productSamples().then(
      (campaign) => live && setState({ status: 'ready', campaign: campaign ?? null }),
      (error: { status?: number }) => live && setState(error.status === 404 ? { status: 'ready', campaign: null } : { status: 'error', campaign: null }),
    );
    return () => {
      live = false;
    };
  }, [enabled, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
