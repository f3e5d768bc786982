import { campaignsApi } from '../api/campaigns-api';
import type { CampaignGroup, CurrentPageCampaigns } from '../domain/campaigns/models';
import { pickCampaign } from '../domain/campaigns/campaign-weighting';
import { picksByWeight } from '../domain/campaigns/campaign-choice';
import { readRawProps } from '../lib/read-props';
import { createFetcher, type Fetched } from '../lib/fetcher';
import { $campaignSelection, selectCampaign } from './campaign-selection';
import { $deliveryDateForRequests } from './delivery-date-for-requests';
import { $pageContext } from '../context/page-context';

export type CampaignsState = Fetched<CurrentPageCampaigns>;

let random: () => number = Math.random;

/**
 * The current page's campaign groups (GET campaigns/currentpage), loaded once per page type and
 * expected delivery date: a page-type screen change (setPageType) asks for that page type's campaigns.
 */
export const $campaigns = createFetcher({ fetch: () => campaignsApi.currentPage() })(
  [$pageContext, $deliveryDateForRequests],
  () => {
    const date = $deliveryDateForRequests.get();
    return date === undefined ? undefined : { pageType: $pageContext.get().pageType, date };
  },
);

/** Loads again after an error (the islands' retry button). */
export const reloadCampaigns = (): void => $campaigns.retry();

/** The random source of every pick; tests pin it with a seeded one. */
export function setCampaignRandom(source: () => number): void {
  random = source;
}

/** Selection key: a banner and a promotion may share a placeholder name without sharing a pick. */
export const selectionKey = (group: CampaignGroup, placeholder: string) => `${group}:${placeholder}`;

/**
 * The campaign of a group shown in a placeholder: picked with weight 2^(11 - Priority) (SPEC 4) and
 * remembered in $campaignSelection until a reset, so the placeholder keeps its campaign meanwhile.
 */
export function selectedCampaign<G extends CampaignGroup>(
  campaigns: CurrentPageCampaigns,
  group: G,
  placeholder: string,
): CurrentPageCampaigns[G][number] | null {
  const list = (campaigns[group] ?? []) as CurrentPageCampaigns[G];
  const key = selectionKey(group, placeholder);
  const remembered = list.find((c) => c.Id === $campaignSelection.get()[key]);
  if (remembered) return remembered;
  const picked = pickCampaign(list, random);
  if (picked) selectCampaign(key, picked.Id);
  return picked;
}

/** Widgets whose islands show the page's campaigns (GET campaigns/currentpage) as soon as they mount. */
const CAMPAIGN_READERS = [
  'campaign-banner',
  'product-promotion',
  'promotion-tile',
  'highlighted-products',
  'order-receipt-tiles',
];

/**
 * Issue #19, data early: on a page with a campaign island that loads at once (`data-load-on="eager"`), asks
 * for the page's campaigns as this module runs (its chunk is started together with the island's widget
 * chunk) rather than when the island first renders. A logged-in buyer's request still waits for the basket's
 * expected delivery date, which the core chunk has already asked for. The islands read the same store, so
 * the request is made once. Islands that load later read as they render: this module is in the group chunk
 * most widgets share, which a page runs for its first islands, and their read must not be among the first
 * content's (issue #35). Returns the way to let go, for tests; a page keeps it for its lifetime.
 */
export function readCampaignsEarly(doc: Document): () => void {
  // An island whose server chooses its campaign (its `choice` prop) does not read the page's list.
  const onPage = CAMPAIGN_READERS.some((name) =>
    [...doc.querySelectorAll(`[data-widget="${name}"][data-load-on="eager"]`)].some((el) => {
      const props = readRawProps(el);
      return !props.ok || picksByWeight(props.value);
    }),
  );
  return onPage ? $campaigns.listen(() => undefined) : () => undefined;
}

// As the chunk runs, on the page it was loaded into.
if (typeof document !== 'undefined') readCampaignsEarly(document);
