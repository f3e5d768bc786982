import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '../../shared/domain/models';
import { on } from '../../shared/events/bus';
import { formatDate } from '../../shared/i18n/format-date';
import { $basket } from '../../shared/stores/basket/basket';
import { $expectedDeliveryDate } from '../../shared/context/expected-delivery-date';
import productDetails from '../../widgets/product-details/index';
import { stockStatus, replacementIds } from '../../widgets/product-details/availability';
import { model, useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';
import { waitForIt } from '../support/wait-for';

const { db, server } = useMockApi();
/** Three alternatives (102667, 102602, 115486), in stock. */
const WITH_ALTERNATIVES = '102627';
/** Directly replaced by 113421, with the alternative 113588. */
const REPLACED = '113646';

function mount(props: object, context: object = {}) {
  return mountWidget(productDetails, props, { isAuthenticated: true, language: 'en', ...context });
}
const product = (id: string) => model<Product>(`catalog/products/${id}`);
/** Every exception event raised while the test runs (SPEC 8: never for a 404). */
function exceptions() {
  const seen: number[] = [];
  on('exception', (e) => seen.push(e.status));
  return seen;
}
/** The replacement cards, one per link to a replacement's page. */
const replacementCards = () =>
  within(screen.getByRole('region', { name: 'Replacements' }))
    .getAllByRole('link')
    .map((a) => a.closest('li')!);

describe('product details', () => {
  it('shows name, brand, product number, sales units with prices and availability', async () => {
    const expected = await product(WITH_ALTERNATIVES);
    mount({ productId: WITH_ALTERNATIVES });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    const heading = await screen.findByRole('heading', { level: 1, name: expected.DisplayName });
    const article = heading.closest('article')!;
    expect(article.textContent).toContain(expected.Brand!.Value);
    expect(article.textContent).toContain(`Product number${expected.Id}`);
    const units = within(screen.getByRole('region', { name: 'Sales units and prices' }))
      .getAllByRole('row')
      .slice(1);
    expect(units).toHaveLength(expected.SalesUnits.Values.length);
    for (const [i, unit] of expected.SalesUnits.Values.entries())
      expect(units[i]!.textContent).toContain(unit.FormattedSalesUnitPrice);
    expect(article.textContent).toContain('In stock');
    expect(article.textContent).toContain(
      `Can be delivered on ${formatDate(expected.Deliverability!.ExpectedDeliveryDate)}`,
    );
    expect(screen.getByRole('textbox', { name: `Quantity of ${expected.DisplayName}` })).toBeTruthy();
  });

  it('shows the replacements as links with a quantity field each', async () => {
    const expected = await Promise.all(['102667', '102602', '115486'].map(product));
    mount({ productId: WITH_ALTERNATIVES, productUrlPattern: '/p/{id}' });
    await screen.findByRole('heading', { level: 1 });
    await waitForIt(() => expect(replacementCards()).toHaveLength(3));
    expect(screen.getByRole('heading', { level: 2, name: 'Replacements' })).toBeTruthy();
    for (const p of expected) {
      expect(screen.getByRole('link', { name: p.DisplayName }).getAttribute('href')).toBe(
        `${location.origin}/p/${p.Id}`,
      );
      expect(screen.getByRole('textbox', { name: `Quantity of ${p.DisplayName}` })).toBeTruthy();
    }
  });

  it('offers the direct replacement first, and no quantity field for the replaced product itself', async () => {
    const [replaced, direct] = await Promise.all([product(REPLACED), product('113421')]);
    mount({ productId: REPLACED });
    await screen.findByRole('heading', { level: 1, name: replaced.DisplayName });
    expect(screen.getByText('This product has been replaced; see the replacement below.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: `Quantity of ${replaced.DisplayName}` })).toBeNull();
    await waitForIt(() => expect(replacementCards()).toHaveLength(2));
    const first = replacementCards()[0]!;
    expect(first.textContent).toContain('Direct replacement');
    expect(within(first).getByRole('link').textContent).toBe(direct.DisplayName);
    // 113421 is out of stock with a restock date.
    expect(first.textContent).toContain(`expected back in stock on ${formatDate(direct.Availability!.RestockDate!)}`);
  });

  it('ignores a 404 for the product: it is no longer available, and no exception is raised', async () => {
    const seen = exceptions();
    mount({ productId: '999999' });
    expect(await screen.findByText('This product is no longer available.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(seen).toEqual([]);
  });

  it("shows the server's Message for other errors, with a retry", async () => {
    db.setScenario('error-500');
    const user = userEvent.setup();
    mount({ productId: WITH_ALTERNATIVES });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the product: Simulated server error');
    db.setScenario(null);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('falls back to its own words when the error carries no Message', async () => {
    server.use(http.get('*/api/catalog/products/:id', () => new HttpResponse('Bad gateway', { status: 500 })));
    mount({ productId: WITH_ALTERNATIVES });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Could not load the product. Check your connection and try again.',
    );
  });

  it('leaves out a replacement that answers 404, without an error or exception', async () => {
    db.product(WITH_ALTERNATIVES)!.Related.Replacements = ['102667', '999999', '102602'];
    const seen = exceptions();
    mount({ productId: WITH_ALTERNATIVES });
    await screen.findByRole('heading', { level: 1 });
    await waitForIt(() => expect(replacementCards()).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(seen).toEqual([]);
  });

  it('shows no replacements section when every replacement is gone', async () => {
    db.product(WITH_ALTERNATIVES)!.Related.Replacements = ['999998', '999999'];
    mount({ productId: WITH_ALTERNATIVES });
    await screen.findByRole('heading', { level: 1 });
    await waitForIt(() => expect(screen.queryByRole('region', { name: 'Replacements' })).toBeNull());
  });

  it("shows a replacement's other error with its Message beside those that loaded, and retries", async () => {
    let broken = true;
    server.use(
      http.get('*/api/catalog/products/102602', () =>
        broken ? HttpResponse.json({ Message: 'Replacement service down' }, { status: 503 }) : undefined,
      ),
    );
    const user = userEvent.setup();
    mount({ productId: WITH_ALTERNATIVES });
    const alert = await screen.findByRole('alert', {});
    expect(alert.textContent).toContain('Could not load the replacements: Replacement service down');
    expect(replacementCards()).toHaveLength(2);
    // The product itself stays.
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    broken = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitForIt(() => expect(replacementCards()).toHaveLength(3));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts a typed quantity into the basket', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const expected = await product(WITH_ALTERNATIVES);
      mount({ productId: WITH_ALTERNATIVES });
      await waitForIt(() => expect($basket.get()).not.toBeNull());
      const input = await screen.findByRole('textbox', { name: `Quantity of ${expected.DisplayName}` });
      fireEvent.change(input, { target: { value: '3' } });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(600); // SPEC 4: batched after 500 ms
      });
      await waitForIt(() =>
        expect($basket.get()!.LineItems.find((l) => l.ProductId === WITH_ALTERNATIVES)?.Quantity).toBe(3),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads the product and its replacements again when the expected delivery date changes, keeping them shown', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const productCalls = () =>
      fetchSpy.mock.calls.filter(
        ([r]) => new URL((r as Request).url).pathname === `/api/catalog/products/${WITH_ALTERNATIVES}`,
      ).length;
    mount({ productId: WITH_ALTERNATIVES });
    await screen.findByRole('heading', { level: 1 });
    await waitForIt(() => expect($expectedDeliveryDate.get()).not.toBeNull()); // the basket's first load: no reload
    await waitForIt(() => expect(replacementCards()).toHaveLength(3));
    expect(productCalls()).toBe(1);
    act(() => $expectedDeliveryDate.set('2099-01-05'));
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    await waitForIt(() => expect(productCalls()).toBe(2));
    expect(screen.queryByRole('status', { name: /Loading/ })).toBeNull();
    fetchSpy.mockRestore();
  });

  it('reads the product from the address with productIdFrom "query", and says when there is none', async () => {
    window.history.replaceState(null, '', '/product.html?id=999999');
    try {
      mount({ productIdFrom: 'query' });
      expect(await screen.findByText('This product is no longer available.')).toBeTruthy();
    } finally {
      window.history.replaceState(null, '', '/');
    }
    mount({ productIdFrom: 'query' });
    expect(screen.getByText('No product is chosen. Open this page from a product link.')).toBeTruthy();
  });

  it('offers the add-to-list action to logged-in users, its marker filled once the product is on a list', async () => {
    const listed = new Set(db.data.favorites.lists.flatMap((l) => l.ProductIds));
    const free = db.data.catalog.products.find((p) => !listed.has(p.Id) && !p.Related?.DirectReplacement)!;
    mount({ productId: free.Id });
    const button = await screen.findByRole('button', { name: `Add to favourite list: ${free.DisplayName}` });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: `Add ${free.DisplayName} to a favourite list` });
    await within(dialog).findByRole('group', { name: 'Choose a list' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    expect(await screen.findByRole('button', { name: new RegExp(`^On a favourite list: `) })).toBeTruthy();
    expect(db.data.favorites.lists.some((l) => l.ProductIds.includes(free.Id))).toBe(true);
  });

  it('shows anonymous visitors no add-to-list action', async () => {
    const expected = await product(WITH_ALTERNATIVES);
    mount({ productId: WITH_ALTERNATIVES }, { isAuthenticated: false });
    await screen.findByRole('heading', { level: 1, name: expected.DisplayName });
    expect(screen.queryByRole('button', { name: /favourite list/ })).toBeNull();
  });

  it('speaks Danish', async () => {
    mount({ productId: '999999' }, { language: 'da' });
    expect(await screen.findByText('Denne vare findes ikke længere.')).toBeTruthy();
  });
});

describe('product availability rules', () => {
  const base = { Id: '1', DisplayName: 'x', SalesUnits: { Values: [] }, IsStockManaged: true } as Product;
  it('reads replaced, in stock, restock date and out of stock', () => {
    expect(stockStatus({ ...base, Availability: { IsDirectlyReplaced: true, RestockDate: null } })).toEqual({
      kind: 'replaced',
    });
    expect(stockStatus({ ...base, Stock: { InStockQuantity: 3 } })).toEqual({ kind: 'inStock' });
    expect(stockStatus({ ...base, IsStockManaged: false, Stock: { InStockQuantity: 0 } })).toEqual({ kind: 'inStock' });
    expect(
      stockStatus({
        ...base,
        Stock: { InStockQuantity: 0 },
        Availability: { IsDirectlyReplaced: false, RestockDate: '2025-12-01' },
      }),
    ).toEqual({
      kind: 'restock',
      date: '2025-12-01',
    });
    expect(stockStatus({ ...base, Stock: { InStockQuantity: 0 } })).toEqual({ kind: 'outOfStock' });
  });

  it('lists the direct replacement first, each replacement once, never the product itself', () => {
    expect(
      replacementIds({ ...base, Related: { DirectReplacement: 'B', Replacements: ['A', 'B', '1', 'C'] } }),
    ).toEqual([
      { id: 'B', direct: true },
      { id: 'A', direct: false },
      { id: 'C', direct: false },
    ]);
    expect(replacementIds(base)).toEqual([]);
  });
});
