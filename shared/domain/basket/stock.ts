/**
 * The stock rule of SPEC section 5. Pure, so the quantity input, the basket lines and checkout all
 * apply the same figures: "a line is out of stock if its quantity exceeds in-stock quantity divided by
 * sales unit quantity, or if there is no stock figure; applied to quick sales and stock-managed products."
 */
import type { Product, SalesUnit } from '../models';

/** A stock figure as the API sends it: absent or null means "no stock figure". */
export type StockFigure = number | null | undefined;

export interface StockLine {
  /** Ordered quantity, in sales units. */
  quantity: number;
  /** In-stock quantity in base units (pieces). */
  inStockQuantity: StockFigure;
  /** Base units per sales unit (e.g. 6 for a carton of six). */
  salesUnitQuantity: number;
  /** Whether the rule applies at all (see `stockRuleApplies`). */
  appliesStockRule: boolean;
}

/**
 * A missing or non-positive unit quantity counts as 1, as the server does, so bad data never divides
 * by zero into "unlimited stock".
 */
const unitSize = (salesUnitQuantity: number): number => (salesUnitQuantity > 0 ? salesUnitQuantity : 1);

/** Whole sales units in stock: floor(in stock / unit quantity); 0 without a stock figure. */
export function maxWholeUnitsInStock(inStockQuantity: StockFigure, salesUnitQuantity: number): number {
  if (inStockQuantity === null || inStockQuantity === undefined || !Number.isFinite(inStockQuantity)) return 0;
  return Math.max(0, Math.floor(inStockQuantity / unitSize(salesUnitQuantity)));
}

/** SPEC 5: out of stock when the quantity exceeds stock / unit quantity, or there is no stock figure. */
export function isOutOfStock({ quantity, inStockQuantity, salesUnitQuantity, appliesStockRule }: StockLine): boolean {
  if (!appliesStockRule) return false;
  if (inStockQuantity === null || inStockQuantity === undefined) return true;
  return quantity > inStockQuantity / unitSize(salesUnitQuantity);
}

/** The rule applies to quick-sale lines and to stock-managed products. */
export function stockRuleApplies(product: Pick<Product, 'IsStockManaged'>, quickSaleId?: string | null): boolean {
  return !!quickSaleId || product.IsStockManaged;
}

/** The stock figure of a line: the quick sale's own stock, else the product's; undefined when none is known. */
export function stockFor(
  product: Pick<Product, 'Stock' | 'QuickSales'>,
  quickSaleId?: string | null,
): number | undefined {
  if (quickSaleId) return product.QuickSales?.Values.find((q) => q.Id === quickSaleId)?.InStockQuantity;
  return product.Stock?.InStockQuantity;
}

/**
 * The most sales units a visitor may enter (SPEC 5: "the entered quantity may not exceed whole sales
 * units in stock"), or null when the stock rule does not apply and any quantity may be entered.
 */
export function maxEnterableQuantity(
  product: Product,
  salesUnit: Pick<SalesUnit, 'Quantity'>,
  quickSaleId?: string | null,
): number | null {
  if (!stockRuleApplies(product, quickSaleId)) return null;
  return maxWholeUnitsInStock(stockFor(product, quickSaleId), salesUnit.Quantity);
}
