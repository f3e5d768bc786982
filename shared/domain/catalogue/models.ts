/**
 * The catalogue's entities as the islands read them (SPEC 3 Paginated results, search, stock, purchase
 * history), each declared once as a schema: its type is inferred from it and the readers in shared/api
 * parse answers with it (issue #33). The product itself is in shared/domain/models.ts (the basket's lines
 * hold products, and the core reads the basket).
 */
import * as v from 'valibot';
import { figure, flag, list, opt, text } from '../../lib/schema';
import { Product, ProductBasic } from '../models';

/** Deliverable unless the server says it is not. */
const deliverable = v.fallback(v.boolean(), true);

/** finite number or absent. */
const optFigure = opt(v.pipe(v.number(), v.finite()));

const pageEntries = <S extends v.GenericSchema>(item: S) => ({
  TotalResults: optFigure,
  PageNumber: v.fallback(v.pipe(v.number(), v.finite()), 1),
  CurrentPage: v.fallback(v.pipe(v.number(), v.finite()), 1),
  TotalPages: optFigure,
  RecordNumbers: opt(v.string()),
  PageOfResults: list(item),
});

/** The figures a page leaves out: as many results as it holds, one page when there are any. */
const pageDefaults = <P extends { TotalResults?: number; TotalPages?: number; PageOfResults: unknown[] }>(page: P) => {
  const TotalResults = page.TotalResults ?? page.PageOfResults.length;
  return { ...page, TotalResults, TotalPages: page.TotalPages ?? (TotalResults > 0 ? 1 : 0) };
};

/**
 * A page of products (SPEC 3 Paginated results): a page may be empty, so absent parts read as the empty
 * first page; products that do not read as one are dropped.
 */
export const ProductPage = v.pipe(v.object(pageEntries(Product)), v.transform(pageDefaults));
export type ProductPage = v.InferOutput<typeof ProductPage>;

/** A page of products inside an answer (a brand's, a campaign's): absent or null is the empty first page. */
export const OptionalProductPage = v.pipe(
  v.optional(v.unknown(), {}),
  v.transform((page) => page ?? {}),
  ProductPage,
);

export const FacetValue = v.object({ Key: v.string(), DisplayName: text, Count: figure, Selected: flag });
export type FacetValue = v.InferOutput<typeof FacetValue>;

/** A facet without a Name, or a value without a Key, is dropped. */
export const Facet = v.object({
  /** "Categories", "Markings", "Brands" ... */
  Name: v.string(),
  Values: list(FacetValue),
});
export type Facet = v.InferOutput<typeof Facet>;

/** A search answer: a page of products as the first step of a list has them, with its facets. */
export const SearchResult = v.pipe(
  v.object({ ...pageEntries(ProductBasic), Facets: list(Facet), SearchText: text }),
  v.transform(pageDefaults),
);
export type SearchResult = v.InferOutput<typeof SearchResult>;

/** Suggestions: null is none; entries without a ProductId or a text are dropped. */
export const Suggestions = v.pipe(
  v.object({
    SearchText: text,
    TotalResults: optFigure,
    Suggestions: list(v.object({ ProductId: v.string(), Text: v.string(), Brand: opt(v.string()) })),
  }),
  v.transform((s) => ({ ...s, TotalResults: s.TotalResults ?? s.Suggestions.length })),
);
export type Suggestions = v.InferOutput<typeof Suggestions>;

/** The answer of the stock refresh (SPEC 7: GET catalog/stock): the line's stock for the delivery date. */
export const StockInfo = v.object({
  ProductId: text,
  QuickSaleId: v.fallback(v.nullable(v.pipe(v.string(), v.nonEmpty())), null),
  /** In base units (pieces); see shared/domain/stock.ts. */
  InStockQuantity: v.fallback(v.nullable(v.number()), null),
  IsStockManaged: flag,
  IsDeliverable: deliverable,
  IsInStock: v.fallback(v.boolean(), true),
});
export type StockInfo = v.InferOutput<typeof StockInfo>;

/** The purchases of one product: null is none (SPEC 4: "empty"); purchases without an order date are dropped (the list is sorted by it). */
export const PurchaseHistory = v.pipe(
  v.object({
    /** '' when absent: the reader names the product asked for. */
    ProductId: text,
    TotalPurchases: optFigure,
    Purchases: list(
      v.object({
        OrderId: text,
        OrderDate: v.string(),
        DeliveryDate: text,
        Quantity: figure,
        SalesUnitCode: text,
        FormattedLineAmount: opt(v.string()),
      }),
    ),
  }),
  v.transform((h) => ({ ...h, TotalPurchases: h.TotalPurchases ?? h.Purchases.length })),
);
export type PurchaseHistory = v.InferOutput<typeof PurchaseHistory>;
