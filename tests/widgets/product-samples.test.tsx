import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $basket, flushBasket, setLineQuantity } from '../../shared/stores/basket/basket';
import productSamples from '../../widgets/product-samples/index';
import { model, useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';

const { db, server } = useMockApi();
const page = { language: 'en', pageId: 3003, pageType: 'ContentPage', isAuthenticated: true };
/** The seeded samples campaign: 12 sample items, minimum basket total 1000, at most 3. */
const samples = () => db.data.campaigns.ProductSamples;
const names = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
/** Whether each tile's quantity input can be typed in, in tile order. */
const enabled = () => screen.getAllByRole('textbox').map((input) => !(input as HTMLInputElement).disabled);
const all = (value: boolean) => Array(6).fill(value);
const COFFEE = '111045'; // 2,132.26 a unit: one unit crosses the minimum

function requests(part: string) {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes(part)) seen.push(new URL(request.url));
  });
  return seen;
}
/** Makes the empty seeded basket B-1004 the default one, so the basket total is 0. */
const useEmptyBasket = () => model('checkout/basket/change', { method: 'POST', body: { basketId: 'B-1004' } });
/** Puts `count` sample items in the default basket B-1001 (total well over the minimum). */
const addSamples = (count: number) =>
  model('checkout/basket?id=B-1001', {
    method: 'PUT',
    body: {
      Products: samples()
        .ProductIds.slice(0, count)
        .map((ProductId) => ({ ProductId, Quantity: 1 })),
    },
  });

/** Each test waits for the basket, the campaign and the tiles in turn; a loaded 2-core machine needs more than the default 5 s. */
const SLOW_MACHINE_MS = 15_000;

afterEach(() => server.events.removeAllListeners());

