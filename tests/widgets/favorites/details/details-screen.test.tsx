import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $basket } from '../../../../shared/stores/basket/basket';
import { $favoritesNotice } from '../../../../shared/stores/favorites-notice';
import favorites from '../../../../widgets/favorites/index';
import { useMockApi } from '../../../fixtures/mock-api';
import { loadBasketFirst, mountWidget } from '../../render-widget';

const { db, server } = useMockApi();
afterEach(() => {
  server.events.removeAllListeners();
  history.replaceState(null, '', '/');
});

const CONTEXT = { isAuthenticated: true, language: 'en', area: 'Favorites', pageType: 'FavoritesPage' };

async function open(address: string) {
  history.replaceState(null, '', address);
  await loadBasketFirst(CONTEXT);
  return mountWidget(favorites, { basePath: '/favorites' }, CONTEXT);
}

/** Every call the mock receives after this, as "METHOD path?query body". */
function calls() {
  const seen: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    url.searchParams.delete('cacheKey'); // every call carries one (SPEC 7)
    const body = request.method === 'GET' ? '' : await request.clone().text();
    seen.push(`${request.method} ${url.pathname.replace('/api/', '')}${url.search} ${body}`.trim());
  });
  return seen;
}
const sent = (seen: string[], prefix: string) => seen.filter((c) => c.startsWith(prefix));
/** The list's stored product ids in the mock. */
const stored = (id: string) => db.data.favorites.lists.find((l) => l.Id === id)!.ProductIds;
const list = () => screen.getByRole('list', { name: /^Products of / });
const rowNames = () =>
  within(list())
    .getAllByRole('heading')
    .map((h) => h.textContent);
const nameOf = (id: string) => db.data.catalog.products.find((p) => p.Id === id)!.DisplayName;

async function ready(id = 'F1001', heading = db.data.favorites.lists.find((l) => l.Id === id)!.Name) {
  await screen.findByRole('heading', { level: 2, name: heading });
  await waitFor(() => expect(rowNames()).toHaveLength(stored(id).length));
}

