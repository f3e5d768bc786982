import { beforeEach, describe, expect, it } from 'vitest';
import { KEEPALIVE_BUDGET_BYTES, keepaliveBytesLeft } from '../../../shared/api/http/keepalive';
import type { BasketUpdate } from '../../../shared/domain/basket/basket-update';
import { sendUpdatesOnLeave } from '../../../shared/stores/basket/leave-flush';
import { reloadPageContext } from '../../../shared/context/page-context';

/** Chromium's keepalive limit: 64 KiB of bodies in flight per page, beacons (sendBeacon) included. */
const BROWSER_LIMIT = 64 * 1024;

function lines(count: number, from = 0): BasketUpdate {
  return {
    Products: Array.from({ length: count }, (_, i) => ({
      ProductId: String(100000 + from + i),
      Quantity: 1 + i,
      Version: 1795000000000 + i,
      Tracking: { ListName: 'search-results-with-a-long-list-name', Position: i },
    })),
  };
}

function recorder() {
  const bodies: { url: string; body: string; keepalive: boolean; headers: Record<string, string> }[] = [];
  const pending: (() => void)[] = [];
  const send = ((url: string, init: RequestInit) => {
    bodies.push({
      url,
      body: String(init.body),
      keepalive: init.keepalive === true,
      headers: init.headers as Record<string, string>,
    });
    return new Promise<Response>((resolve) => pending.push(() => resolve(new Response('{}'))));
  }) as typeof fetch;
  return { bodies, pending, send };
}

beforeEach(() => {
  document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify({ isAuthenticated: true })}</script>`;
  reloadPageContext();
});

describe('page-leave flush (one keepalive budget for the page)', () => {
  it('sends a small batch in one keepalive PUT to the basket, naming the customer it is for', () => {
    const { bodies, send } = recorder();
    expect(sendUpdatesOnLeave([{ basketId: 'B1', update: lines(2) }], { 'X-Customer-Id': 'C1000' }, send)).toBe(0);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.url).toContain('checkout/basket?id=B1');
    expect(bodies[0]!.keepalive).toBe(true);
    expect(bodies[0]!.headers['X-Customer-Id']).toBe('C1000');
  });

  it("two large baskets and a beacon: the baskets take at most the bundle's budget, the rest stays stored for the next load", () => {
    const { bodies, send } = recorder();
    const left = sendUpdatesOnLeave(
      [
        { basketId: 'B1', update: lines(300) },
        { basketId: 'B2', update: lines(300, 1000) },
      ],
      {},
      send,
    );
    const sent = bodies.reduce((n, b) => n + new TextEncoder().encode(b.body).length, 0);
    expect(sent).toBeLessThanOrEqual(KEEPALIVE_BUDGET_BYTES);
    // An analytics beacon of up to 16 KiB (a tracker script's, as the page goes) still fits the browser's limit.
    expect(BROWSER_LIMIT - sent).toBeGreaterThanOrEqual(16 * 1024);
    expect(bodies.some((b) => b.url.includes('id=B1'))).toBe(true);
    expect(left).toBeGreaterThan(0);
    const sentLines = bodies.reduce((n, b) => n + ((JSON.parse(b.body) as BasketUpdate).Products?.length ?? 0), 0);
    expect(sentLines + left).toBe(600); // nothing silently dropped: what was not sent is counted (and stays stored)
  });

  it('the budget comes back when a keepalive request has been answered', async () => {
    const { pending, send } = recorder();
    sendUpdatesOnLeave([{ basketId: 'B1', update: lines(100) }], {}, send);
    expect(keepaliveBytesLeft()).toBeLessThan(KEEPALIVE_BUDGET_BYTES);
    for (const answer of pending) answer();
    await new Promise((r) => setTimeout(r, 0));
    expect(keepaliveBytesLeft()).toBe(KEEPALIVE_BUDGET_BYTES);
  });
});
