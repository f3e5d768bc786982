import { map, onMount } from 'nanostores';
import { on } from '../events/bus';
import { $pageContext } from '../context/page-context';

/** Campaign picked per placeholder (key), so a placeholder keeps its campaign until a reset. */
export const $campaignSelection = map<Record<string, string>>({});

export function selectCampaign(placeholder: string, campaignId: string): void {
  $campaignSelection.setKey(placeholder, campaignId);
}

/** SPEC section 4: selections reset on a page-type screen change, on the search overlay opening, and on a new expected delivery date. */
export function resetCampaignSelection(): void {
  $campaignSelection.set({});
}

onMount($campaignSelection, () => {
  // A state change to a page-type screen (an area screen, the search page) changes the page context's pageType.
  let pageType = $pageContext.get().pageType;
  const offs = [
    $pageContext.listen((context) => {
      if (context.pageType === pageType) return;
      pageType = context.pageType;
      resetCampaignSelection();
    }),
    on('searchOverlay', ({ open }) => open && resetCampaignSelection()),
    on('basketChanged', ({ changedExpectedDeliveryDate }) => changedExpectedDeliveryDate && resetCampaignSelection()),
  ];
  return () => offs.forEach((off) => off());
});
