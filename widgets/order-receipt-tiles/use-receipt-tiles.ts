import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { Campaign } from '../../shared/domain/campaigns/models';
import { pickCampaigns } from '../../shared/domain/campaigns/campaign-weighting';
import { $campaignSelection, selectCampaign } from '../../shared/stores/campaign-selection';
import { $campaigns, selectionKey } from '../../shared/stores/campaigns';

/** One order for every receipt-tiles island of the page, kept in the campaign selection (so it resets with it). */
const KEY = selectionKey('PromotionTiles', 'order-receipt-tiles');

const parse = (raw: string | undefined): string[] | null => {
  try {
    const ids: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(ids) ? ids.map(String) : null;
  } catch {
    return null;
  }
};

/**
 * The page's PromotionTiles in a weighted order without repeats (SPEC 4, pickCampaigns), at most `max`.
 * The whole order is picked once and kept until a selection reset; a reloaded list with other tiles picks again.
 */
export function useReceiptTiles(max: number): { status: 'loading' | 'error' | 'ready'; tiles: Campaign[] } {
  const state = useStore($campaigns);
  const selection = useStore($campaignSelection);
  const list = useMemo(() => (state.status === 'ready' ? (state.data.PromotionTiles ?? []) : null), [state]);
  const remembered = selection[KEY];
  const tiles = useMemo(() => {
    const order = parse(remembered);
    if (!list || !order) return null;
    const picked = order.map((id) => list.find((c) => c.Id === id));
    // Every remembered tile must still be there and every tile remembered, else the order is stale.
    return picked.every(Boolean) && picked.length === list.length ? (picked as Campaign[]) : null;
  }, [list, remembered]);

  // Picking writes the selection store, so it happens in an effect, not while rendering.
  useEffect(() => {
    if (list && list.length > 0 && !tiles)
      selectCampaign(KEY, JSON.stringify(pickCampaigns(list, list.length).map((c) => c.Id)));
  }, [list, tiles]);

  if (state.status === 'loading' || state.status === 'error') return { status: state.status, tiles: [] };
  if (list!.length > 0 && !tiles) return { status: 'loading', tiles: [] };
  return { status: 'ready', tiles: (tiles ?? []).slice(0, max) };
}
