import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { on } from '../../shared/events/bus';
import { $basket, createBasket, setLineQuantity } from '../../shared/stores/basket/basket';
import allBaskets from '../../widgets/all-baskets/index';
import miniBasket from '../../widgets/mini-basket/index';
import { useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';

const { db, server } = useMockApi();
afterEach(() => server.events.removeAllListeners());

// The mock's default customer 512034 has B-1001 Hovedkurv (current, 7 lines), B-1002 Kantine fredag (5),
// B-1003 Julefrokost (3) and B-1004 Café-kurv (empty).
const CONTEXT = { language: 'en', isAuthenticated: true, currentCustomerId: '512034' };
const mount = () => mountWidget(allBaskets, { basketPageUrl: '/basket' }, CONTEXT);
const names = () =>
  within(screen.getByRole('list', { name: /^Baskets of/ }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.firstChild?.textContent);
const card = (name: string) => screen.getByRole('heading', { level: 3, name: new RegExp(`^${name}`) }).closest('li')!;
const list = () => screen.findByRole('list', { name: 'Baskets of Kantinen på Havnen ApS' });

function calls(path: string): { method: string; url: URL; body: unknown }[] {
  const seen: { method: string; url: URL; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.endsWith(path)) return;
    const text = await request.clone().text();
    seen.push({ method: request.method, url, body: text ? JSON.parse(text) : undefined });
  });
  return seen;
}

