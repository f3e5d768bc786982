import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '../../../shared/events/bus';
import {
  $basket,
  $currentSaveStatus,
  flushBasket,
  isUnsavedChangesError,
  loadBasket,
  retryUnsavedChanges,
  setLineQuantity,
  switchBasket,
} from '../../../shared/stores/basket/basket';
import { resetModules } from '../../support/module-reset-hooks';
import { placeWebOrder } from '../../../shared/stores/basket/web-order';
import { reloadPageContext } from '../../../shared/context/page-context';
import { keepUnsent } from '../../../shared/stores/basket/unsent-storage';
import { call, useMockApi } from '../../fixtures/mock-api';
import { pageOwner } from '../../support/page-owner';
import { BASKET_RETRY_DELAYS } from '../../../shared/domain/basket/basket-save';

const { db, server } = useMockApi();
const BASKET = 'checkout/basket';
const apiPath = (path: string) => new RegExp(`/api/${path}(\\?|$)`);

beforeEach(() => {
  document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify({ isAuthenticated: true, language: 'en' })}</script>`;
  reloadPageContext();
});

const firstLine = () => $basket.get()!.LineItems[0]!;
const serverQuantity = (productId: string, basketId = 'B-1001') =>
  db.data.baskets.baskets.find((b) => b.Id === basketId)!.LineItems.find((l) => l.ProductId === productId)?.Quantity;
const puts = () => db.basketUpdates.length;

/**
 * Holds the first PUT of the basket that sets `quantity` until `release()` (`arrived` resolves when it
 * reached the server); every other PUT goes straight to the mock.
 */
function holdPut(quantity: number) {
  let release!: () => void;
  let arrive!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const arrived = new Promise<void>((r) => (arrive = r));
  let held = false;
  server.use(
    http.put(apiPath(BASKET), async ({ request }) => {
      const body = (await request.clone().json()) as { Products?: { Quantity: number }[] };
      if (held || body.Products?.[0]?.Quantity !== quantity) return undefined;
      held = true;
      arrive();
      await gate;
      return undefined; // on to the mock's own handler, which applies the batch now
    }),
  );
  return { arrived, release: () => release() };
}

describe('basket failures (issue: nothing a buyer types is lost or misapplied)', () => {
  it('final flush fails, then "Place order" sends no order and the change stays unsaved', async () => {
    await loadBasket();
    const line = firstLine();
    db.setScenario('basket-update-500');
    setLineQuantity({ ProductId: line.ProductId, Quantity: line.Quantity + 4 });
    const ordersBefore = db.data.orders.orders.length;
    const error = await placeWebOrder({ Message: '' }).catch((e: unknown) => e);
    expect(isUnsavedChangesError(error)).toBe(true);
    expect(db.data.orders.orders).toHaveLength(ordersBefore);
    expect(serverQuantity(line.ProductId)).toBe(line.Quantity);
    expect($currentSaveStatus.get()?.pending).toEqual([`product:${line.ProductId}|${line.QuickSaleId ?? ''}`]);
  });

  it('a 500 answered three times and then 200 ends with the typed quantity and nothing unsaved', async () => {
    await loadBasket();
    const line = firstLine();
    db.setScenario('basket-update-500x3');
    vi.useFakeTimers();
    setLineQuantity({ ProductId: line.ProductId, Quantity: 13 });
    // The 500 ms batch, then one retry after each of the first three delays (the schedule itself is
    // update-queue.test.ts's): the fourth send is the one the server takes.
    await vi.advanceTimersByTimeAsync(500);
    for (const delay of BASKET_RETRY_DELAYS.slice(0, 3)) await vi.advanceTimersByTimeAsync(delay);
    vi.useRealTimers();
    await waitFor(() => expect(serverQuantity(line.ProductId)).toBe(13));
    expect(db.faults.failedUpdates).toBe(3);
    await waitFor(() => expect($currentSaveStatus.get()?.phase).toBe('idle'));
    expect($basket.get()!.LineItems[0]!.Quantity).toBe(13);
  });

  it('a dropped connection is retried like a 500 (quantities are absolute)', async () => {
    await loadBasket();
    const line = firstLine();
    let drops = 1;
    server.use(http.put(apiPath(BASKET), () => (drops-- > 0 ? HttpResponse.error() : undefined)));
    setLineQuantity({ ProductId: line.ProductId, Quantity: 21 });
    expect(await flushBasket()).toMatchObject({ saved: false, failure: 'transient' });
    await waitFor(() => expect(serverQuantity(line.ProductId)).toBe(21));
  });

  it('a GET older than a PUT landing last is dropped', async () => {
    await loadBasket();
    const line = firstLine();
    const old = structuredClone($basket.get()!);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      http.get(
        apiPath(BASKET),
        async () => {
          await gate;
          return HttpResponse.json({ Model: old });
        },
        { once: true },
      ),
    );
    const reload = loadBasket('B-1001'); // a background reload (return to the tab, another tab's change)
    setLineQuantity({ ProductId: line.ProductId, Quantity: 31 });
    expect(await flushBasket()).toEqual({ saved: true });
    expect(firstLine().Quantity).toBe(31);
    release();
    await reload;
    expect(firstLine().Quantity).toBe(31);
  });

  it('a transient failure of a background reload keeps the basket shown', async () => {
    await loadBasket();
    const shown = $basket.get();
    server.use(http.get(apiPath(BASKET), () => HttpResponse.json({ Message: 'down' }, { status: 503 })));
    await loadBasket('B-1001');
    expect($basket.get()).toBe(shown);
  });

  // SPEC 4 (S4-08) "a basket fetch that fails when an id was given falls back to the default basket", as read
  // here (docs/areas/baskets.md): after a 404 or 400, yes (basket.test.ts); after a 5xx or no answer, no. Every
  // read by id is of the basket shown, which the buyer chose, and a change typed next must not go to another.
  for (const [what, answer] of [
    ['a 503', () => HttpResponse.json({ Message: 'down' }, { status: 503 })],
    ['no answer', () => HttpResponse.error()],
  ] as const)
    it(`S4-08: ${what} to a read by id asks for no default basket; the chosen basket stays and takes the next change`, async () => {
      await loadBasket();
      await switchBasket('B-1002'); // the buyer's choice, not the default (B-1001)
      const reads: string[] = [];
      server.events.on('request:start', ({ request }) => {
        const url = new URL(request.url);
        if (request.method === 'GET' && url.pathname.endsWith('/checkout/basket'))
          reads.push(url.searchParams.get('id') ?? 'default');
      });
      server.use(
        http.get(apiPath(BASKET), ({ request }) =>
          new URL(request.url).searchParams.has('id') ? answer() : undefined,
        ),
      );
      await loadBasket('B-1002'); // a background reload (back to the tab, another tab's change)
      server.events.removeAllListeners();
      expect(reads.length).toBeGreaterThan(0);
      expect(reads.every((id) => id === 'B-1002')).toBe(true);
      expect($basket.get()!.Id).toBe('B-1002');
      setLineQuantity({ ProductId: firstLine().ProductId, Quantity: 4 });
      expect(await flushBasket()).toEqual({ saved: true });
      expect(db.basketUpdates.map((u) => u.basketId)).toEqual(['B-1002']);
    });

  it('a 404 with queued changes gives one warning and one reload', async () => {
    await loadBasket();
    const line = firstLine();
    const warning = vi.fn();
    on('pageReloadWarning', warning);
    db.setScenario('basket-update-404');
    const { arrived, release } = holdPut(2);
    setLineQuantity({ ProductId: line.ProductId, Quantity: 2 });
    const flushed = flushBasket();
    await arrived;
    setLineQuantity({ ProductId: line.ProductId, Quantity: 3 }); // queued behind the flight
    const gets = vi.fn();
    server.events.on(
      'request:start',
      ({ request }) => request.method === 'GET' && request.url.includes('/checkout/basket') && gets(),
    );
    release();
    await flushed;
    await waitFor(() => expect(warning).toHaveBeenCalledOnce());
    await new Promise((r) => setTimeout(r, 700)); // past the queued change's 500 ms
    expect(warning).toHaveBeenCalledOnce();
    expect(gets).toHaveBeenCalledOnce();
    server.events.removeAllListeners();
  });

  it('batch A in flight, same line changed, page hidden: the server ends with the last value', async () => {
    await loadBasket();
    const line = firstLine();
    const { arrived, release } = holdPut(5);
    setLineQuantity({ ProductId: line.ProductId, Quantity: 5 });
    const a = flushBasket(); // A (5) is held in flight
    await arrived;
    setLineQuantity({ ProductId: line.ProductId, Quantity: 7 });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    release();
    await a;
    await waitFor(() => expect(serverQuantity(line.ProductId)).toBe(7));
    await waitFor(() => expect($currentSaveStatus.get()?.phase).toBe('idle'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('batch A in flight, same line changed, page left: the keepalive overtakes A and the server still ends with the last value', async () => {
    await loadBasket();
    const line = firstLine();
    const { arrived, release } = holdPut(5);
    setLineQuantity({ ProductId: line.ProductId, Quantity: 5 });
    const a = flushBasket();
    await arrived;
    setLineQuantity({ ProductId: line.ProductId, Quantity: 7 });
    window.dispatchEvent(new Event('pagehide')); // keepalive: A's 5 and the 7, merged to 7
    await waitFor(() => expect(serverQuantity(line.ProductId)).toBe(7));
    expect(db.basketUpdates.map((u) => JSON.stringify(u.payload))).toEqual([expect.stringContaining('"Quantity":7')]);
    release(); // A lands last, older than the 7
    await a;
    expect(db.basketUpdates.map((u) => JSON.stringify(u.payload))).toEqual([
      expect.stringContaining('"Quantity":7'), // keepalive
      expect.stringContaining('"Quantity":5'), // A, ignored: older than the 7
      expect.stringContaining('"Quantity":7'), // the queue's own send of the 7 (its answer is read)
    ]);
    expect(serverQuantity(line.ProductId)).toBe(7);
  });

  it('stored batches are replayed once on load and never over newer values', async () => {
    await loadBasket();
    const [x, y] = $basket.get()!.LineItems;
    resetModules(); // a new page load of this tab
    // Another tab set x to 9 after this tab typed 5 (its change never confirmed); y was typed only here.
    await call(`${BASKET}?id=B-1001`, {
      method: 'PUT',
      body: { Products: [{ ProductId: x!.ProductId, Quantity: 9, Version: 2000 }] },
    });
    keepUnsent(pageOwner(), 'B-1001', [
      {
        Products: [
          { ProductId: x!.ProductId, Quantity: 5, Version: 1000 },
          { ProductId: y!.ProductId, Quantity: 6, Version: 1000 },
        ],
      },
    ]);
    const before = puts();
    await loadBasket();
    await waitFor(() => expect(puts()).toBe(before + 1));
    await waitFor(() => expect(sessionStorage.getItem('wsh-basket-unsent')).toBeNull());
    expect(serverQuantity(x!.ProductId)).toBe(9);
    expect(serverQuantity(y!.ProductId)).toBe(6);
    await loadBasket();
    await new Promise((r) => setTimeout(r, 50));
    expect(puts()).toBe(before + 1); // once per page
  });

  it('a 401 on a basket update says sessionExpired once, keeps the change, and saves it after the next login', async () => {
    await loadBasket();
    const line = firstLine();
    const expired = vi.fn();
    on('sessionExpired', expired);
    db.setScenario('session-expired');
    setLineQuantity({ ProductId: line.ProductId, Quantity: 17 });
    expect(await flushBasket()).toMatchObject({ saved: false, failure: 'session' });
    setLineQuantity({ ProductId: line.ProductId, Quantity: 18 });
    expect(await flushBasket()).toMatchObject({ saved: false, failure: 'session' });
    expect(expired).toHaveBeenCalledOnce();
    expect($currentSaveStatus.get()?.phase).toBe('session');
    expect(sessionStorage.getItem('wsh-basket-unsent')).toContain('"Quantity":18');
    db.setScenario(null); // logged in again
    retryUnsavedChanges();
    await waitFor(() => expect(serverQuantity(line.ProductId)).toBe(18));
  });

  it('a PUT answered without Model is an error; the basket is read again and shows what the server saved', async () => {
    await loadBasket();
    const line = firstLine();
    const exception = vi.fn();
    on('exception', exception);
    db.setScenario('basket-update-no-model');
    setLineQuantity({ ProductId: line.ProductId, Quantity: 12 });
    expect(await flushBasket()).toMatchObject({ saved: false, failure: 'unreadable' });
    expect(exception).toHaveBeenCalledWith(expect.objectContaining({ path: 'checkout/basket' }));
    await waitFor(() => expect(firstLine().Quantity).toBe(12));
    expect(puts()).toBe(1); // not sent twice
  });
});
