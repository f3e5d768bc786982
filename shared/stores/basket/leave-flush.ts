import type { BasketUpdate } from '../../domain/basket-update';
import { apiUrl } from '../../api/client';
import { browserEnvironment, crossCuttingHeaders } from '../../api/cross-cutting';

/** Browsers allow at most 64 KiB of keepalive request bodies in flight; stay a little under it. */
export const KEEPALIVE_BUDGET_BYTES = 60 * 1024;

/**
 * Sends a basket's last batch as the page is hidden or left. A keepalive fetch outlives the page,
 * unlike the API client's requests. A batch over the budget is split by product lines, and lines
 * beyond the budget are logged (a 500 ms window never holds that many in practice).
 */
export function sendUpdateOnLeave(basketId: string, update: BasketUpdate, send: typeof fetch = fetch): void {
  const url = apiUrl('checkout/basket', { id: basketId });
  const headers = { 'Content-Type': 'application/json', ...crossCuttingHeaders(browserEnvironment('')) };
  let budget = KEEPALIVE_BUDGET_BYTES;
  const post = (body: BasketUpdate): boolean => {
    const json = JSON.stringify(body);
    const size = new TextEncoder().encode(json).length;
    if (size > budget) return false;
    budget -= size;
    send(url, { method: 'PUT', body: json, headers, keepalive: true, credentials: 'same-origin' }).catch(() => {});
    return true;
  };
  if (post(update)) return;
  const { Products = [], ...rest } = update;
  let batch: BasketUpdate = { ...rest, Products: [] };
  const dropped: string[] = [];
  for (const p of Products) {
    const next = { ...batch, Products: [...(batch.Products ?? []), p] };
    if (JSON.stringify(next).length < 16 * 1024) {
      batch = next;
      continue;
    }
    if (!post(batch)) dropped.push(...(batch.Products ?? []).map((x) => x.ProductId));
    batch = { Products: [p] };
  }
  if (!post(batch)) dropped.push(...(batch.Products ?? []).map((x) => x.ProductId));
  if (dropped.length) console.error(`[wsh] basket ${basketId}: ${dropped.length} changes could not be sent as the page closed (over the keepalive budget)`, dropped);
}