describe('all baskets (GET checkout/basket/by-customer)', () => {
  it("lists the current customer's baskets with name, lines, subtotal and date, the current one marked", async () => {
    mount();
    await list();
    await waitFor(() => expect(names()).toEqual(['Hovedkurv', 'Kantine fredag', 'Julefrokost', 'Café-kurv']));
    const current = card('Hovedkurv');
    expect(within(current).getByText('Current basket')).toBeTruthy();
    expect(within(current).getByText('7')).toBeTruthy();
    expect(current.textContent).toContain('4.200,50 kr.');
    // The date in the page's format dd.MM.yyyy.
    const date = $basket.get()!.Delivery.ExpectedDate.slice(0, 10).split('-').reverse().join('.');
    expect(current.textContent).toContain(date);
    expect(within(current).getByRole('link', { name: 'Go to basket' }).getAttribute('href')).toBe('/basket');
    expect(within(card('Café-kurv')).getByRole('button', { name: 'Use basket Café-kurv' })).toBeTruthy();
  });

  it("reads the list once on load, and again when another island changes the baskets (the mini basket's New basket)", async () => {
    const reads = calls('/api/checkout/basket/by-customer');
    mount();
    await list();
    await waitFor(() => expect($basket.get()?.Id).toBe('B-1001'));
    await waitFor(() => expect(names()).toHaveLength(4));
    expect(reads).toHaveLength(1);
    await createBasket();
    await waitFor(() => expect(names()).toHaveLength(5));
    expect(reads).toHaveLength(2);
  });

  it('a load failure says so with a retry that loads the list', async () => {
    let fail = true;
    server.use(
      http.get('*/api/checkout/basket/by-customer', () =>
        fail ? HttpResponse.json({ Message: 'down' }, { status: 500 }) : undefined,
      ),
    );
    mount();
    const alert = await screen.findByText('Your baskets could not be loaded.');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    await list();
  });

  it('switching makes the basket current, and the mini basket on the page follows', async () => {
    mountWidget(miniBasket, { allBasketsUrl: '/all' }, CONTEXT);
    mount();
    await list();
    const user = userEvent.setup();
    await user.click(within(card('Kantine fredag')).getByRole('button', { name: 'Use basket Kantine fredag' }));
    await waitFor(() => expect($basket.get()?.Id).toBe('B-1002'));
    await screen.findByRole('button', { name: /^Basket, 5 lines/ });
    await waitFor(() => expect(within(card('Kantine fredag')).getByText('Current basket')).toBeTruthy());
    expect(screen.getByText('Kantine fredag is now your current basket.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: /^Kantine fredag/ }));
  });

  it('creates a basket with its name (POST checkout/basket {Name}); it becomes current', async () => {
    const posts = calls('/api/checkout/basket');
    mount();
    await list();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name of the new basket'), '  Weekend  ');
    await user.click(screen.getByRole('button', { name: 'Create basket' }));
    await waitFor(() => expect($basket.get()?.Name).toBe('Weekend'));
    expect(posts.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ Name: 'Weekend' }]);
    await waitFor(() => expect(within(card('Weekend')).getByText('Current basket')).toBeTruthy());
  });

  it('refuses an empty name or one another basket has before asking the server', async () => {
    const posts = calls('/api/checkout/basket');
    mount();
    await list();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create basket' }));
    expect(screen.getByText('Enter a name.')).toBeTruthy();
    await user.type(screen.getByLabelText('Name of the new basket'), 'julefrokost');
    expect(screen.getByText('You already have a basket with this name.')).toBeTruthy();
    expect(posts.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('renames another basket (PUT checkout/basket?id= {Name}) and the mini basket switcher learns the name', async () => {
    const puts = calls('/api/checkout/basket');
    mount();
    await list();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rename basket Café-kurv' }));
    const field = screen.getByLabelText('New name of Café-kurv');
    expect(document.activeElement).toBe(field);
    await user.clear(field);
    await user.type(field, 'Café{Enter}');
    await screen.findByText('Basket renamed to Café.');
    const put = puts.find((c) => c.method === 'PUT')!;
    expect(put.url.searchParams.get('id')).toBe('B-1004');
    expect(put.body).toEqual({ Name: 'Café' });
    await waitFor(() => expect($basket.get()?.AllBaskets.find((b) => b.Id === 'B-1004')?.Name).toBe('Café'));
    // The current basket stays current.
    expect($basket.get()?.Id).toBe('B-1001');
  });

  it('deletes after a confirmation; the server refusing (the only basket) shows its Message', async () => {
    mount();
    await list();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete basket Julefrokost' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete basket Julefrokost?' });
    expect(dialog.textContent).toContain('Its 3 lines are deleted with it.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete basket' }));
    await screen.findByText('Basket Julefrokost deleted.');
    await waitFor(() => expect(names()).toEqual(['Hovedkurv', 'Kantine fredag', 'Café-kurv']));
    expect(db.data.baskets.baskets.some((b) => b.Id === 'B-1003')).toBe(false);

    // Leave one basket: the mock then refuses, and the dialog shows the server's words.
    db.data.baskets.baskets = db.data.baskets.baskets.filter((b) => b.CustomerId !== '512034' || b.Id === 'B-1001');
    await user.click(screen.getByRole('button', { name: 'Delete basket Hovedkurv' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete basket Hovedkurv?' });
    await user.click(within(again).getByRole('button', { name: 'Delete basket' }));
    await waitFor(() =>
      expect(within(again).getByRole('alert').textContent).toBe(
        'You cannot delete your only basket. Empty it instead.',
      ),
    );
    expect($basket.get()?.Id).toBe('B-1001');
  });

  it('a 404 on deleting another basket (gone already) raises the page-reload warning (SPEC 8) and keeps the current', async () => {
    server.use(http.delete('*/api/checkout/basket', () => HttpResponse.json({ Message: 'gone' }, { status: 404 })));
    const warned = vi.fn();
    const off = on('pageReloadWarning', warned);
    mount();
    await list();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete basket Julefrokost' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete basket' }));
    await waitFor(() => expect(warned).toHaveBeenCalledWith({ reason: 'basket-not-found' }));
    expect($basket.get()?.Id).toBe('B-1001');
    off();
  });

  it('deleting the current basket makes another current', async () => {
    mount();
    await list();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete basket Hovedkurv' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete basket' }));
    await waitFor(() => expect($basket.get()?.Id).not.toBe('B-1001'));
    await waitFor(() => expect(names()).not.toContain('Hovedkurv'));
  });

  it('never switches over changes of the current basket that were not saved: it says so and offers to save', async () => {
    server.use(http.put('*/api/checkout/basket', () => HttpResponse.json({ Message: 'down' }, { status: 500 })));
    mount();
    await list();
    const changes = calls('/api/checkout/basket/change');
    setLineQuantity({ ProductId: $basket.get()!.LineItems[0]!.ProductId, Quantity: 9 });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Use basket Kantine fredag' }));
    // The switch first sends the waiting change; it is not saved, so nothing is switched.
    await screen.findByText(/Your latest changes to the current basket are not saved yet/, undefined, {
      timeout: 12_000,
    });
    expect($basket.get()?.Id).toBe('B-1001');
    expect(changes).toEqual([]);
    expect(screen.getByRole('button', { name: 'Save basket changes' })).toBeTruthy();
  }, 15_000);
});
