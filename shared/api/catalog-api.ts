import { apiGet, apiPost } from './client';
import type { Product, SearchQuery, SearchResult, Suggestions } from './models';
import { pathSegment } from './path-segment';

/** Name of the cancellable search request: a new search aborts the earlier one in flight (SPEC section 4). */
export const SEARCH_REQUEST = 'catalog-search';
export const SUGGEST_REQUEST = 'catalog-suggest';

/** The answer of the stock refresh (SPEC 7: GET catalog/stock): the line's stock for the delivery date. */
export interface StockInfo {
  ProductId: string;
  QuickSaleId: string | null;
  /** In base units (pieces); see shared/domain/stock.ts. */
  InStockQuantity: number | null;
  IsStockManaged: boolean;
  IsDeliverable: boolean;
  IsInStock: boolean;
}

/** SPEC section 7, Catalogue. (Purchase history is in purchase-history-api.ts.) */
export const catalogApi = {
  product: async (id: string) => apiGet<Product>(`catalog/products/${pathSegment(id)}`),
  /** Second step of a list: availability, prices and stock for up to one chunk of ids. */
  snapshots: (ids: readonly string[], opts: { expectedDeliveryDate?: string | null; signal?: AbortSignal } = {}) =>
    apiGet<Product[]>('catalog/products/snapshots', {
      searchParams: { ids: [...ids], expectedDeliveryDate: opts.expectedDeliveryDate ?? undefined },
      signal: opts.signal,
    }),
  /** GET with the query in the URL (shareable); POST for long filter sets. Both cancellable by name. */
  search: (query: SearchQuery, opts: { method?: 'GET' | 'POST'; boost?: string } = {}) =>
    opts.method === 'POST'
      ? apiPost<SearchResult>('catalog/search', { ...query, boost: opts.boost }, { name: SEARCH_REQUEST })
      : apiGet<SearchResult>('catalog/search', { searchParams: { ...query, boost: opts.boost }, name: SEARCH_REQUEST }),
  /** SPEC 7 stock refresh, e.g. before a checkout quantity change is sent. */
  stock: (params: { productId: string; quickSaleId?: string | null; expectedDeliveryDate?: string | null }) =>
    apiGet<StockInfo>('catalog/stock', {
      searchParams: { expectedDeliveryDate: params.expectedDeliveryDate ?? undefined, productId: params.productId, quickSaleId: params.quickSaleId ?? undefined },
    }),
  suggest: (query: string) => apiGet<Suggestions>('catalog/search/suggest', { searchParams: { query }, name: SUGGEST_REQUEST }),
};
