import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { campaignsApi, type PaginatedEndpoint } from '../../../api/campaigns-api';
import type { Product } from '../../../domain/models';
import { canLoadMore, moreTilesRequest, type TilePaging } from '../../../domain/campaigns/tile-list';
import { $expectedDeliveryDate } from '../../../stores/expected-delivery-date';

/** What a tile list shows: products by ids, by brand or supplier id, or the samples. */
export interface TileSource {
  endpoint: PaginatedEndpoint;
  ids?: readonly string[];
  /** Brand or supplier id for the 'brand' and 'supplier' endpoints. */
  id?: string;
  trackingListName?: string;
}

export interface TileListOptions {
  /** Size of the first page: SPEC 9's 6, 1 for a single position, 60 for the samples' show-all page. */
  pageSize: number;
  /** 'tiles' (first page, then the next 12 after 6) or 'pages' (whole pages of pageSize). Default 'tiles'. */
  paging?: TilePaging;
  /** False asks for nothing (SPEC 6: only authenticated users get a tile list). */
  enabled: boolean;
}

export interface TileList {
  status: 'idle' | 'loading' | 'ready' | 'error';
  products: Product[];
  total: number;
  /** 0 while the first page shows, 1 once more was asked for. */
  stage: 0 | 1;
  /** Whether a "more" button belongs under the tiles now. */
  hasMore: boolean;
  loadMore(): void;
  retry(): void;
}

type Loaded = { status: TileList['status']; products: Product[]; total: number };
const IDLE: Loaded = { status: 'idle', products: [], total: 0 };

/**
 * One key per source, page size and expected delivery date: a new source (the campaign selection reset)
 * or a new date (prices and availability follow it; SPEC 7 sends it) starts from the first page again.
 */
const keyOf = (s: TileSource | null, pageSize: number, date: string | null) =>
  s ? [s.endpoint, s.id ?? '', (s.ids ?? []).join(','), s.trackingListName ?? '', pageSize, date ?? ''].join('|') : '';

/**
 * A tile list from GET catalog/products/snapshots/paginated (SPEC 7, 9): the first page, then on
 * request the next tiles, appended. Each request aborts when the source changes or the island unmounts.
 */
export function useTileList(source: TileSource | null, { pageSize, paging = 'tiles', enabled }: TileListOptions): TileList {
  const key = keyOf(source, pageSize, useStore($expectedDeliveryDate));
  // The source object may be new on every render; the key says whether it really changed.
  const stable = useMemo(() => source, [key]);
  const [state, setState] = useState<Loaded & { key: string; stage: 0 | 1; skip: number; attempt: number }>({ ...IDLE, key, stage: 0, skip: 0, attempt: 0 });
  const current = state.key === key ? state : { ...IDLE, key, stage: 0 as const, skip: 0, attempt: 0 };
  if (state.key !== key) setState(current);
  const { stage, skip, attempt } = current;

  useEffect(() => {
    if (!stable || !enabled) return;
    if (stable.endpoint === 'ids' && (stable.ids ?? []).length === 0) {
      setState((s) => ({ ...s, status: 'ready', products: [], total: 0 }));
      return;
    }
    const controller = new AbortController();
    const request = skip === 0 ? { skip: 0, pageSize } : moreTilesRequest(paging, skip, pageSize);
    setState((s) => ({ ...s, status: 'loading' }));
    campaignsApi
      .paginatedProducts(stable.endpoint, { ids: stable.ids, id: stable.id, trackingListName: stable.trackingListName, ...request }, controller.signal)
      .then(
        (page) =>
          setState((s) => ({
            ...s,
            status: 'ready',
            total: page.TotalResults,
            // Appended by skip, so a retried page cannot show twice.
            products: [...s.products.slice(0, request.skip), ...page.PageOfResults],
          })),
        () => !controller.signal.aborted && setState((s) => ({ ...s, status: 'error' })),
      );
    return () => controller.abort();
  }, [stable, enabled, pageSize, paging, skip, attempt]);

  const loadMore = useCallback(() => setState((s) => ({ ...s, stage: 1, skip: s.products.length })), []);
  const retry = useCallback(() => setState((s) => ({ ...s, attempt: s.attempt + 1 })), []);
  const hasMore = current.status === 'ready' && canLoadMore(paging, { stage, loaded: current.products.length, total: current.total });
  return { status: current.status, products: current.products, total: current.total, stage, hasMore, loadMore, retry };
}
