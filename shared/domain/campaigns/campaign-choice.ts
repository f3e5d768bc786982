/**
 * Who chooses a placeholder's campaign (issue #34, SPEC 4 and 7): the islands, from the page's campaigns
 * by weight 2^(11 - Priority) (SPEC 4), or the server, for the placeholder (`GET campaigns/placeholder`) or
 * as the page's single campaign (`GET campaigns/currentpage/single`). When the server chooses, the islands
 * show its choice as it is; they ask again when the page type or the expected delivery date changes.
 */
export type CampaignChoice = 'weighted' | 'placeholder' | 'page';

/**
 * Whether an island's raw props leave the pick to the islands (no `choice`, or "weighted"): only those read
 * the page's campaign list, so only they make it worth asking for early.
 */
export function picksByWeight(props: unknown): boolean {
  const choice = typeof props === 'object' && props !== null ? (props as { choice?: unknown }).choice : undefined;
  return choice === undefined || choice === 'weighted';
}
