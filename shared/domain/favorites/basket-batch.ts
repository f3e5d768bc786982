/**
 * Putting a favourite list's products into the basket in one batch (issue #12: "select products and put
 * them, or the whole list, into the basket as one batch"). Pure: the details screen passes the products
 * it shows and the quantities already in the basket, and sends the changes as one basket update (the
 * update engine merges them into one PUT, SPEC 4).
 *
 * A product already in the basket keeps its quantity (the batch adds, it never overwrites what the user
 * typed); a product that is not there gets 1 of its default sales unit (the sales unit's minimum: one
 * whole unit). Products that cannot be ordered are left out, each with the reason the screen states.
 */
import type { ProductChange } from '../basket/basket-update';
import { maxWholeUnitsInStock, stockRuleApplies } from '../basket/stock';
import type { Product, SalesUnit } from '../models';

/** Why a product was not put into the basket. */
export type BatchSkipReason =
  /** It is in the basket already: its quantity stays as it is. */
  | 'inBasket'
  /** The server does not know it (no product data), or it has no sales unit to order in. */
  | 'unavailable'
  /** Deliverability.IsDeliverable is false for the expected delivery date. */
  | 'notDeliverable'
  /** Stock-managed and not one whole sales unit in stock (SPEC 5). */
  | 'outOfStock';

/** The reasons in the order a screen lists them. */
export const BATCH_SKIP_REASONS: readonly BatchSkipReason[] = [
  'inBasket',
  'unavailable',
  'notDeliverable',
  'outOfStock',
];

/** Skipped products by reason, in BATCH_SKIP_REASONS order, each group in its products' order; no empty group. */
export function skippedByReason<T extends { reason: BatchSkipReason }>(
  skipped: readonly T[],
): { reason: BatchSkipReason; products: T[] }[] {
  return BATCH_SKIP_REASONS.map((reason) => ({ reason, products: skipped.filter((s) => s.reason === reason) })).filter(
    (group) => group.products.length > 0,
  );
}

export interface BasketBatch {
  /** One change per product to add, in list order: quantity 1 of the default sales unit. */
  changes: ProductChange[];
  /** The products the changes add, in list order. */
  added: string[];
  /** The products left out, in list order, with their reason. */
  skipped: { id: string; reason: BatchSkipReason }[];
}

/** The unit a new line is ordered in: the default sales unit, else the first. */
export function batchSalesUnit(product: Pick<Product, 'SalesUnits'>): SalesUnit | undefined {
  const units = product.SalesUnits?.Values ?? [];
  return units.find((u) => u.IsDefault) ?? units[0];
}

function skipReason(product: Product | undefined, inBasket: number): BatchSkipReason | SalesUnit {
  if (inBasket > 0) return 'inBasket';
  const unit = product && batchSalesUnit(product);
  if (!product || !unit) return 'unavailable';
  if (product.Deliverability?.IsDeliverable === false) return 'notDeliverable';
  if (stockRuleApplies(product) && maxWholeUnitsInStock(product.Stock?.InStockQuantity, unit.Quantity) < 1)
    return 'outOfStock';
  return unit;
}

/**
 * The batch for `ids` (list order; each id once): `product(id)` is what the list knows of the product
 * (undefined: nothing), `quantityInBasket(id)` the quantity of its lines in the basket now.
 */
export function basketBatch(
  ids: readonly string[],
  product: (id: string) => Product | undefined,
  quantityInBasket: (id: string) => number,
): BasketBatch {
  const batch: BasketBatch = { changes: [], added: [], skipped: [] };
  for (const id of new Set(ids)) {
    const outcome = skipReason(product(id), quantityInBasket(id));
    if (typeof outcome === 'string') {
      batch.skipped.push({ id, reason: outcome });
      continue;
    }
    batch.changes.push({ ProductId: id, Quantity: 1, SalesUnit: { Code: outcome.Code, Quantity: outcome.Quantity } });
    batch.added.push(id);
  }
  return batch;
}
