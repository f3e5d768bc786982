import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $basket, loadBasket } from '../../shared/stores/basket/basket';
import checkoutBasket from '../../widgets/checkout-basket/index';
import { daysBetween } from '../../fixtures/clock';
import { basketExpectedDate } from '../../fixtures/model/basket-store';
import { deliveryDates } from '../../fixtures/model/delivery-calendar';
import { testToday } from '../../scripts/test-clock.mjs';
import { useMockApi } from '../fixtures/mock-api';
import { useFakeNavigator } from '../support/fake-navigator';
import { loadBasketFirst, mountWidget } from './render-widget';

const { db, server } = useMockApi();
useFakeNavigator();

let requests: { method: string; url: URL; headers: Headers; body: unknown }[] = [];
const seen = (method: string, path: string) =>
  requests.filter((r) => r.method === method && r.url.pathname.endsWith(`/api/${path}`));

beforeEach(() => {
  requests = [];
  server.events.on('request:start', async ({ request }) => {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    requests.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    });
  });
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => server.events.removeAllListeners());

const CONTEXT = { isAuthenticated: true, language: 'en' };
const mount = () => mountWidget(checkoutBasket, { nextStepUrl: 'receipt.html', continueShoppingUrl: '/shop' }, CONTEXT);
const line = (name: string) => screen.findByRole('textbox', { name: `Quantity of ${name}` });

describe('checkout: the basket read validated, with the checkout step (SPEC 7)', () => {
  it('asks GET checkout/basket with validate=true and the X-Checkout-Step header, once', async () => {
    mount();
    await line('Letmælk 0,5% 1 l');
    const reads = seen('GET', 'checkout/basket');
    expect(reads).toHaveLength(1);
    expect(reads[0]!.url.searchParams.get('validate')).toBe('true');
    expect(reads[0]!.headers.get('X-Checkout-Step')).toBe('basket');
  });

  it('reads the basket again, validated, when another island read it plainly first', async () => {
    await loadBasketFirst(CONTEXT);
    mount();
    await waitFor(() => expect(seen('GET', 'checkout/basket')).toHaveLength(2));
    const [plain, validated] = seen('GET', 'checkout/basket');
    expect(plain!.url.searchParams.get('validate')).toBeNull();
    expect(validated!.url.searchParams.get('validate')).toBe('true');
    expect(validated!.headers.get('X-Checkout-Step')).toBe('basket');
    // Later reads of the page ask the same way.
    await loadBasket();
    expect(seen('GET', 'checkout/basket').at(-1)!.url.searchParams.get('validate')).toBe('true');
  });
});

describe('checkout: the alternative basket for a line that cannot be delivered (GET checkout/alternativebasket)', () => {
  it('finds another basket on request and puts the line there; it leaves this basket', async () => {
    db.setScenario('checkout-not-deliverable');
    // Kantine fredag delivers on the next delivery day after the current basket's, so it can take the
    // product. Counted in delivery days, not calendar days: on a Friday two days later is a Sunday, which
    // snaps back to the current basket's Monday.
    const today = testToday();
    const current = basketExpectedDate(
      db,
      db.data.baskets.baskets.find((b) => b.Id === 'B-1001')!,
      today,
    );
    const later = deliveryDates(db.data.delivery, today)!.find((d) => d.IsDeliverable && d.Date > current)!.Date;
    const other = db.data.baskets.baskets.find((b) => b.Id === 'B-1002')!;
    other.Delivery.ExpectedDate = { $days: daysBetween(today, later) };
    mount();
    const row = (await line('Affedtning 5 l')).closest('li')!;
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Find a basket that can deliver it Affedtning 5 l' }));
    const move = await within(row).findByRole('button', {
      name: /^Put it in basket Kantine fredag for \d\d\.\d\d\.\d{4}/,
    });
    const ask = seen('GET', 'checkout/alternativebasket')[0]!.url.searchParams;
    const moved = $basket.get()!.LineItems.find((l) => l.Product.DisplayName === 'Affedtning 5 l')!;
    expect(ask.get('ProductId')).toBe(moved.ProductId);
    expect(ask.get('ExpectedDeliveryDate')).toBe($basket.get()!.Delivery.ExpectedDate.slice(0, 10));
    const before = db.data.baskets.baskets.find((b) => b.Id === 'B-1002')!.LineItems.length;
    await user.click(move);
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Quantity of Affedtning 5 l' })).toBeNull());
    const put = seen('PUT', 'checkout/basket').find((r) => r.url.searchParams.get('id') === 'B-1002')!;
    expect(put.body).toMatchObject({ Products: [{ ProductId: moved.ProductId, Quantity: moved.Quantity }] });
    expect(db.data.baskets.baskets.find((b) => b.Id === 'B-1002')!.LineItems.length).toBe(before + 1);
  });

  it('says so when no other basket can deliver it', async () => {
    db.setScenario('checkout-not-deliverable');
    server.use(
      http.get('*/api/checkout/alternativebasket', () =>
        HttpResponse.json({ Model: { ProductId: 'x', QuickSaleId: null, Basket: null } }),
      ),
    );
    mount();
    const row = (await line('Affedtning 5 l')).closest('li')!;
    await userEvent
      .setup()
      .click(within(row).getByRole('button', { name: 'Find a basket that can deliver it Affedtning 5 l' }));
    expect(await within(row).findByText(/^None of your other baskets can deliver it/)).toBeTruthy();
  });
});
