import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect } from 'react';
import type { CampaignGroup, CurrentPageCampaigns } from '../../domain/campaigns/models';
import { $campaignSelection } from '../../stores/campaign-selection';
import { $campaigns, selectedCampaign, selectionKey, type CampaignsState } from '../../stores/campaigns';

/** What an island that does not pick by weight reads instead of the page's list: nothing is asked. */
const NOT_ASKED = atom<CampaignsState>({ status: 'loading' });

/**
 * A widget's view of its campaign: the loading state, and the pick once the campaigns are there. Not
 * `asked`: the page's list is not loaded for this island (the server chooses its campaign).
 */
export function useSelectedCampaign<G extends CampaignGroup>(group: G, placeholder: string, asked = true) {
  const state = useStore(asked ? $campaigns : NOT_ASKED);
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
