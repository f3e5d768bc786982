/**
 * The API's entities as the islands read them (SPEC section 3). Only the fields the product uses;
 * the server may send more.
 */
export interface SalesUnit {
  Code: string;
  Quantity: number;
  ListPrice: number;
  IsDefault: boolean;
  FormattedPrices: Record<string, string>;
  FormattedSalesUnitPrice: string;
  TextSingular: string;
  TextPlural: string;
}

export interface QuickSale {
  Id: string;
  /** 0 Bargain, 1 FoodWaste. */
  Type: 0 | 1;
  InStockQuantity: number;
  Deliverability?: { IsDeliverable: boolean; ExpectedDeliveryDate: string };
}

export interface CategoryRef {
  Id: string;
  DisplayName: string;
  SortOrder?: number;
}

/**
 * A product as the first step of a list delivers it (search results, brand products ...): what is
 * needed to show the row. Availability, prices and stock come with the snapshot (second step).
 */
export interface ProductBasic {
  Id: string;
  DisplayName: string;
  Brand?: { Value: string };
  BrandId?: string;
  SupplierNumber?: string;
  ImageUrl?: string;
  Categories?: { Level1?: CategoryRef; Level2?: CategoryRef; Level3?: CategoryRef; Level4?: CategoryRef };
  SalesUnits: { Values: SalesUnit[] };
  Markings?: string[];
  IsSampleItem?: boolean;
  Campaigns?: { Logo: string }[];
}

/** SPEC section 3 Product: the basic fields plus the snapshot's availability, prices and stock. */
export interface Product extends ProductBasic {
  CheapestSalesUnitFormattedPrices?: Record<string, string>;
  SalesPriceSource?: { TrackingId: string; Text: string } | null;
  QuickSales?: { Values: QuickSale[] };
  Stock?: { InStockQuantity: number } | null;
  IsStockManaged: boolean;
  Related?: { Replacements: string[]; DirectReplacement: string | null };
  IsOnFavoriteList?: boolean;
  Availability?: { RestockDate: string | null; IsDirectlyReplaced: boolean };
  Deliverability?: { IsDeliverable: boolean; ExpectedDeliveryDate: string };
  Deadline?: string | null;
  LatestPurchaseDate?: string | null;
  LatestPurchaseQuantity?: number | null;
  PreSale?: { Id: string; Name?: string } | null;
}

/** SPEC section 3 Paginated results. */
export interface Paginated<T> {
  TotalResults: number;
  PageNumber: number;
  CurrentPage: number;
  TotalPages: number;
  RecordNumbers?: string;
  PageOfResults: T[];
}

export interface FacetValue {
  Key: string;
  DisplayName: string;
  Count: number;
  Selected: boolean;
}

export interface Facet {
  /** "Categories", "Markings", "Brands" ... */
  Name: string;
  Values: FacetValue[];
}

export interface SearchResult extends Paginated<ProductBasic> {
  Facets: Facet[];
  SearchText: string;
}

export interface SearchQuery {
  query: string;
  page?: number;
  pageSize?: number;
  sort?: string;
  categoryId?: string;
  markings?: string[];
  brandId?: string;
}

export interface Suggestions {
  SearchText: string;
  TotalResults: number;
  Suggestions: { ProductId: string; Text: string; Brand?: string }[];
}

export interface PurchaseHistory {
  ProductId: string;
  TotalPurchases: number;
  Purchases: {
    OrderId: string;
    OrderDate: string;
    DeliveryDate: string;
    Quantity: number;
    SalesUnitCode: string;
    FormattedLineAmount?: string;
  }[];
}

export interface LineItem {
  Id: string;
  Product: Product;
  ProductId: string;
  QuickSaleId: string | null;
  Quantity: number;
  QuickSaleIndex?: number;
  SalesUnitIndex?: number;
  Packing?: { SelectedIndex: number };
  IsDeliverable: boolean;
  IsInStock: boolean;
  FormattedLinePrice?: string;
}

export interface BasketSummary {
  Id: string;
  Name: string;
  NumberOfLines: number;
  IsDefault?: boolean;
  ExpectedDate?: string;
}

export interface Basket {
  Id: string;
  Name?: string;
  Delivery: { ExpectedDate: string; PreSaleIndicator: boolean };
  References: { OrderReference: string };
  Message: string;
  SeparateInvoice: boolean;
  LineItems: LineItem[];
  InvalidLineItems: LineItem[];
  NumberOfLines: number;
  AllBaskets: BasketSummary[];
  PreSale: { Id: string } | null;
  SubTotalForDropSize: number;
  FormattedSubTotal?: string;
  CurrencyCode: string;
  Deliverability: { OrderDeadline: string | null };
}

export interface DeliveryDate {
  /** yyyy-MM-dd */
  Date: string;
  Name: string;
  IsDeliverable: boolean;
  DayOfWeek: number;
  Text: string;
}

export interface PreSalePeriod {
  Id: string;
  Name?: string;
  Text?: string;
  DeliveryFrom?: string;
  DeliveryTo?: string;
}

export interface DeliveryDates {
  Dates: DeliveryDate[];
  PreSalePeriods: PreSalePeriod[];
}

export interface DropSize {
  DropSizeLimit: number;
  FormattedDropSizeLimit: string;
  BasketSubTotal: number;
  /** Amount still missing to reach the drop size; 0 when reached. */
  MissingAmount: number;
  FormattedMissingAmount: string;
  IsReached: boolean;
}

/** SPEC section 3 Brand; LogoImageUrl is filled from the brand logo list (see shared/domain/brand-list.ts). */
export interface Brand {
  Id: string;
  BrandId: string;
  SupplierId: string;
  NavigationTitle: string;
  Url: string;
  SplashImageUrl: string;
  LogoImageUrl?: string;
}

export interface BrandLogo {
  Id: string;
  NormalUrl: string;
}
