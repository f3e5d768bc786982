import { atom, onMount } from 'nanostores';
import { campaignsApi, type CampaignGroup, type CurrentPageCampaigns } from '../api/campaigns-api';
import { pickCampaign } from '../domain/campaigns/campaign-weighting';
import { onTestReset } from '../lib/test-reset';
import { $basketState } from './basket/basket';
import { $campaignSelection, selectCampaign } from './campaign-selection';
import { $expectedDeliveryDate } from './expected-delivery-date';
import { $pageContext } from './page-context';

export type CampaignsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; campaigns: CurrentPageCampaigns };

/** The current page's campaign groups (GET campaigns/currentpage), loaded once per page type and expected delivery date. */
export const $campaigns = atom<CampaignsState>({ status: 'loading' });

/** The page type and date the loaded (or loading) campaigns are for; no date for anonymous visitors or without a basket. */
let loadedFor: string | null = null;
let generation = 0;
let random: () => number = Math.random;

function sync(): void {
  const { isAuthenticated, pageType } = $pageContext.get();
  const date = isAuthenticated ? $expectedDeliveryDate.get() : null;
  // The basket (and its date) is on its way: wait for it rather than loading twice.
  if (isAuthenticated && date === null && $basketState.get() === 'loading') return;
  const key = `${pageType}|${date ?? ''}`;
  if (loadedFor === key) return;
  loadedFor = key;
  const mine = ++generation;
  $campaigns.set({ status: 'loading' });
  campaignsApi.currentPage().then(
    (campaigns) => mine === generation && $campaigns.set({ status: 'ready', campaigns }),
    () => {
      if (mine !== generation) return;
      loadedFor = null; // a retry loads again
      $campaigns.set({ status: 'error' });
    },
  );
}

onMount($campaigns, () => {
  // A page-type screen change (setPageType) asks for that page type's campaigns.
  const offs = [$expectedDeliveryDate.subscribe(sync), $basketState.subscribe(sync), $pageContext.subscribe(sync)];
  return () => offs.forEach((off) => off());
});

/** Loads again after an error (the islands' retry button). */
export function reloadCampaigns(): void {
  loadedFor = null;
  sync();
}

/** The random source of every pick; tests pin it with a seeded one. */
export function setCampaignRandom(source: () => number): void {
  random = source;
}

// Tests forget what was loaded and the pinned random source (see shared/lib/test-reset.ts).
if (process.env.NODE_ENV !== 'production') {
  onTestReset(() => {
    loadedFor = null;
    generation++;
    random = Math.random;
    $campaigns.set({ status: 'loading' });
  });
}

/** Selection key: a banner and a promotion may share a placeholder name without sharing a pick. */
export const selectionKey = (group: CampaignGroup, placeholder: string) => `${group}:${placeholder}`;

/**
 * The campaign of a group shown in a placeholder: picked with weight 2^(11 - Priority) (SPEC 4) and
 * remembered in $campaignSelection until a reset, so the placeholder keeps its campaign meanwhile.
 */
export function selectedCampaign<G extends CampaignGroup>(campaigns: CurrentPageCampaigns, group: G, placeholder: string): CurrentPageCampaigns[G][number] | null {
  const list = (campaigns[group] ?? []) as CurrentPageCampaigns[G];
  const key = selectionKey(group, placeholder);
  const remembered = list.find((c) => c.Id === $campaignSelection.get()[key]);
  if (remembered) return remembered;
  const picked = pickCampaign(list, random);
  if (picked) selectCampaign(key, picked.Id);
  return picked;
}