describe('product samples', { timeout: SLOW_MACHINE_MS }, () => {
  it('shows the first 6 samples through the samples endpoint, then the rest; Hidden shows no count', async () => {
    const tiles = requests('snapshots/paginated');
    mountWidget(productSamples, {}, page);
    expect(await screen.findByRole('region', { name: samples().Title })).toBeTruthy();
    await waitFor(() =>
      expect(names()).toEqual(
        samples()
          .ProductIds.slice(0, 6)
          .map((id) => db.product(id)!.DisplayName),
      ),
    );
    expect(tiles[0]!.searchParams.get('limitToProductSamples')).toBe('true');
    expect(tiles[0]!.searchParams.getAll('ids')).toEqual(samples().ProductIds);
    expect(tiles[0]!.searchParams.get('trackingListName')).toBe('product-samples');
    await waitFor(() => expect($basket.get()).not.toBeNull());
    expect(screen.queryByText(/samples chosen/)).toBeNull();
    expect(enabled()).toEqual(all(true));
    act(() => screen.getByRole('button', { name: 'Show more products' }).click());
    await waitFor(() => expect(names()).toHaveLength(12));
  });

  it('asks for the samples campaign with the page and the expected delivery date, once the basket brings the date', async () => {
    const calls = requests('campaigns/product-samples');
    mountWidget(productSamples, {}, page);
    await waitFor(() => expect(names()).toHaveLength(6));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.searchParams.get('pageId')).toBe('3003');
    expect(calls[0]!.searchParams.get('pageType')).toBe('ContentPage');
    expect(calls[0]!.searchParams.get('expectedDeliveryDate')).toBe($basket.get()!.Delivery.ExpectedDate);
  });

  it('asks for 60 at a time on the show-all page', async () => {
    const tiles = requests('snapshots/paginated');
    mountWidget(productSamples, { mode: 'all' }, page);
    await waitFor(() => expect(names()).toHaveLength(12));
    expect(tiles.map((u) => [u.searchParams.get('skip'), u.searchParams.get('pageSize')])).toEqual([['0', '60']]);
    expect(screen.queryByRole('button', { name: 'Show more products' })).toBeNull();
  });

  it('locks adding while the basket is below the minimum total, and lifts the lock live when the basket reaches it', async () => {
    await useEmptyBasket();
    mountWidget(productSamples, {}, page);
    expect(await screen.findByText('Add DKK 1,000.00 more to your basket to choose samples.')).toBeTruthy();
    await waitFor(() => expect(names()).toHaveLength(6));
    expect(enabled()).toEqual(all(false));

    act(() => void setLineQuantity({ ProductId: COFFEE, Quantity: 1 }));
    await act(() => flushBasket());
    await waitFor(() => expect(screen.queryByText(/more to your basket to choose samples/)).toBeNull());
    expect(enabled()).toEqual(all(true));

    // And back: below the minimum again, locked again.
    act(() => void setLineQuantity({ ProductId: COFFEE, Quantity: 0 }));
    await act(() => flushBasket());
    expect(await screen.findByText('Add DKK 1,000.00 more to your basket to choose samples.')).toBeTruthy();
  });

  it('Display: counts the sample lines of the basket, and locks at the maximum with the reason', async () => {
    await addSamples(2);
    mountWidget(productSamples, {}, page);
    expect(await screen.findByText('2 of 3 samples chosen.')).toBeTruthy();
    await waitFor(() => expect(names()).toHaveLength(6));
    expect(enabled()).toEqual(all(true));
    act(() => void setLineQuantity({ ProductId: samples().ProductIds[5]!, Quantity: 1 }));
    await act(() => flushBasket());
    expect(await screen.findByText('3 of 3 samples chosen.')).toBeTruthy();
    expect(screen.getByText('You have chosen the maximum of 3 samples.')).toBeTruthy();
    // Adding is locked; the chosen samples (1st, 2nd, 6th) can still be lowered or removed.
    await waitFor(() => expect(enabled()).toEqual([true, true, false, false, false, true]));
  });

  it('Error: says there are more samples than allowed and what to do', async () => {
    await addSamples(5);
    mountWidget(productSamples, {}, page);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Your basket has 5 samples, but at most 3 are allowed. Remove 2 of them from your basket before you order.',
    );
    await waitFor(() => expect(names()).toHaveLength(6));
    expect(screen.getByText('You can choose samples again when your basket has at most 3.')).toBeTruthy();
    expect(enabled()).toEqual([true, true, true, true, true, false]); // the 5 chosen can be removed here, the 6th not added
  });

  it('counts only sample items: the seeded basket lines are not samples (the mock marks IsSampleItem on basket lines)', async () => {
    await addSamples(1);
    const basket = await model('checkout/basket?id=B-1001');
    const flags = basket.LineItems.map((l: { ProductId: string; Product: { IsSampleItem: boolean } }) => [
      l.ProductId,
      l.Product.IsSampleItem,
    ]);
    expect(flags.filter(([, sample]: [string, boolean]) => sample)).toEqual([[samples().ProductIds[0], true]]);
  });

  it('shows Danish texts with the amount in Danish format', async () => {
    await useEmptyBasket();
    mountWidget(productSamples, {}, { ...page, language: 'da' });
    expect(
      await screen.findByText('Køb for 1.000,00 kr. mere for at vælge vareprøver.', {
        normalizer: (s) => s.replace(/\s/g, ' '),
      }),
    ).toBeTruthy();
  });

  it('shows anonymous visitors a login hint, calls nothing and shows no error', async () => {
    const calls = requests('/api/');
    mountWidget(productSamples, { loginUrl: '/sign-in' }, { ...page, isAuthenticated: false });
    expect(screen.getByText('Log in to choose free samples with your order.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/sign-in');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('says so with a retry when the samples campaign cannot be loaded', async () => {
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get('*/api/campaigns/product-samples', () => new HttpResponse(null, { status: 500 }), { once: true }),
    );
    mountWidget(productSamples, {}, page);
    expect((await screen.findByRole('alert')).textContent).toContain('The samples could not be loaded.');
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    await waitFor(() => expect(names()).toHaveLength(6));
  });
});

describe('product samples, keyboard', { timeout: SLOW_MACHINE_MS }, () => {
  it('moves with the arrow keys between the inputs that can be typed in, past the locked ones, on to "Show more"', async () => {
    await addSamples(3); // at the maximum: the 3 chosen stay editable, the other 3 are locked
    mountWidget(productSamples, {}, page);
    expect(await screen.findByText('You have chosen the maximum of 3 samples.')).toBeTruthy();
    await waitFor(() => expect(names()).toHaveLength(6));
    const inputs = screen.getAllByRole('textbox');
    inputs[2]!.focus();
    fireEvent.keyDown(inputs[2]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show more products' }));
    fireEvent.keyDown(inputs[2]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(inputs[1]);
  });
});
