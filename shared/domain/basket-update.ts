/**
 * Basket update payloads and how several of them become one (SPEC section 4, Basket updates).
 * Pure: the update queue in shared/stores/basket sends what `mergeUpdates` returns.
 */
export interface ProductChange {
  ProductId: string;
  /** Absolute quantity of the line after the change; 0 removes the line. */
  Quantity: number;
  QuickSaleId?: string | null;
  SalesUnit?: { Code: string; Quantity: number };
  Tracking?: { ListName: string; Position: number };
  LineId?: string;
}

export interface BasketUpdate {
  Delivery?: { ExpectedDate: string; PreSaleIndicator?: boolean };
  References?: { OrderReference: string };
  Message?: string;
  SeparateInvoice?: boolean;
  Products?: ProductChange[];
  triggerValidation?: boolean;
}

/** SPEC section 3: the line lookup key is the product Id plus the chosen quick-sale Id; an explicit LineId names the line itself. */
export function lineKey(change: Pick<ProductChange, 'ProductId' | 'QuickSaleId' | 'LineId'>): string {
  return change.LineId ? `line:${change.LineId}` : `product:${change.ProductId}|${change.QuickSaleId ?? ''}`;
}

/**
 * Merges updates in the order they were made: the last Delivery, References, Message and
 * SeparateInvoice win; product changes are combined, and since quantities are absolute the later
 * change of a line replaces the earlier one (keeping the line's first position); validation is
 * requested if any update asked for it.
 */
export function mergeUpdates(updates: readonly BasketUpdate[]): BasketUpdate {
  const merged: BasketUpdate = {};
  const products = new Map<string, ProductChange>();
  for (const u of updates) {
    if (u.Delivery !== undefined) merged.Delivery = u.Delivery;
    if (u.References !== undefined) merged.References = u.References;
    if (u.Message !== undefined) merged.Message = u.Message;
    if (u.SeparateInvoice !== undefined) merged.SeparateInvoice = u.SeparateInvoice;
    if (u.triggerValidation) merged.triggerValidation = true;
    for (const p of u.Products ?? []) products.set(lineKey(p), p);
  }
  if (products.size > 0) merged.Products = [...products.values()];
  return merged;
}

/** True when an update would change nothing (nothing to send). */
export function isEmptyUpdate(u: BasketUpdate): boolean {
  return u.Delivery === undefined && u.References === undefined && u.Message === undefined && u.SeparateInvoice === undefined && !u.triggerValidation && !(u.Products?.length);
}
