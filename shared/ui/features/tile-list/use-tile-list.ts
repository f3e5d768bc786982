import { useStore } from '@nanostores/react';
import { atom, type ReadableAtom } from 'nanostores';
import { campaignsApi, type PaginatedEndpoint } from '../../../api/campaigns-api';
import type { Product } from '../../../domain/models';
import { canLoadMore, moreTilesRequest, type TilePaging } from '../../../domain/campaigns/tile-list';
import { createFetcher, type FetcherStore } from '../../../lib/fetcher';
import { $deliveryDateForRequests } from '../../../stores/delivery-date-for-requests';
import { useInputStore } from '../../data/use-fetcher';

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
  status: 'loading' | 'ready' | 'error';
  products: Product[];
  total: number;
  /** 0 while the first page shows, 1 once more was asked for. */
  stage: 0 | 1;
  /** Whether a "more" button belongs under the tiles now. */
  hasMore: boolean;
  loadMore(): void;
  retry(): void;
}

type Input = { source: TileSource | null; pageSize: number; paging: TilePaging };
/** The list (source, page size, paging, the date that prices and availability follow, SPEC 7) and how far it has grown. */
type Key = { list: string; skip: number };
type Tiles = { products: Product[]; total: number };

/**
 * One island's tile list store. A new list (a new source after a campaign selection reset, or a new
 * date) starts again from the first page; "more" appends the next tiles to the ones shown.
 */
function tileListStore($input: ReadableAtom<Input>) {
  /** How far the list has grown, for the list it was grown on. */
  const $grown = atom<Key | null>(null);
  /** The key the store last asked for (read while rendering, where reading the stores again could set them). */
  let last: Key | undefined;
  const keyOf = (): Key | undefined => {
    const { source, pageSize, paging } = $input.get();
    const date = $deliveryDateForRequests.get();
    if (!source || date === undefined) return (last = undefined);
    const list = JSON.stringify([
      source.endpoint,
      source.id,
      source.ids,
      source.trackingListName,
      pageSize,
      paging,
      date,
    ]);
    const grown = $grown.get();
    return (last = { list, skip: grown?.list === list ? grown.skip : 0 });
  };
  const store: FetcherStore<Tiles> = createFetcher<Key, Tiles>({
    fetch({ skip }, signal) {
      const { source, pageSize, paging } = $input.get();
      if (!source || (source.endpoint === 'ids' && (source.ids ?? []).length === 0))
        return Promise.resolve({ products: [], total: 0 });
      const request = skip === 0 ? { skip: 0, pageSize } : moreTilesRequest(paging, skip, pageSize);
      // The tiles shown (kept while more load) come first; appended by skip, so a retried page cannot show twice.
      const shown: Product[] = store.value?.data?.products ?? [];
      return campaignsApi
        .paginatedProducts(
          source.endpoint,
          { ids: source.ids, id: source.id, trackingListName: source.trackingListName, ...request },
          signal,
        )
        .then((page) => ({
          products: [...shown.slice(0, request.skip), ...page.PageOfResults],
          total: page.TotalResults,
        }));
    },
    keep: (next, previous) => next.list === previous.list,
  })([$input, $deliveryDateForRequests, $grown], keyOf);
  const loadMore = () => last && $grown.set({ list: last.list, skip: store.value?.data?.products.length ?? 0 });
  return Object.assign(store, { stage: (): 0 | 1 => ((last?.skip ?? 0) > 0 ? 1 : 0), loadMore });
}

/**
 * A tile list from GET catalog/products/snapshots/paginated (SPEC 7, 9): the first page, then on
 * request the next tiles, appended. A request aborts when the list changes or the island unmounts.
 */
export function useTileList(
  source: TileSource | null,
  { pageSize, paging = 'tiles', enabled }: TileListOptions,
): TileList {
  const store = useInputStore(tileListStore, { source: enabled ? source : null, pageSize, paging });
  const { status, data } = useStore(store);
  const products = data?.products ?? [];
  const total = data?.total ?? 0;
  const stage = store.stage();
  const shown = status === 'error' || status === 'loading' ? status : 'ready';
  const hasMore = shown === 'ready' && canLoadMore(paging, { stage, loaded: products.length, total });
  return { status: shown, products, total, stage, hasMore, loadMore: store.loadMore, retry: store.retry };
}
