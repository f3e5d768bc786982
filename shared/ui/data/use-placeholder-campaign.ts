import { useMemo } from 'react';
import { campaignsApi } from '../../api/campaigns-api';
import type { CampaignGroup, CurrentPageCampaigns } from '../../domain/campaigns/models';
import { createFetcher } from '../../lib/fetcher';
import { $pageContext } from '../../context/page-context';
import { reloadCampaigns } from '../../stores/campaigns';
import { $deliveryDateForRequests } from '../../stores/delivery-date-for-requests';
import type { CampaignChoice } from '../../domain/campaigns/campaign-choice';
import { useFetcher } from './use-fetcher';
import { useSelectedCampaign } from './use-selected-campaign';

interface Asked {
  choice: CampaignChoice | 'none';
  group: CampaignGroup;
  placeholder: string;
  position: string | undefined;
}

/**
 * The server's choice, asked again for a new page type or expected delivery date (the key holds both, so
 * an answer for the old ones is dropped). Islands asking the same at once share the request.
 */
const serverChoice = createFetcher({
  fetch: ({ choice, group, placeholder, position }: Asked, signal) =>
    choice === 'page'
      ? campaignsApi.pageSingle(signal)
      : campaignsApi.placeholder(group, placeholder, position, signal),
});

/**
 * A placeholder's campaign and how to ask again: picked here by weight from the page's list, or the
 * server's choice (campaign-choice.ts); `none` asks for neither (the island shows something else).
 * `position` is the placeholder's DisplayMode when it has one.
 */
export function usePlaceholderCampaign<G extends CampaignGroup>(
  group: G,
  placeholder: string,
  choice: CampaignChoice | 'none',
  position?: string,
) {
  const weighted = useSelectedCampaign(group, placeholder, choice === 'weighted');
  const asked = useMemo<Asked>(
    () => ({ choice, group, placeholder, position }),
    [choice, group, placeholder, position],
  );
  const server = useFetcher(
    serverChoice,
    asked,
    (a) => {
      const date = $deliveryDateForRequests.get();
      // The date is part of the key: a new one asks again. undefined: the basket with it is still loading.
      return a.choice === 'weighted' || a.choice === 'none' || date === undefined
        ? undefined
        : { ...a, pageType: $pageContext.get().pageType, date };
    },
    [$pageContext, $deliveryDateForRequests],
  );
  if (choice === 'weighted' || choice === 'none') return { ...weighted, retry: reloadCampaigns };
  return {
    status: server.status === 'empty' ? ('ready' as const) : server.status,
    campaign: (server.data ?? null) as CurrentPageCampaigns[G][number] | null,
    retry: server.retry,
  };
}