describe('favourite list details (issue #12 point 4)', () => {
  it('keeps the search and the sort in the address, each a history entry, and fetches the list with them', async () => {
    const seen = calls();
    await open('/favorites/details/F1001?sort=Brand');
    await screen.findByRole('heading', { level: 2, name: 'Faste varer' });
    expect(sent(seen, 'GET favorites/F1001/full')).toEqual(['GET favorites/F1001/full?sort=Brand']);
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('Brand');

    const before = history.length;
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search in the list' }), { target: { value: 'mælk' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(location.search).toBe('?query=m%C3%A6lk&sort=Brand'));
    expect(history.length).toBe(before + 1);
    await waitFor(() => expect(sent(seen, 'GET favorites/F1001/full?query=')).toHaveLength(1));

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'Name' } });
    await waitFor(() => expect(location.search).toBe('?query=m%C3%A6lk&sort=Name'));
    expect(history.length).toBe(before + 2);
    await waitFor(() => expect(sent(seen, 'GET favorites/F1001/full?query=m%C3%A6lk&sort=Name')).toHaveLength(1));
    // Searched or sorted, the list is not in its own order: no moving.
    expect(screen.queryByRole('button', { name: /^Move .* up$/ })).toBeNull();
  });

  it('puts 2 selected products into the basket with one PUT, quantity 1 of the default unit, and says so', async () => {
    await open('/favorites/details/F1001');
    await ready();
    const [first, second] = stored('F1001').filter(
      (id) => !db.data.baskets.baskets.some((b) => b.LineItems.some((l) => l.ProductId === id)),
    );
    await waitFor(() => expect(within(list()).queryAllByText('Loading price')).toHaveLength(0));
    const seen = calls();
    fireEvent.click(screen.getByRole('checkbox', { name: `Select ${nameOf(first!)}` }));
    fireEvent.click(screen.getByRole('checkbox', { name: `Select ${nameOf(second!)}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Put 2 selected products into the basket' }));
    await screen.findByText('2 products put into the basket.');
    const puts = sent(seen, 'PUT checkout/basket');
    expect(puts).toHaveLength(1);
    const body = JSON.parse(puts[0]!.slice(puts[0]!.indexOf('{'))) as {
      Products: { ProductId: string; Quantity: number }[];
    };
    expect(body.Products.map((p) => [p.ProductId, p.Quantity])).toEqual([
      [first, 1],
      [second, 1],
    ]);
  });

  it('puts the whole list into the basket and says in one line how many went in and how many not; which, by reason, on request', async () => {
    // A list of two products to add, one in the basket, one on pre-sale (not deliverable on the delivery date)
    // and one stock-managed with nothing in stock.
    await loadBasketFirst(CONTEXT);
    const inBasket = $basket.get()!.LineItems[0]!.ProductId;
    const [free1, free2] = stored('F1001').filter((id) => !$basket.get()!.LineItems.some((l) => l.ProductId === id));
    const ids = [free1!, inBasket, '101679', '102108', free2!];
    const created = await fetch('http://localhost/api/favorites', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Batch', productIds: ids }),
    }).then((r) => r.json() as Promise<{ Model: { Id: string } }>);
    await open(`/favorites/details/${created.Model.Id}`);
    await ready(created.Model.Id);
    await waitFor(() => expect(within(list()).queryAllByText('Loading price')).toHaveLength(0));
    const seen = calls();
    const status = screen
      .getAllByRole('status')
      .find((s) => s.classList.contains('wsh-favorites-details__basket-line'))!;
    expect(status.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Put the whole list into the basket' }));
    expect(status.textContent).toBe('Putting the products into the basket…');
    await waitFor(() =>
      expect(status.textContent).toBe('2 products put into the basket. 3 products were not put into the basket.'),
    );
    const put = sent(seen, 'PUT checkout/basket')[0]!;
    expect(
      (JSON.parse(put.slice(put.indexOf('{'))) as { Products: { ProductId: string }[] }).Products.map(
        (p) => p.ProductId,
      ),
    ).toEqual([free1, free2]);

    const show = screen.getByRole('button', { name: 'Show which' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(show.getAttribute('aria-controls')!)).toBeNull();
    fireEvent.click(show);
    expect(show.getAttribute('aria-expanded')).toBe('true');
    expect(show.textContent).toBe('Hide them');
    const skipped = document.getElementById(show.getAttribute('aria-controls')!)!;
    expect(
      within(skipped)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `Already in the basket: ${nameOf(inBasket)}`,
      `Not deliverable on the delivery date: ${nameOf('101679')}`,
      `Out of stock: ${nameOf('102108')}`,
    ]);

    // Again: everything is in the basket or cannot be ordered now; the new result starts with its products hidden.
    fireEvent.click(screen.getByRole('button', { name: 'Put the whole list into the basket' }));
    await waitFor(() =>
      expect(status.textContent).toBe('No product was put into the basket. 5 products were not put into the basket.'),
    );
    expect(screen.getByRole('button', { name: 'Show which' }).getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(show.getAttribute('aria-controls')!)).toBeNull();
  });

  it('removes the selected products after confirmation (POST products/delete {ids}); cancel sends nothing', async () => {
    await open('/favorites/details/F1001');
    await ready();
    const id = stored('F1001')[2]!;
    const seen = calls();
    fireEvent.click(screen.getByRole('checkbox', { name: `Select ${nameOf(id)}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove 1 selected product' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove products?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent(seen, 'POST')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove 1 selected product' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await screen.findByText('1 product removed.');
    expect(sent(seen, 'POST')).toEqual([`POST favorites/F1001/products/delete {"ids":["${id}"]}`]);
    await waitFor(() => expect(rowNames()).not.toContain(nameOf(id)));
    expect(stored('F1001')).not.toContain(id);
  });

  it('moves a product by keyboard: Alt+ArrowDown sends the product below as afterProductId, keeps focus and says the position', async () => {
    await open('/favorites/details/F1001');
    await ready();
    const [first, second] = stored('F1001');
    const seen = calls();
    const down = screen.getByRole('button', { name: `Move ${nameOf(first!)} down` });
    down.focus();
    fireEvent.keyDown(down, { key: 'ArrowDown', altKey: true });
    expect(rowNames().slice(0, 2)).toEqual([nameOf(second!), nameOf(first!)]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `Move ${nameOf(first!)} down` }));
    expect(screen.getByText(`${nameOf(first!)} moved to position 2 of 30.`)).toBeTruthy();
    await waitFor(() =>
      expect(sent(seen, 'POST')).toEqual([
        `POST favorites/F1001/products/move {"afterProductId":"${second}","productIds":["${first}"]}`,
      ]),
    );
    await waitFor(() => expect(stored('F1001').slice(0, 2)).toEqual([second, first]));
    // Without Alt the arrow does nothing.
    fireEvent.keyDown(down, { key: 'ArrowDown' });
    expect(sent(seen, 'POST')).toHaveLength(1);
  });

  it('add by product numbers: every entry that is not digits only is listed and nothing is sent', async () => {
    await open('/favorites/details/F1001');
    await ready();
    const seen = calls();
    fireEvent.click(screen.getByRole('button', { name: 'Add by product numbers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add products by product number' });
    fireEvent.change(within(dialog).getByLabelText('Product numbers'), {
      target: { value: '100081, 12a;\nx9 100159' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to the list' }));
    expect(
      await within(dialog).findByText('These 2 are not product numbers (digits only), so nothing was added: 12a, x9'),
    ).toBeTruthy();
    expect(sent(seen, 'POST')).toEqual([]);
  });

  it('add by product numbers: the server’s InvalidProductIds are listed while the dialog stays open; a full success closes it and shows the products', async () => {
    await open('/favorites/details/F1001');
    await ready();
    const seen = calls();
    fireEvent.click(screen.getByRole('button', { name: 'Add by product numbers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add products by product number' });
    const field = within(dialog).getByLabelText('Product numbers');
    fireEvent.change(field, { target: { value: '100081 999999' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to the list' }));
    expect(await within(dialog).findByText('This product number was not found and was not added: 999999')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(sent(seen, 'POST')).toEqual(['POST favorites/F1001 {"productIds":["100081","999999"]}']);
    await waitFor(() => expect(rowNames()).toContain(nameOf('100081')));

    fireEvent.change(field, { target: { value: '100159' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to the list' }));
    await waitFor(() => expect(rowNames()).toContain(nameOf('100159')));
    await waitFor(() => expect(dialog.closest('.wsh-dialog-backdrop--closing')).not.toBeNull());
  });

  it('a list shared read-only: ordering yes (select, into the basket), no editing', async () => {
    await open('/favorites/details/F2001');
    await ready('F2001');
    expect(screen.getByText(/^Shared by Restaurant Nordlys, read-only/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Put the whole list into the basket' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(1);
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add by product numbers' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit list' })).toBeNull();
  });

  it('a list that cannot be loaded replaces the address with the overview and leaves a notice there', async () => {
    const before = history.length;
    await open('/favorites/details/F9999');
    await waitFor(() => expect(location.pathname).toBe('/favorites'));
    expect(history.length).toBe(before);
    // The overview says why, once: the notice is taken from the store.
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be opened/);
    expect($favoritesNotice.get()).toBeNull();
  });

  it('an empty list offers adding by product numbers', async () => {
    db.data.favorites.lists.find((l) => l.Id === 'F1002')!.ProductIds = [];
    await open('/favorites/details/F1002');
    expect(await screen.findByText('This list has no products yet. Add some by their product numbers.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add by product numbers' })).toBeTruthy();
  });
});

describe('favourite list details edit (issue #12 point 4)', () => {
  it('flags a rename to a name in use (any case) and sends nothing; a free name is saved', async () => {
    await open('/favorites/details-edit/F1001');
    await screen.findByRole('heading', { level: 2, name: 'Edit “Faste varer”' });
    const seen = calls();
    const field = screen.getByRole('textbox', { name: 'Name of the list' });
    fireEvent.change(field, { target: { value: ' FREDAGSBAR ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('You already have a list with this name.')).toBeTruthy();
    expect(sent(seen, 'PUT')).toEqual([]);

    fireEvent.change(field, { target: { value: 'Faste varer 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await screen.findByText('Name saved.');
    expect(sent(seen, 'PUT')).toEqual(['PUT favorites/F1001 {"name":"Faste varer 2"}']);
  });

  it('removes one product after confirmation, and links back to the details', async () => {
    await open('/favorites/details-edit/F1001');
    await ready('F1001', 'Edit “Faste varer”');
    const id = stored('F1001')[0]!;
    fireEvent.click(screen.getByRole('button', { name: `Remove ${nameOf(id)}` }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(stored('F1001')).not.toContain(id));
    expect(screen.getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe(
      '/favorites/details/F1001',
    );
  });

  it('a read-only list has no edit mode: the address is replaced by its details', async () => {
    await open('/favorites/details-edit/F2001');
    await waitFor(() => expect(location.pathname).toBe('/favorites/details/F2001'));
    await act(async () => {});
    expect(screen.queryByRole('textbox', { name: 'Name of the list' })).toBeNull();
  });
});
