import { apiGet, apiPost } from './http/client';
import { SearchResult, StockInfo, Suggestions } from '../domain/catalogue/models';
import type { SearchQuery } from '../domain/models';
import { readProduct, readProducts } from './read-product';
import { readAs } from './http/shape';
import { pathSegment } from './http/path-segment';

export type { StockInfo };

/** Name of the cancellable search request: a new search aborts the earlier one in flight (SPEC section 4). */
export const SEARCH_REQUEST = 'catalog-search';
export const SUGGEST_REQUEST = 'catalog-suggest';

/** A search answer by its declaration (shared/domain/models.ts): null is no results; facets may be absent. */
const readSearchResult = (model: unknown): SearchResult => readAs(SearchResult, model ?? {}, 'search result');

/** Suggestions: null is none; entries without a ProductId or a text are dropped. */
const readSuggestions = (model: unknown): Suggestions => readAs(Suggestions, model ?? {}, 'suggestions');

/** The stock of one line: one is required (the quantity check reads it). */
const readStock = (model: unknown): StockInfo => readAs(StockInfo, model, 'stock');

/** SPEC section 7, Catalogue. (Purchase history is in purchase-history-api.ts.) Every answer is read by the shape rule of shape.ts. */
export const catalogApi = {
  product: async (id: string) => apiGet(`catalog/products/${pathSegment(id)}`, { read: (m) => readProduct(m) }),
  /** Second step of a list: availability, prices and stock for up to one chunk of ids. Null is none. */
  snapshots: (ids: readonly string[], opts: { expectedDeliveryDate?: string | null; signal?: AbortSignal } = {}) =>
    apiGet('catalog/products/snapshots', {
      searchParams: { ids: [...ids], expectedDeliveryDate: opts.expectedDeliveryDate ?? undefined },
      signal: opts.signal,
      read: (m) => readProducts(m, 'snapshots'),
    }),
  /** GET with the query in the URL (shareable); POST for long filter sets. Both cancellable by name. */
  search: (query: SearchQuery, opts: { method?: 'GET' | 'POST'; boost?: string } = {}) =>
    opts.method === 'POST'
      ? apiPost('catalog/search', { ...query, boost: opts.boost }, { name: SEARCH_REQUEST, read: readSearchResult })
      : apiGet('catalog/search', {
          searchParams: { ...query, boost: opts.boost },
          name: SEARCH_REQUEST,
          read: readSearchResult,
        }),
  /**
   * The top categories for a category menu: POST catalog/search without a term, one row, read for its
   * `Categories` facet (Level1). Not a named request: it must not abort, nor be aborted by, a page's search.
   */
  topCategories: () =>
    apiPost('catalog/search', { query: '', page: 1, pageSize: 1 }, { read: readSearchResult }).then(
      (result) => result.Facets.find((f) => f.Name === 'Categories')?.Values ?? [],
    ),
  /** SPEC 7 stock refresh, e.g. before a checkout quantity change is sent. */
  stock: (params: { productId: string; quickSaleId?: string | null; expectedDeliveryDate?: string | null }) =>
    apiGet('catalog/stock', {
      searchParams: {
        expectedDeliveryDate: params.expectedDeliveryDate ?? undefined,
        productId: params.productId,
        quickSaleId: params.quickSaleId ?? undefined,
      },
      read: readStock,
    }),
  suggest: (query: string, signal?: AbortSignal) =>
    apiGet('catalog/search/suggest', { searchParams: { query }, name: SUGGEST_REQUEST, read: readSuggestions, signal }),
};
