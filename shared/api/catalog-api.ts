import { apiGet, apiPost } from './http/client';
import type { Facet, FacetValue, SearchQuery, SearchResult, Suggestions } from '../domain/models';
import { readProductPage } from './read-page';
import { readProduct, readProducts } from './read-product';
import { asList } from './http/shape';
import { asObject, num, requireObject, str } from './http/shape-guards';
import { pathSegment } from './http/path-segment';

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

/** A search answer, by the shape rule of shape.ts: null is no results; facets and their values may be absent. */
function readSearchResult(model: unknown): SearchResult {
  const result = asObject(model, 'search result') ?? {};
  const facets = asList<Facet>(result.Facets, 'Facets')
    .filter((f) => typeof f.Name === 'string')
    .map((f) => ({
      ...f,
      Values: asList<FacetValue>(f.Values, `Facet ${f.Name}`).filter((v) => typeof v.Key === 'string'),
    }));
  return { ...readProductPage(result, 'search result'), Facets: facets, SearchText: str(result.SearchText) };
}

/** Suggestions: null is none; entries without a ProductId or a text are dropped. */
function readSuggestions(model: unknown): Suggestions {
  const answer = asObject(model, 'suggestions') ?? {};
  const list = asList<Suggestions['Suggestions'][number]>(answer.Suggestions, 'Suggestions').filter(
    (s) => typeof s.ProductId === 'string' && typeof s.Text === 'string',
  );
  return { SearchText: str(answer.SearchText), TotalResults: num(answer.TotalResults, list.length), Suggestions: list };
}

/** The stock of one line: one is required (the quantity check reads it). */
function readStock(model: unknown): StockInfo {
  const s = requireObject(model, 'stock');
  return {
    ProductId: str(s.ProductId),
    QuickSaleId: str(s.QuickSaleId) || null,
    InStockQuantity: typeof s.InStockQuantity === 'number' ? s.InStockQuantity : null,
    IsStockManaged: s.IsStockManaged === true,
    IsDeliverable: s.IsDeliverable !== false,
    IsInStock: s.IsInStock !== false,
  };
}

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
