import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { CampaignGroup, CurrentPageCampaigns } from '../../api/campaigns-api';
import { $campaignSelection } from '../../stores/campaign-selection';
import { $campaigns, selectedCampaign, selectionKey } from '../../stores/campaigns';

/** A widget's view of its campaign: the loading state, and the pick once the campaigns are there. */
export function useSelectedCampaign<G extends CampaignGroup>(group: G, placeholder: string) {
  const state = useStore($campaigns);
  const selection = useStore($campaignSelection);
  const list = state.status === 'ready' ? ((state.data[group] ?? []) as CurrentPageCampaigns[G]) : null;
  const remembered = list?.find((c) => c.Id === selection[selectionKey(group, placeholder)]) ?? null;
  // Picking writes the selection store, so it happens in an effect, not while rendering.
  useEffect(() => {
    if (state.status === 'ready' && !remembered) selectedCampaign(state.data, group, placeholder);
  }, [state, remembered, group, placeholder]);
  const status = state.status === 'ready' && !remembered && list && list.length > 0 ? 'loading' : state.status;
  return { status, campaign: remembered as CurrentPageCampaigns[G][number] | null };
}
