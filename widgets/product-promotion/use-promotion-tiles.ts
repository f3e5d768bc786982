import { useCallback, useEffect, useMemo, useState } from 'react';
import { campaignsApi, type ProductPromotion } from '../../shared/api/campaigns-api';
import type { Product } from '../../shared/api/models';
import { seededRandom, seedFrom, shuffled } from '../../shared/domain/seeded-random';
import { TILE_LIST, tileRequest } from '../../shared/domain/tile-list';

export interface PromotionTiles {
  status: 'idle' | 'loading' | 'ready' | 'error';
  products: Product[];
  total: number;
  /** 0 while the first tiles show, 1 once the next 12 were asked for. */
  stage: 0 | 1;
  loadMore(): void;
  retry(): void;
}

/** The promotion's ids in showing order: shuffled with a per-page seed when RandomizeProducts is set, so the order holds on this page. */
export function promotionIds(campaign: ProductPromotion, pageId: number): string[] {
  const ids = campaign.ProductIds ?? [];
  return campaign.RandomizeProducts ? shuffled(ids, seededRandom(seedFrom(`${pageId}:${campaign.Id}`))) : [...ids];
}

/**
 * The tile list of a promotion (SPEC 9): the first `count` tiles (at most 6), then on request the next 12
 * after the first 6, from GET catalog/products/snapshots/paginated. Only for authenticated users (SPEC 6).
 */
export function usePromotionTiles(campaign: ProductPromotion | null, pageId: number, count: number, enabled: boolean): PromotionTiles {
  const ids = useMemo(() => (campaign ? promotionIds(campaign, pageId) : []), [campaign, pageId]);
  const [stage, setStage] = useState<0 | 1>(0);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ status: PromotionTiles['status']; products: Product[]; total: number }>({ status: 'idle', products: [], total: 0 });
  const [firstIds, setFirstIds] = useState(ids);
  if (firstIds !== ids) {
    // A new campaign (the selection reset) starts at the first tiles again.
    setFirstIds(ids);
    setStage(0);
  }

  useEffect(() => {
    if (!campaign || !enabled || ids.length === 0) return;
    const controller = new AbortController();
    const request = stage === 0 ? { skip: 0, pageSize: Math.min(count, TILE_LIST.first) } : tileRequest(1);
    setState((s) => ({ ...s, status: 'loading' }));
    campaignsApi
      .paginatedProducts('ids', { ids, trackingListName: campaign.TrackingListName, ...request }, controller.signal)
      .then(
        (page) => setState((s) => ({ status: 'ready', total: page.TotalResults, products: stage === 0 ? page.PageOfResults : [...s.products, ...page.PageOfResults] })),
        () => !controller.signal.aborted && setState((s) => ({ ...s, status: 'error' })),
      );
    return () => controller.abort();
  }, [campaign, ids, enabled, count, stage, attempt]);

  const loadMore = useCallback(() => setStage(1), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, stage, loadMore, retry };
}
