import { useCallback, useEffect, useState } from 'react';
import { campaignsApi, type ProductNewsCampaign } from '../../shared/api/campaigns-api';
import type { Product } from '../../shared/api/models';
import { PROMOTION_PAGE_SIZE } from '../../shared/domain/tile-list';

export type NewsProducts = { status: 'idle' | 'loading' | 'error'; products: Product[] } | { status: 'ready'; products: Product[] };

/**
 * The first products of a news item (SPEC 9: page size 6) from GET catalog/products/snapshots/paginated.
 * Only for a logged-in user (SPEC 6): `enabled` false asks for nothing.
 */
export function useNewsProducts(news: ProductNewsCampaign, enabled: boolean, date: string | null): NewsProducts & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<NewsProducts>({ status: 'idle', products: [] });
  const ids = news.ProductIds ?? [];
  const idsKey = ids.join(',');

  useEffect(() => {
    if (!enabled || ids.length === 0) return;
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', products: s.products }));
    campaignsApi
      .paginatedProducts('ids', { ids, pageSize: PROMOTION_PAGE_SIZE, skip: 0, trackingListName: news.TrackingNameInternalTimeSpan }, controller.signal)
      .then(
        (page) => setState({ status: 'ready', products: page.PageOfResults ?? [] }),
        () => !controller.signal.aborted && setState({ status: 'error', products: [] }),
      );
    return () => controller.abort();
    // The ids (by value), the date (prices and availability follow it) and a retry decide when to ask again.
  }, [idsKey, news.TrackingNameInternalTimeSpan, enabled, date, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
