/**
 * Rules of the product list (SPEC sections 4 and 9): two-step loading (basic products first, then
 * snapshots in chunks of the page context's catalogue chunk size), rendering in 8 parts 50 ms
 * apart, the initial limit of 400 rows, and prices in the user's price display mode. Pure, so the
 * search page, brands, favourites and campaigns all apply the same figures.
 */
import type { Product, ProductBasic, QuickSale, SalesUnit } from '../models';
import { TIMING } from '../../lib/timing';

/** SPEC 9: product list initial limit. */
export const PRODUCT_LIST_INITIAL_LIMIT = 400;
/** SPEC 9: product rendering in 8 parts ... */
export const PRODUCT_RENDER_PARTS = 8;
/** ... with 50 ms steps. */
export const PRODUCT_RENDER_STEP_MS = TIMING.productRenderStep;
/** The page context accepts 1-400 (docs/cms-editors.md, page-context fields); clamped again so bad input never loops. */
const MAX_CHUNK = 400;

/** The price display modes of the user settings (SPEC 3); FormattedPrices is keyed by them. */
export type PriceDisplayMode = 'SalesUnit' | 'BaseUnit' | 'Kilo';
export const DEFAULT_PRICE_DISPLAY_MODE: PriceDisplayMode = 'SalesUnit';
const PRICE_DISPLAY_MODES: readonly string[] = ['SalesUnit', 'BaseUnit', 'Kilo'] satisfies PriceDisplayMode[];

/** The price display mode the user settings name (SPEC 3); a name we do not know, or none yet, shows sales-unit prices. */
export const priceDisplayModeOf = (name: string | undefined): PriceDisplayMode =>
  name !== undefined && PRICE_DISPLAY_MODES.includes(name) ? (name as PriceDisplayMode) : DEFAULT_PRICE_DISPLAY_MODE;

const clampChunk = (size: number) => Math.min(MAX_CHUNK, Math.max(1, Math.floor(Number.isFinite(size) ? size : 1)));

/** SPEC 4: the ids of a list in snapshot requests of `chunkSize` ids each, in list order. */
export function chunkIds(ids: readonly string[], chunkSize: number): string[][] {
  const size = clampChunk(chunkSize);
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += size) chunks.push(ids.slice(i, i + size));
  return chunks;
}

/** One rendering step: show the first `count` rows `delayMs` after the list arrived. */
export interface RenderStep {
  count: number;
  delayMs: number;
}

/**
 * Ours, not the spec's: how many rows a list draws in one frame when it draws in frames (issue #35): the first part
 * of a list that replaces another, and a store's change drawn in parts (shared/ui/data/use-store-in-parts.ts). Each
 * row's style, layout and paint come on top of the frame's own work: a search page's 24 new rows in one frame, or
 * the rows a favourite list's basket answer changes, were tasks over 50 ms at 4x CPU slowdown (bench (k)), and 12
 * a frame still came close. 8 rows fill the first screen of a search page on a phone and on a wide screen.
 */
export const ROWS_PER_FRAME = 8;

/**
 * SPEC 9: rows are rendered in at most 8 parts, 50 ms apart, the first at once; a part holds a
 * catalogue chunk of rows (the batch size), more when 8 chunks would not cover the list. So 400 rows
 * with the default chunk size 50 are 8 parts of 50, 120 rows are 3 parts (50, 50, 20), and 400 rows
 * with chunk size 20 are 8 parts of 50. `total` 0 gives no step.
 */
export function renderPlan(
  total: number,
  chunkSize: number,
  parts = PRODUCT_RENDER_PARTS,
  stepMs = PRODUCT_RENDER_STEP_MS,
): RenderStep[] {
  if (total <= 0) return [];
  const partSize = Math.max(clampChunk(chunkSize), Math.ceil(total / Math.max(1, parts)));
  const steps: RenderStep[] = [];
  for (let count = partSize, i = 0; ; count += partSize, i++) {
    steps.push({ count: Math.min(count, total), delayMs: i * stepMs });
    if (count >= total) return steps;
  }
}

/**
 * A plan whose first part is drawn over several frames, `rows` rows a frame: the first rows at once, each next
 * `rows` after the previous have painted (steps with the same delay). A first part no bigger than `rows` stays as it is.
 */
