import type { Product } from '../../shared/domain/models';

/** What the product page says about stock (SPEC 3 Product: Stock, IsStockManaged, Availability). */
export type StockStatus =
  /** Availability.IsDirectlyReplaced: buy the direct replacement instead. */
  | { kind: 'replaced' }
  /** In stock, or not stock-managed (then always orderable). */
  | { kind: 'inStock' }
  /** Out of stock with a known restock date (ISO). */
  | { kind: 'restock'; date: string }
  | { kind: 'outOfStock' };

export function stockStatus(product: Product): StockStatus {
  if (product.Availability?.IsDirectlyReplaced) return { kind: 'replaced' };
  if (!product.IsStockManaged || (product.Stock?.InStockQuantity ?? 0) > 0) return { kind: 'inStock' };
  const restock = product.Availability?.RestockDate;
  return restock ? { kind: 'restock', date: restock } : { kind: 'outOfStock' };
}

/** Delivery on the basket's expected date (SPEC 3 Deliverability, Deadline); null before it is known. */
export type DeliveryStatus =
  | { kind: 'deliverable'; date: string; deadline: string | null }
  | { kind: 'notDeliverable'; date: string }
  | null;

export function deliveryStatus(product: Product): DeliveryStatus {
  const d = product.Deliverability;
  if (!d?.ExpectedDeliveryDate) return null;
  return d.IsDeliverable
    ? { kind: 'deliverable', date: d.ExpectedDeliveryDate, deadline: product.Deadline ?? null }
    : { kind: 'notDeliverable', date: d.ExpectedDeliveryDate };
}

/** The ids to show as replacements, the direct replacement first, each once, never the product itself. */
export function replacementIds(product: Product): { id: string; direct: boolean }[] {
  const direct = product.Related?.DirectReplacement ?? null;
  const ids = [direct, ...(product.Related?.Replacements ?? [])].filter(
    (id): id is string => !!id && id !== product.Id,
  );
  return [...new Set(ids)].map((id) => ({ id, direct: id === direct }));
}
