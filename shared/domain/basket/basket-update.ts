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
  /**
   * When the change was made (ms, strictly increasing per tab). The server applies a line's change
   * only if it is not older than the last one it applied to that line, so a batch that arrives late
   * (a retried PUT overtaken by the keepalive flush, a replay) never brings an older value back.
   */
  Version?: number;
}

export interface BasketUpdate {
  Delivery?: { ExpectedDate: string; PreSaleIndicator?: boolean };
  References?: { OrderReference: string };
  Message?: string;
  SeparateInvoice?: boolean;
  Products?: ProductChange[];
  triggerValidation?: boolean;
  /** Version of the newest Delivery, References, Message or SeparateInvoice in the batch (see ProductChange.Version). */
  Version?: number;
}

/** SPEC section 3: the line lookup key is the product Id plus the chosen quick-sale Id; an explicit LineId names the line itself. */
export function lineKey(change: Pick<ProductChange, 'ProductId' | 'QuickSaleId' | 'LineId'>): string {
  return change.LineId ? `line:${change.LineId}` : `product:${change.ProductId}|${change.QuickSaleId ?? ''}`;
}

/** The key a row looks its line up by (product Id plus quick-sale Id), also for a change that names its LineId. */
export function productKey(change: Pick<ProductChange, 'ProductId' | 'QuickSaleId'>): string {
  return `product:${change.ProductId}|${change.QuickSaleId ?? ''}`;
}

/**
 * Merges updates in the order they were made: the last Delivery, References, Message and
 * SeparateInvoice win; product changes are combined, and since quantities are absolute the later
 * change of a line replaces the earlier one. A line can be named by its LineId or by product and
 * quick sale (the checkout names LineIds, the catalogue products): a later change under either name
 * replaces an earlier one under the other, and moves to the end, so the server, applying the batch
 * in order, ends with the latest quantity. Validation is requested if any update asked for it.
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
    if (u.Version !== undefined) merged.Version = Math.max(merged.Version ?? 0, u.Version);
    for (const p of u.Products ?? []) {
      const product = productKey(p);
      for (const [key, earlier] of products) {
        if (key === lineKey(p) || productKey(earlier) === product || (p.LineId && earlier.LineId === p.LineId))
          products.delete(key);
      }
      products.set(lineKey(p), p);
    }
  }
  if (products.size > 0) merged.Products = [...products.values()];
  return merged;
}

/**
 * Splits a batch into one update per product change plus one for the rest (delivery, references,
 * message, invoice), so that a batch the server refused as a whole (400) can be sent again piece by
 * piece: one bad line must not take the good ones down with it.
 */
export function splitUpdate(update: BasketUpdate): BasketUpdate[] {
  const { Products = [], triggerValidation, ...rest } = update;
  const validation = triggerValidation ? { triggerValidation } : {};
  const hasFields =
    rest.Delivery !== undefined ||
    rest.References !== undefined ||
    rest.Message !== undefined ||
    rest.SeparateInvoice !== undefined;
  const parts: BasketUpdate[] = hasFields ? [{ ...rest, ...validation }] : [];
  for (const p of Products) parts.push({ Products: [p], ...validation });
  return parts;
}

/** The key under which a refused change of the order details (delivery, reference, message, invoice) is shown. */
export const DETAILS_KEY = 'details';

/** The row keys (product Id plus quick-sale Id) an update changes, and DETAILS_KEY when it changes the order details. */
export function changedRowKeys(update: BasketUpdate): string[] {
  const keys = (update.Products ?? []).map(productKey);
  const details =
    update.Delivery !== undefined ||
    update.References !== undefined ||
    update.Message !== undefined ||
    update.SeparateInvoice !== undefined;
  return details ? [...keys, DETAILS_KEY] : keys;
}

/** True when an update would change nothing (nothing to send). */
export function isEmptyUpdate(u: BasketUpdate): boolean {
  return (
    u.Delivery === undefined &&
    u.References === undefined &&
    u.Message === undefined &&
    u.SeparateInvoice === undefined &&
    !u.triggerValidation &&
    !u.Products?.length
  );
}
