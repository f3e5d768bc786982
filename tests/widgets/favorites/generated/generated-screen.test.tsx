import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boughtInLastThreeMonths } from '../../../../fixtures/handlers/favorites';
import { useMockApi } from '../../../fixtures/mock-api';
import { changesOf, mountFavorites, recordCalls } from '../lists/support';

const { db, server } = useMockApi();
afterEach(() => server.events.removeAllListeners());

const ADDRESS = '/favorites/generated/salesstatistics';
const region = () => screen.getByRole('region', { name: 'Bought in the last 3 months' });
const products = () => within(region()).getByRole('list', { name: 'Products bought in the last 3 months' });
const dialog = () => screen.getByRole('dialog');

const emptyAnswer = {
  Model: { Name: 'Købt de sidste 3 måneder', ProductIds: [], Page: { TotalResults: 0, PageOfResults: [] } },
};

async function open() {
  mountFavorites(ADDRESS);
  await within(region()).findByRole('list', { name: 'Products bought in the last 3 months' });
}

describe('generated list /generated/salesstatistics (GET accounting/salesstatistics)', () => {
  it('shows the products bought in the last 3 months in the product list, most bought first, with their count', async () => {
    const seen = recordCalls(server);
    await open();
    const bought = boughtInLastThreeMonths(db);
    expect(bought.length).toBeGreaterThan(0);
    expect(seen).toContain('GET accounting/salesstatistics');
    expect(within(region()).getByText(`${bought.length} products`)).toBeTruthy();
    const first = (await within(products()).findAllByRole('listitem'))[0]!;
    expect(first.textContent).toContain(bought[0]!.DisplayName);
    // Quantities go into the basket like on any list: each row has its quantity input.
    expect(first.querySelector('input[inputmode="numeric"]')).not.toBeNull();
  });

  it('searches and sorts on the server (query and sort of GET accounting/salesstatistics)', async () => {
    await open();
    const seen = recordCalls(server);
    const name = boughtInLastThreeMonths(db)[0]!.DisplayName;
    fireEvent.change(within(region()).getByRole('searchbox', { name: 'Search in the list' }), {
      target: { value: name },
    });
    fireEvent.click(within(region()).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(seen).toContain(`GET accounting/salesstatistics?query=${encodeURIComponent(name).replace(/%20/g, '+')}`),
    );
    fireEvent.change(within(region()).getByRole('combobox', { name: 'Sort by' }), { target: { value: 'Name' } });
    await waitFor(() => expect(seen.at(-1)).toMatch(/^GET accounting\/salesstatistics\?query=.*&sort=Name$/));
    expect(within(region()).getByRole('option', { name: 'Most bought first' })).toBeTruthy();
  });

  it('keeps the search and the sort in the address, each a history entry, so Back shows the search before', async () => {
    await open();
    const name = boughtInLastThreeMonths(db)[0]!.DisplayName;
    const before = history.length;
    fireEvent.change(within(region()).getByRole('searchbox', { name: 'Search in the list' }), {
      target: { value: name },
    });
    fireEvent.click(within(region()).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(new URLSearchParams(location.search).get('query')).toBe(name));
    fireEvent.change(within(region()).getByRole('combobox', { name: 'Sort by' }), { target: { value: 'Brand' } });
    await waitFor(() => expect(new URLSearchParams(location.search).get('sort')).toBe('Brand'));
    expect(location.pathname).toBe(ADDRESS);
    expect(history.length).toBe(before + 2);
    history.back();
    await waitFor(() =>
      expect((within(region()).getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe(''),
    );
    expect((within(region()).getByRole('searchbox', { name: 'Search in the list' }) as HTMLInputElement).value).toBe(
      name,
    );
  });

  it('a search that finds nothing says so, and the search can be cleared', async () => {
    await open();
    fireEvent.change(within(region()).getByRole('searchbox', { name: 'Search in the list' }), {
      target: { value: 'zzz-nothing' },
    });
    fireEvent.click(within(region()).getByRole('button', { name: 'Search' }));
    expect(await within(region()).findByText('No product you bought matches “zzz-nothing”.')).toBeTruthy();
    fireEvent.click(within(region()).getByRole('button', { name: 'Clear search' }));
    expect(await within(region()).findByRole('list', { name: 'Products bought in the last 3 months' })).toBeTruthy();
  });

  it('with nothing bought in the last 3 months, says so (no save, no print)', async () => {
    server.use(http.get('*/api/accounting/salesstatistics', () => HttpResponse.json(emptyAnswer)));
    mountFavorites(ADDRESS);
    expect(await within(region()).findByText('You have bought nothing in the last 3 months.')).toBeTruthy();
    expect(within(region()).queryByRole('button', { name: 'Save as new list' })).toBeNull();
    expect(within(region()).queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('says when the list cannot be loaded, with a retry that loads it', async () => {
    server.use(
      http.get('*/api/accounting/salesstatistics', () => HttpResponse.json({}, { status: 500 }), { once: true }),
    );
    mountFavorites(ADDRESS);
    const alert = (await within(region()).findByText(/The products you bought could not be loaded\./)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(region()).findByRole('list', { name: 'Products bought in the last 3 months' })).toBeTruthy();
  });

  it('links back to the lists overview', async () => {
    await open();
    expect(within(region()).getByRole('link', { name: 'All favourite lists' }).getAttribute('href')).toBe('/favorites');
  });
});

describe('generated list: save as new list (POST favorites {name, productIds})', () => {
  it('flags a name in use and sends nothing', async () => {
    await open();
    const seen = recordCalls(server);
    fireEvent.click(within(region()).getByRole('button', { name: 'Save as new list' }));
    const input = within(dialog()).getByLabelText('Name of the list');
    // At once, before the lists (read for the name check) are in: the check waits for them.
    fireEvent.change(input, { target: { value: 'faste VARER' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save list' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog()).getByText('You already have a list with this name. Choose another name.')).toBeTruthy();
    expect(changesOf(seen)).toEqual([]);
  });

  it('saves every bought product as a new list, says so with a link to it, and gives focus back', async () => {
    await open();
    const seen = recordCalls(server);
    const opener = within(region()).getByRole('button', { name: 'Save as new list' });
    opener.focus();
    fireEvent.click(opener);
    const bought = boughtInLastThreeMonths(db).map((p) => p.Id);
    expect(within(dialog()).getByRole('heading', { name: 'Save as a new favourite list' })).toBeTruthy();
    expect(
      within(dialog()).getByText(`The new list gets the ${bought.length} products bought in the last 3 months.`),
    ).toBeTruthy();
    fireEvent.change(within(dialog()).getByLabelText('Name of the list'), { target: { value: 'Last quarter' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save list' }));
    const link = await within(region()).findByRole('link', { name: 'Open “Last quarter”' });
    expect(changesOf(seen)).toEqual([`POST favorites ${JSON.stringify({ name: 'Last quarter', productIds: bought })}`]);
    const created = db.data.favorites.lists.find((l) => l.Name === 'Last quarter')!;
    expect(link.getAttribute('href')).toBe(`/favorites/details/${created.Id}`);
    expect(link.closest('[role="status"]')!.textContent).toContain('The list “Last quarter” was saved.');
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('shows a failed save in the dialog and keeps it open', async () => {
    server.use(
      http.post('*/api/favorites', () => HttpResponse.json({ ExceptionMessage: 'Too many lists' }, { status: 500 })),
    );
    await open();
    fireEvent.click(within(region()).getByRole('button', { name: 'Save as new list' }));
    fireEvent.change(within(dialog()).getByLabelText('Name of the list'), { target: { value: 'Last quarter' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save list' }));
    await waitFor(() => expect(within(dialog()).getByRole('alert').textContent).toBe('Too many lists'));
  });
});

describe('generated list: print', () => {
  it('opens the print window 900 high by 950 wide, named for 3-month sales, with the generated type, query and sort', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    await open();
    fireEvent.change(within(region()).getByRole('combobox', { name: 'Sort by' }), { target: { value: 'Brand' } });
    opened.mockReturnValue(window);
    fireEvent.click(within(region()).getByRole('button', { name: 'Print' }));
    const [url, name, features] = opened.mock.calls[0]!;
    const address = new URL(String(url), 'http://shop.test');
    expect(address.pathname).toBe('/favorites-print.html');
    expect(address.searchParams.get('generatedType')).toBe('salesstatistics');
    expect(address.searchParams.get('sort')).toBe('Brand');
    expect(name).toBe('wsh-print-sales-3-months');
    expect(features).toBe('popup,width=950,height=900');
  });

  it('says so when the browser blocks the window', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await open();
    fireEvent.click(within(region()).getByRole('button', { name: 'Print' }));
    expect(within(region()).getByRole('alert').textContent).toBe(
      'The print window was blocked. Allow pop-ups for this site and try again.',
    );
  });
});
