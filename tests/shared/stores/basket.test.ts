import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '../../../shared/events/bus';
import {
  $basket,
  $otherBaskets,
  createBasket,
  deleteBasket,
  flushBasket,
  loadBasket,
  setLineQuantity,
  switchBasket,
} from '../../../shared/stores/basket/basket';
import { deliveryApi } from '../../../shared/api/delivery-api';
import { changeDeliveryDate } from '../../../shared/stores/delivery';
import { $expectedDeliveryDate } from '../../../shared/context/expected-delivery-date';
import { reloadPageContext } from '../../../shared/context/page-context';
import { useMockApi } from '../../fixtures/mock-api';
import { stripVersions } from '../../support/basket-payload';

const { db, server } = useMockApi();

function signIn(isAuthenticated = true) {
  document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify({ isAuthenticated, language: 'en' })}</script>`;
  reloadPageContext();
}

beforeEach(() => signIn());

describe('basket store', () => {
  it('loads the default basket and lists the other baskets', async () => {
    await loadBasket();
    const basket = $basket.get()!;
    expect(basket.Id).toBe('B-1001');
    expect(basket.NumberOfLines).toBe(basket.LineItems.length);
    expect($otherBaskets.get().map((b) => b.Id)).not.toContain('B-1001');
    expect($expectedDeliveryDate.get()).toBe(basket.Delivery.ExpectedDate);
  });

  it('S4-08: falls back to the default basket when the asked-for basket is not there (404) or refused (400)', async () => {
    await loadBasket('B-NOPE');
    expect($basket.get()!.Id).toBe('B-1001');
    server.use(
      http.get(/\/api\/checkout\/basket(\?|$)/, ({ request }) =>
        new URL(request.url).searchParams.get('id') === 'B-1002'
          ? HttpResponse.json({ Message: 'no' }, { status: 400 })
          : undefined,
      ),
    );
    const reads: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (request.method === 'GET' && url.pathname.endsWith('/checkout/basket'))
        reads.push(url.searchParams.get('id') ?? 'default');
    });
    await loadBasket('B-1002');
    server.events.removeAllListeners();
    expect(reads).toEqual(['B-1002', 'default']);
    expect($basket.get()!.Id).toBe('B-1001');
  });

  it('makes no basket call for anonymous visitors', async () => {
    signIn(false);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await loadBasket();
    expect(setLineQuantity({ ProductId: '100001', Quantity: 1 })).toBe(false);
    expect($basket.get()).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends quantity changes as one PUT and applies the answer', async () => {
    await loadBasket();
    const started = vi.fn();
    on('basketBatchStarted', started);
    const [a, b] = $basket.get()!.LineItems;
    setLineQuantity({ ProductId: a!.ProductId, Quantity: 7 });
    setLineQuantity({ ProductId: b!.ProductId, Quantity: 0 });
    setLineQuantity({ ProductId: a!.ProductId, Quantity: 9 });
    await flushBasket();
    expect(db.basketUpdates).toHaveLength(1);
    expect(stripVersions(db.basketUpdates[0]!.payload as object)).toEqual({
      Products: [
        { ProductId: b!.ProductId, Quantity: 0 },
        { ProductId: a!.ProductId, Quantity: 9 },
      ],
    });
    expect(started).toHaveBeenCalledWith({ basketId: 'B-1001', size: 2 });
    const lines = $basket.get()!.LineItems;
    expect(lines.find((l) => l.ProductId === a!.ProductId)?.Quantity).toBe(9);
    expect(lines.find((l) => l.ProductId === b!.ProductId)).toBeUndefined();
  });

  it('switching basket tells every island: changed basket', async () => {
    await loadBasket();
    const changed = vi.fn();
    on('basketChanged', changed);
    const other = $otherBaskets.get()[0]!;
    await switchBasket(other.Id);
    expect($basket.get()!.Id).toBe(other.Id);
    expect(changed).toHaveBeenCalledWith(expect.objectContaining({ basketId: other.Id, changedBasket: true }));
  });

  it('creates a new basket and makes it current', async () => {
    await loadBasket();
    const before = $basket.get()!.AllBaskets.length;
    await createBasket();
    expect($basket.get()!.AllBaskets).toHaveLength(before + 1);
    expect($basket.get()!.LineItems).toEqual([]);
  });

  it('a 404 on an update raises the page-reload warning, closes the mini basket and reloads the basket', async () => {
    await loadBasket();
    const warning = vi.fn();
    const close = vi.fn();
    on('pageReloadWarning', warning);
    on('miniBasketClose', close);
    db.setScenario('basket-update-404');
    setLineQuantity({ ProductId: $basket.get()!.LineItems[0]!.ProductId, Quantity: 3 });
    await flushBasket();
    await waitFor(() => expect(warning).toHaveBeenCalledOnce());
    expect(close).toHaveBeenCalledOnce();
    await waitFor(() => expect($basket.get()?.Id).toBe('B-1001'));
  });

  it('a 404 on delete raises the page-reload warning', async () => {
    await loadBasket();
    const warning = vi.fn();
    on('pageReloadWarning', warning);
    db.setScenario('basket-update-404');
    await deleteBasket('B-1002');
    expect(warning).toHaveBeenCalledOnce();
  });
});

describe('delivery', () => {
  it('loads delivery dates with pre-sale periods', async () => {
    const dates = await deliveryApi.dates();
    expect(dates.Dates.length).toBeGreaterThan(5);
    expect(Array.isArray(dates.PreSalePeriods)).toBe(true);
  });

  it('a basket read again with the same basket and date tells subscribers that neither changed', async () => {
    await loadBasket();
    const changed = vi.fn();
    on('basketChanged', changed);
    await loadBasket('B-1001');
    expect(changed.mock.calls).toEqual([
      [{ basketId: 'B-1001', changedBasket: false, changedExpectedDeliveryDate: false }],
    ]);
  });

  it('changing the delivery date notifies subscribers with the changed-date flag', async () => {
    await loadBasket();
    const current = $basket.get()!.Delivery.ExpectedDate;
    const next = (await deliveryApi.dates()).Dates.find((d) => d.IsDeliverable && d.Date !== current)!.Date;
    const changed = vi.fn();
    on('basketChanged', changed);
    await changeDeliveryDate(next);
    expect($expectedDeliveryDate.get()).toBe(next);
    expect(changed).toHaveBeenCalledWith({
      basketId: 'B-1001',
      changedBasket: false,
      changedExpectedDeliveryDate: true,
    });
  });
});
