/**
 * One keepalive byte budget for the whole page. Browsers allow at most 64 KiB of keepalive bodies in
 * flight per page, shared with `navigator.sendBeacon` (analytics tracker scripts use it as the page is
 * left), so the bundle keeps 48 KiB for itself and leaves the rest to the beacons of others. A body
 * that does not fit is not sent; the caller keeps it (the basket's changes stay stored for the next load).
 */
export const KEEPALIVE_BUDGET_BYTES = 48 * 1024;

let inFlight = 0;

export const byteLength = (body: string) => new TextEncoder().encode(body).length;

/** Bytes of the budget not taken by keepalive requests still in flight. */
export const keepaliveBytesLeft = () => KEEPALIVE_BUDGET_BYTES - inFlight;

/** Sends a request that outlives the page, if its body fits the budget; false when it did not fit or could not start. */
export function sendKeepalive(url: string, init: RequestInit & { body: string }, send: typeof fetch = fetch): boolean {
  const size = byteLength(init.body);
  if (size > keepaliveBytesLeft()) return false;
  inFlight += size;
  const release = () => {
    inFlight -= size;
  };
  try {
    send(url, { ...init, keepalive: true }).then(release, release);
  } catch {
    release();
    return false;
  }
  return true;
}
