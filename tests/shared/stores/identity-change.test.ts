import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '../../../shared/events/bus';
import { identityKey } from '../../../shared/domain/auth/identity';
import { $basket, loadBasket, setLineQuantity } from '../../../shared/stores/basket/basket';
import { readUnsent } from '../../../shared/stores/basket/unsent-storage';
import { changeIdentity } from '../../../shared/stores/identity-change';
import { reloadPageContext } from '../../../shared/context/page-context';
import { useMockApi } from '../../fixtures/mock-api';
import { pageOwner } from '../../support/page-owner';

// Issue #32, point 2 and 3: the one procedure of an identity change, and the tabs that hear of one.
const { db, server } = useMockApi();

beforeEach(() => {
  const context = { isAuthenticated: true, language: 'en', currentUserId: 'U1001', currentCustomerId: '512034' };
  document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify(context)}</script>`;
  reloadPageContext();
  // Read as an island reads it: the store follows the page's life from its first reader (the leave flush,
  // the `online` retry, the other tabs), which these tests are about.
  return $basket.listen(() => {});
});

const PRODUCT = '100228';
const sentQuantities = () =>
  db.basketUpdates.flatMap((u) =>
    ((u.payload as { Products?: { ProductId: string; Quantity: number }[] }).Products ?? [])
      .filter((p) => p.ProductId === PRODUCT)
      .map((p) => p.Quantity),
  );
const storedQuantities = () =>
  Object.values(readUnsent(pageOwner())).flatMap((updates) =>
    updates.flatMap((u) => (u.Products ?? []).map((p) => p.Quantity)),
  );
/** Waits longer than the 500 ms batch wait and the first retries: whatever would go out has gone. */
const quietFor = (ms = 1_200) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * With fake timers: a minute passes, past the 500 ms batch wait and every retry of BASKET_RETRY_DELAYS, so
 * whatever would ever go out has gone.
 */
const passAllWaits = () => vi.advanceTimersByTimeAsync(60_000);

async function changeMade(quantity: number) {
  if (!$basket.get()) await loadBasket();
  setLineQuantity({ ProductId: PRODUCT, Quantity: quantity });
}

describe('changeIdentity (issue #32: one way to change whose this tab is)', () => {
  it('sends what waits before the call, and nothing during or after it; a change made meanwhile is kept', async () => {
    vi.useFakeTimers();
    await changeMade(3);
    const change = await changeIdentity(async () => {
      expect(sentQuantities(), 'saved before the identity changes').toEqual([3]);
      setLineQuantity({ ProductId: PRODUCT, Quantity: 4 }); // typed while the call runs
      await passAllWaits();
      return 'next';
    });
    expect(change).toEqual({ done: true, value: 'next' });
    window.dispatchEvent(new Event('pagehide'));
    await passAllWaits();
    expect(sentQuantities()).toEqual([3]);
    expect(storedQuantities(), 'kept under the identity it was made under').toEqual([4]);
  });

  it('a call that fails lets writes go on: what waited is sent', async () => {
    await changeMade(3);
    await expect(
      changeIdentity(async () => {
        setLineQuantity({ ProductId: PRODUCT, Quantity: 5 });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await waitFor(() => expect(sentQuantities()).toEqual([3, 5]));
  });

  it('with `ask`, changes that cannot be saved stop it before the call; `anyway` goes on and forgets them', async () => {
    server.use(http.put(/\/api\/checkout\/basket(\?|$)/, () => HttpResponse.json({}, { status: 500 })));
    vi.useFakeTimers();
    await changeMade(6);
    let called = 0;
    const call = async () => void (called += 1);
    const first = await changeIdentity(call, { ask: true });
    expect(first).toMatchObject({ done: false, unsaved: { saved: false, failure: 'transient' } });
    expect(called).toBe(0);
    expect(await changeIdentity(call, { ask: true, anyway: true })).toMatchObject({ done: true });
    expect(called).toBe(1);
    // No retry, `online` retry or page leave writes them back afterwards.
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('pagehide'));
    await passAllWaits();
    expect(readUnsent(pageOwner())).toEqual({});
  });

  it('tells the other tabs, which stop writing and ask for a reload; their changes stay theirs', async () => {
    await loadBasket();
    const warnings: string[] = [];
    const off = on('pageReloadWarning', ({ reason }) => warnings.push(reason));
    const otherTab = new BroadcastChannel('wsh-basket');
    otherTab.postMessage({ type: 'identity', key: identityKey({ isAuthenticated: false } as never) });
    await waitFor(() => expect(warnings).toEqual(['identity-changed']));
    setLineQuantity({ ProductId: PRODUCT, Quantity: 8 });
    await quietFor();
    expect(sentQuantities()).toEqual([]);
    expect(storedQuantities()).toEqual([8]);
    otherTab.close();
    off();
  });

  it('a tab of the same identity starting up changes nothing', async () => {
    await loadBasket();
    const warnings: string[] = [];
    const off = on('pageReloadWarning', ({ reason }) => warnings.push(reason));
    const otherTab = new BroadcastChannel('wsh-basket');
    otherTab.postMessage({ type: 'identity', key: pageOwner() });
    setLineQuantity({ ProductId: PRODUCT, Quantity: 2 });
    await waitFor(() => expect(sentQuantities()).toEqual([2]));
    expect(warnings).toEqual([]);
    otherTab.close();
    off();
  });

  it('a basket call refused with 409 (the session orders for another customer now): no fallback, a reload asked for, the change kept', async () => {
    await loadBasket();
    const warnings: string[] = [];
    const off = on('pageReloadWarning', ({ reason }) => warnings.push(reason));
    db.session.customerId = '512035'; // as after a login of someone else in another tab
    setLineQuantity({ ProductId: PRODUCT, Quantity: 9 });
    await waitFor(() => expect(warnings).toEqual(['identity-changed']));
    expect(db.basketUpdates.map((u) => u.refused)).toEqual([true]);
    expect($basket.get()?.Id, 'still the basket the page shows').toBe('B-1001');
    expect(storedQuantities()).toEqual([9]);
    await loadBasket('B-1001').catch(() => {});
    expect($basket.get()?.Id).toBe('B-1001');
    off();
  });
});
