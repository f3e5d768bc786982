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

export interface Product {
  Id: string;
  DisplayName: string;
  Brand?: { Value: string };
  SalesUnits: { Values: SalesUnit[] };
  QuickSales?: { Values: QuickSale[] };
  Stock?: { InStockQuantity: number } | null;
  IsStockManaged: boolean;
  IsSampleItem?: boolean;
  Deliverability?: { IsDeliverable: boolean; ExpectedDeliveryDate: string };
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