export function withFirstRowsFirst(plan: RenderStep[], rows = ROWS_PER_FRAME): RenderStep[] {
  const first = plan[0];
  if (!first || rows <= 0) return plan;
  const steps: RenderStep[] = [];
  for (let count = rows; count < first.count; count += rows) steps.push({ count, delayMs: first.delayMs });
  return [...steps, ...plan];
}

/** SPEC 9: the rows a list shows at first (400); a longer list offers the rest on request. */
export function limitRows<T>(items: readonly T[], limit = PRODUCT_LIST_INITIAL_LIMIT): T[] {
  return items.slice(0, Math.max(0, limit));
}

/**
 * A basic product as a Product, before its snapshot has landed: no stock figure and not stock-managed,
 * so the quantity input works at once (the server still validates the line).
 */
export function basicAsProduct(basic: ProductBasic): Product {
  return { ...basic, IsStockManaged: false } as Product;
}

/**
 * SPEC 4 second step: the snapshot fills in availability, price and stock. The snapshot wins for every
 * field it has; what only the basic list carries (e.g. markings) stays.
 */
export function mergeSnapshot(basic: ProductBasic, snapshot: Product): Product {
  return { ...basic, ...snapshot };
}

/**
 * Whether a stored snapshot is still right for the expected delivery date. A snapshot fetched before the
 * date was known (null) was judged by the server for the default basket's date, which it reports in
 * Deliverability.ExpectedDeliveryDate: if that is the date now known, there is nothing to refetch.
 */
export function isSnapshotCurrent(
  entry: { date: string | null; product: Product } | undefined,
  date: string | null,
): boolean {
  if (!entry) return false;
  if (entry.date === date) return true;
  if (entry.date !== null || date === null) return false;
  return entry.product.Deliverability?.ExpectedDeliveryDate?.slice(0, 10) === date.slice(0, 10);
}

/** The base unit: the sales unit of quantity 1, if the product has one. */
export const baseUnitOf = (units: readonly SalesUnit[]): SalesUnit | undefined => units.find((u) => u.Quantity === 1);

/** A price in the user's price display mode, and what it is per: a unit's name, or "kg". */
export interface ShownPrice {
  price: string;
  per: string;
}

/**
 * The price of a sales unit in the price display mode (SPEC 3 FormattedPrices, keyed by mode): per
 * sales unit, per base unit (the unit of quantity 1) or per kilo. A mode the unit has no price for
 * falls back to the sales-unit price, so a row never shows an empty price.
 */
export function unitPrice(
  units: readonly SalesUnit[],
  unit: SalesUnit,
  mode: PriceDisplayMode = DEFAULT_PRICE_DISPLAY_MODE,
): ShownPrice | null {
  const prices = unit.FormattedPrices ?? {};
  const own = prices[mode];
  if (own && mode === 'Kilo') return { price: own, per: 'kg' };
  if (own && mode === 'BaseUnit') return { price: own, per: baseUnitOf(units)?.TextSingular ?? unit.TextSingular };
  const sales = prices.SalesUnit ?? '';
  return sales ? { price: sales, per: unit.TextSingular } : null;
}

/** Quick-sale fields the API sends beyond SPEC 3 (the mock does; a real server may not). */
export type QuickSaleView = QuickSale & {
  FormattedPrice?: string;
  SalesUnitCode?: string;
  BestBeforeDate?: string;
  Text?: string;
};

/** The sales unit a quick sale is sold in (by its code), else the product's default unit. */
export function quickSaleUnitIndex(units: readonly SalesUnit[], quickSale: QuickSaleView): number {
  const byCode = quickSale.SalesUnitCode ? units.findIndex((u) => u.Code === quickSale.SalesUnitCode) : -1;
  if (byCode >= 0) return byCode;
  return Math.max(
    0,
    units.findIndex((u) => u.IsDefault),
  );
}

/** SPEC 3 quick sale types: Bargain (0), FoodWaste (1). */
export const quickSaleKind = (type: number): 'bargain' | 'foodWaste' => (type === 1 ? 'foodWaste' : 'bargain');
