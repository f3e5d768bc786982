import type { BasketUpdate } from '../../domain/basket/basket-update';
import { apiUrl } from '../../api/http/client';
import { crossCuttingHeaders } from '../../api/http/cross-cutting';
import { byteLength, keepaliveBytesLeft, sendKeepalive } from '../../api/http/keepalive';

/** Bodies are cut at this size so that one large basket does not take the whole page budget in one piece. */
const PIECE_BYTES = 16 * 1024;

/**
 * Sends baskets' unconfirmed changes as the page is left: a keepalive fetch outlives the page, unlike the
 * API client's requests. Each basket's changes go in one body when it fits the page's keepalive budget,
 * else in pieces of product lines; what does not fit is not sent now and stays in the session store, so
 * the next page load of this tab sends it. Returns the number of product changes left for that load.
 */
export function sendUpdatesOnLeave(
  batches: { basketId: string; update: BasketUpdate }[],
  writeHeaders: Record<string, string> = {},
  send: typeof fetch = fetch,
): number {
  const headers = {
    'Content-Type': 'application/json',
    ...crossCuttingHeaders(location.href),
    ...writeHeaders,
  };
  let left = 0;
  for (const { basketId, update } of batches) {
    const url = apiUrl('checkout/basket', { id: basketId });
    const post = (body: BasketUpdate) =>
      sendKeepalive(url, { method: 'PUT', body: JSON.stringify(body), headers, credentials: 'same-origin' }, send);
    if (byteLength(JSON.stringify(update)) <= Math.min(PIECE_BYTES, keepaliveBytesLeft()) && post(update)) continue;
    const { Products = [], ...rest } = update;
    let piece: BasketUpdate = { ...rest };
    const flushPiece = () => {
      if (!post(piece)) left += piece.Products?.length ?? 0;
      piece = {};
    };
    for (const p of Products) {
      const next: BasketUpdate = { ...piece, Products: [...(piece.Products ?? []), p] };
      if (piece.Products?.length && byteLength(JSON.stringify(next)) > PIECE_BYTES) {
        flushPiece();
        piece = { Products: [p] };
      } else piece = next;
    }
    flushPiece();
  }
  if (left) console.warn(`[wsh] ${left} basket changes kept for the next page load`);
  return left;
}
