import { useMemo } from 'react';
import type { ProductPromotion } from '../../shared/domain/campaigns/models';
import { seededRandom, seedFrom, shuffled } from '../../shared/lib/seeded-random';
import { useTileList, type TileList } from '../../shared/ui/features/tile-list/use-tile-list';

/** The promotion's ids in showing order: shuffled with a per-page seed when RandomizeProducts is set, so the order holds on this page. */
export function promotionIds(campaign: ProductPromotion, pageId: number): string[] {
  const ids = campaign.ProductIds ?? [];
  return campaign.RandomizeProducts ? shuffled(ids, seededRandom(seedFrom(`${pageId}:${campaign.Id}`))) : [...ids];
}

/**
 * The tile list of a promotion (SPEC 9) by its ids: the first `count` tiles (6, or 1 in a single
 * position), then the next 12 after the first 6. Only for authenticated users (SPEC 6).
 */
export function usePromotionTiles(
  campaign: ProductPromotion | null,
  pageId: number,
  count: number,
  enabled: boolean,
): TileList {
  const source = useMemo(
    () =>
      campaign
        ? { endpoint: 'ids' as const, ids: promotionIds(campaign, pageId), trackingListName: campaign.TrackingListName }
        : null,
    [campaign, pageId],
  );
  return useTileList(source, { pageSize: count, enabled });
}
