/**
 * The API's entities as the islands read them (SPEC section 3), each declared once as a schema: its
 * type is inferred from it and the readers in shared/api parse answers with it (issue #33). Only the
 * fields the product uses; the server may send more, and they are left out. How a schema is lenient:
 * shared/lib/schema.ts.
 */
import * as v from 'valibot';
import { figure, flag, id, list, opt, part, text, textOrNull } from '../lib/schema';

const prices = v.fallback(v.record(v.string(), v.string()), () => ({}));
/** Deliverable unless the server says it is not. */
const deliverable = v.fallback(v.boolean(), true);

export const SalesUnit = v.object({
  Code: text,
  Quantity: figure,
  ListPrice: figure,
  IsDefault: flag,
  FormattedPrices: prices,
  FormattedSalesUnitPrice: text,
  TextSingular: text,
  TextPlural: text,
});
export type SalesUnit = v.InferOutput<typeof SalesUnit>;

const ProductDeliverability = v.object({ IsDeliverable: deliverable, ExpectedDeliveryDate: text });

export const QuickSale = v.object({
  Id: id,
  /** 0 Bargain, 1 FoodWaste. */
  Type: v.fallback(v.picklist([0, 1]), 0),
  InStockQuantity: figure,
  Deliverability: opt(ProductDeliverability),
});
export type QuickSale = v.InferOutput<typeof QuickSale>;

export const CategoryRef = v.object({ Id: text, DisplayName: text, SortOrder: opt(v.number()) });
export type CategoryRef = v.InferOutput<typeof CategoryRef>;

const basicEntries = {
  Id: id,
  DisplayName: text,
  Brand: opt(v.object({ Value: v.string() })),
  BrandId: opt(v.string()),
  SupplierNumber: opt(v.string()),
  ImageUrl: opt(v.string()),
  Categories: opt(
    v.object({
      Level1: opt(CategoryRef),
      Level2: opt(CategoryRef),
      Level3: opt(CategoryRef),
      Level4: opt(CategoryRef),
    }),
  ),
  /** Always there, so that a product without sales units reads as one (it cannot be bought). */
  SalesUnits: part({ Values: list(SalesUnit) }),
  Markings: opt(list(v.string())),
  IsSampleItem: opt(v.boolean()),
  Campaigns: opt(list(v.object({ Logo: text }))),
};

/**
 * A product as the first step of a list delivers it (search results, brand products ...): what is
 * needed to show the row. Availability, prices and stock come with the snapshot (second step).
 */
export const ProductBasic = v.object(basicEntries);
export type ProductBasic = v.InferOutput<typeof ProductBasic>;

/** SPEC section 3 Product: the basic fields plus the snapshot's availability, prices and stock. */
export const Product = v.object({
  ...basicEntries,
  CheapestSalesUnitFormattedPrices: opt(prices),
  SalesPriceSource: opt(v.nullable(v.object({ TrackingId: text, Text: v.string() }))),
  QuickSales: opt(v.object({ Values: list(QuickSale) })),
  Stock: opt(v.nullable(v.object({ InStockQuantity: figure }))),
  IsStockManaged: flag,
  Related: opt(
    v.object({
      Replacements: list(v.string()),
      DirectReplacement: v.fallback(v.nullable(v.pipe(v.string(), v.nonEmpty())), null),
    }),
  ),
  IsOnFavoriteList: opt(v.boolean()),
  Availability: opt(v.object({ RestockDate: textOrNull, IsDirectlyReplaced: flag })),
  Deliverability: opt(ProductDeliverability),
  Deadline: opt(v.nullable(v.string())),
  LatestPurchaseDate: opt(v.nullable(v.string())),
  LatestPurchaseQuantity: opt(v.nullable(v.number())),
  PreSale: opt(v.nullable(v.object({ Id: text, Name: opt(v.string()) }))),
});
export type Product = v.InferOutput<typeof Product>;

/** SPEC section 3 Paginated results. */
export interface Paginated<T> {
  TotalResults: number;
  PageNumber: number;
  CurrentPage: number;
  TotalPages: number;
  RecordNumbers?: string;
  PageOfResults: T[];
}

/** A basket line; one without a Product (or whose product has no Id) is dropped from its list. */
export const LineItem = v.object({
  Id: id,
  Product,
  ProductId: text,
  QuickSaleId: textOrNull,
  Quantity: figure,
  QuickSaleIndex: opt(v.number()),
  SalesUnitIndex: opt(v.number()),
  Packing: opt(v.object({ SelectedIndex: figure })),
  IsDeliverable: deliverable,
  IsInStock: v.fallback(v.boolean(), true),
  FormattedLinePrice: opt(v.string()),
});
export type LineItem = v.InferOutput<typeof LineItem>;

export const BasketSummary = v.object({
  Id: id,
  Name: text,
  NumberOfLines: figure,
  IsDefault: opt(v.boolean()),
  ExpectedDate: opt(v.string()),
});
export type BasketSummary = v.InferOutput<typeof BasketSummary>;

/**
 * SPEC section 3 Basket. One is required, with its Id and delivery date (without them no island can
 * show or change it); every other part reads as empty when the server leaves it out.
 */
export const Basket = v.object({
  Id: id,
  Name: opt(v.string()),
  Delivery: v.object({ ExpectedDate: v.pipe(v.string(), v.nonEmpty()), PreSaleIndicator: flag }),
  References: part({ OrderReference: text }),
  Message: text,
  SeparateInvoice: flag,
  LineItems: list(LineItem),
  InvalidLineItems: list(LineItem),
  NumberOfLines: figure,
  AllBaskets: list(BasketSummary),
  PreSale: v.fallback(v.nullable(v.object({ Id: text })), null),
  SubTotalForDropSize: figure,
  FormattedSubTotal: opt(v.string()),
  CurrencyCode: text,
  Deliverability: part({ OrderDeadline: textOrNull }),
});
export type Basket = v.InferOutput<typeof Basket>;

export const DeliveryDate = v.object({
  /** yyyy-MM-dd */
  Date: text,
  Name: text,
  IsDeliverable: flag,
  DayOfWeek: figure,
  Text: text,
});
export type DeliveryDate = v.InferOutput<typeof DeliveryDate>;

export const PreSalePeriod = v.object({
  Id: id,
  Name: opt(v.string()),
  Text: opt(v.string()),
  DeliveryFrom: opt(v.string()),
  DeliveryTo: opt(v.string()),
});
export type PreSalePeriod = v.InferOutput<typeof PreSalePeriod>;

/** The dates a basket can be delivered on; both lists may be empty. */
export const DeliveryDates = v.object({ Dates: list(DeliveryDate), PreSalePeriods: list(PreSalePeriod) });
export type DeliveryDates = v.InferOutput<typeof DeliveryDates>;

export interface SearchQuery {
  query: string;
  page?: number;
  pageSize?: number;
  sort?: string;
  categoryId?: string;
  markings?: string[];
  brandId?: string;
}
