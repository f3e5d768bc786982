import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product, ProductBasic } from '../../../../shared/domain/models';
import { reloadPageContext } from '../../../../shared/context/page-context';
import { AddToListButton } from '../../../../shared/ui/features/add-to-list/add-to-list-button';
import { useAddToList } from '../../../../shared/ui/features/add-to-list/add-to-list-host';
import { setRowRenderCounting } from '../../../../shared/ui/features/product-list/measure';
import { ProductList } from '../../../../shared/ui/features/product-list/product-list';
import { useMockApi } from '../../../fixtures/mock-api';
import { rowsSettled } from '../../../support/product-list-drawn';

const { db, server } = useMockApi();

afterEach(() => {
  server.events.removeAllListeners();
  setRowRenderCounting(false);
});

function page(isAuthenticated: boolean) {
  document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify({ isAuthenticated, language: 'en', catalogChunkSize: 50 })}</script>`;
  reloadPageContext();
}

/** Every favourites change the mock receives, as "METHOD path body". */
function changes() {
  const seen: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname.replace('/api/', '');
    if (request.method !== 'GET' && path.startsWith('favorites'))
      seen.push(`${request.method} ${path} ${await request.clone().text()}`);
  });
  return seen;
}

/** Products of the mock catalogue as step one of a list (basic fields only). */
async function basics(ids: string[]): Promise<ProductBasic[]> {
  const answer = await fetch(
    `http://localhost/api/catalog/products/snapshots?${ids.map((id) => `ids=${id}`).join('&')}`,
  );
  return ((await answer.json()).Model as Product[]).map(({ Id, DisplayName, Brand, SalesUnits }) => ({
    Id,
    DisplayName,
    Brand,
    SalesUnits,
  }));
}

/** Products on none of the seeded lists. */
const freeProducts = (count: number) => {
  const listed = new Set(db.data.favorites.lists.flatMap((l) => l.ProductIds));
  return db.data.catalog.products
    .filter((p) => !listed.has(p.Id))
    .slice(0, count)
    .map((p) => p.Id);
};
const onF1001 = () => db.data.favorites.lists.find((l) => l.Id === 'F1001')!.ProductIds[0]!;

const rowOf = (name: string) => screen.getByRole('heading', { name }).closest('li')!;
const settled = rowsSettled;
const dialog = () => screen.getByRole('dialog');
const open = async (name: string) => {
  fireEvent.click(within(rowOf(name)).getByRole('button', { name: new RegExp(`favourite list: ${escape(name)}`) }));
  await within(dialog()).findByRole('group', { name: 'Choose a list' });
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('add to list on product rows', () => {
  it('anonymous visitors see no action', async () => {
    page(false);
    const products = await basics(freeProducts(2));
    render(<ProductList products={products} label="Products" renderInParts={false} />);
    await settled();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /favourite list/ })).toBeNull();
  });

  it('shows a filled marker for a product on a list and an empty one otherwise', async () => {
    page(true);
    const [free] = freeProducts(1);
    const products = await basics([onF1001(), free!]);
    render(<ProductList products={products} label="Products" renderInParts={false} />);
    await settled();
    const on = within(rowOf(products[0]!.DisplayName)).getByRole('button', { name: /^On a favourite list: / });
    expect(on.textContent).toBe('★On a favourite list');
    expect(on.getAttribute('aria-haspopup')).toBe('dialog');
    const off = within(rowOf(products[1]!.DisplayName)).getByRole('button', { name: /^Add to favourite list: / });
    expect(off.textContent).toBe('☆Add to favourite list');
  });

  it('offers the customer’s own lists, not those shared read-only, and marks those the product is on', async () => {
    page(true);
    const products = await basics([onF1001()]);
    render(<ProductList products={products} label="Products" renderInParts={false} />);
    await settled();
    await open(products[0]!.DisplayName);
    const choices = within(dialog()).getAllByRole('radio') as HTMLInputElement[];
    const labels = choices.map((c) => c.closest('label')!.textContent);
    expect(labels).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Faste varer30 productsalready on this list$/)]),
    );
    expect(labels.some((l) => l?.startsWith('Restaurant basis'))).toBe(false);
    expect(labels.at(-1)).toBe('A new list');
    const faste = choices.find((c) => c.closest('label')!.textContent!.startsWith('Faste varer'))!;
    expect(faste.disabled).toBe(true);
    expect(choices.find((c) => c.checked)?.closest('label')?.textContent).toMatch(/^Fredagsbar/);
    expect(document.activeElement).toBe(choices.find((c) => c.checked));
  });

  it('adds the product to the chosen list, closes, says so, and fills the marker of every row of it', async () => {
    page(true);
    const [free] = freeProducts(1);
    const products = await basics([free!]);
    const sent = changes();
    render(
      <>
        <ProductList products={products} label="Search results" renderInParts={false} />
        <ProductList products={products} label="Also bought" renderInParts={false} />
      </>,
    );
    await settled();
    const name = products[0]!.DisplayName;
    const button = within(screen.getByRole('list', { name: 'Search results' })).getByRole('button', {
      name: `Add to favourite list: ${name}`,
    });
    button.focus();
    fireEvent.click(button);
    await within(dialog()).findByRole('group', { name: 'Choose a list' });
    fireEvent.click(within(dialog()).getByRole('radio', { name: /^Morgenmad/ }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add to list' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([`POST favorites/F1005 {"productIds":["${free}"]}`]);
    expect(screen.getAllByRole('button', { name: new RegExp(`^On a favourite list: ${escape(name)}`) })).toHaveLength(
      2,
    );
    expect(screen.getByText(`${name} was added to Morgenmad.`).getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(button); // back where the user was
    expect(db.data.favorites.lists.find((l) => l.Id === 'F1005')!.ProductIds).toContain(free);
  });

  it('flags a new list’s name in use (any case) and sends nothing', async () => {
    page(true);
    const products = await basics(freeProducts(1));
    const sent = changes();
    render(<ProductList products={products} label="Products" renderInParts={false} />);
    await settled();
    await open(products[0]!.DisplayName);
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'A new list' }));
    const input = within(dialog()).getByLabelText('Name of the new list');
    fireEvent.change(input, { target: { value: '  faste VARER ' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add to list' }));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe(
      'You already have a list with this name. Choose another name.',
    );
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: '' } });
    expect(input.getAttribute('aria-invalid')).toBeNull(); // the flag goes as the user types
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add to list' }));
    expect(within(dialog()).getByText('Enter a name for the new list.')).toBeTruthy();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(sent).toEqual([]);
  });

  it('creates a new list with the product (POST favorites {name, productIds}) and fills the marker', async () => {
    page(true);
    const [free] = freeProducts(1);
    const products = await basics([free!]);
    const sent = changes();
    render(<ProductList products={products} label="Products" renderInParts={false} />);
    await settled();
    await open(products[0]!.DisplayName);
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'A new list' }));
    fireEvent.change(within(dialog()).getByLabelText('Name of the new list'), { target: { value: ' Weekend ' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add to list' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([`POST favorites {"name":"Weekend","productIds":["${free}"]}`]);
    expect(within(rowOf(products[0]!.DisplayName)).getByRole('button', { name: /^On a favourite list/ })).toBeTruthy();
  });

  it('shows the server’s refusals in the dialog, which stays open (SPEC 8)', async () => {
    page(true);
    const products = await basics(freeProducts(1));
    render(<ProductList products={products} label="Products" renderInParts={false} />);
    await settled();
    await open(products[0]!.DisplayName);
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'A new list' }));
    const input = within(dialog()).getByLabelText('Name of the new list');
    fireEvent.change(input, { target: { value: 'Weekend' } });
    // Another tab made the name meanwhile: the server's flag is shown as the client's.
    server.use(
      http.post('*/api/favorites', () => HttpResponse.json({ nameExistsInList: true }, { status: 400 }), {
        once: true,
      }),
    );
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add to list' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    server.use(
      http.post(
        '*/api/favorites',
        () => HttpResponse.json({ ExceptionMessage: 'Lists are read-only today' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add to list' }));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Lists are read-only today');
    server.use(http.post('*/api/favorites', () => HttpResponse.json({}, { status: 502 }), { once: true }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add to list' }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('alert').textContent).toBe(
        'The list “Weekend” could not be created (HTTP 502).',
      ),
    );
  });

  it('Escape closes the dialog with its exit animation (SPEC 4 Overlays) and sends nothing', async () => {
    page(true);
    const products = await basics(freeProducts(1));
    const sent = changes();
    render(<ProductList products={products} label="Products" renderInParts={false} />);
    await settled();
    await open(products[0]!.DisplayName);
    fireEvent.keyDown(document, { key: 'Escape' });
    // Leaving: still on the page for the animation, hidden from assistive technology and unreachable.
    expect(screen.queryByRole('dialog')).toBeNull();
    const leaving = screen.getByRole('dialog', { hidden: true }).parentElement!;
    expect(leaving.className).toContain('wsh-dialog-backdrop--closing');
    expect(leaving.inert).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(sent).toEqual([]);
  });

  it('one dialog serves the whole list: opening it re-renders no row', async () => {
    page(true);
    const products = await basics(freeProducts(30));
    render(<ProductList products={products} label="Products" renderInParts={false} />);
    await settled();
    setRowRenderCounting(true);
    await open(products[3]!.DisplayName);
    fireEvent.keyDown(document, { key: 'Escape' });
    await open(products[7]!.DisplayName);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(window.__wshRowRenders).toBe(0);
  });

  it('adding re-renders no row, only the marker of that product', async () => {
    page(true);
    const products = await basics(freeProducts(20));
    render(<ProductList products={products} label="Products" renderInParts={false} />);
    await settled();
    await open(products[5]!.DisplayName);
    setRowRenderCounting(true);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add to list' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The button re-renders inside its row; the memoised rows themselves do not.
    expect(window.__wshRowRenders).toBe(0);
    expect(screen.getAllByRole('button', { name: /^On a favourite list/ })).toHaveLength(1);
  });
});

describe('add to list on the product page (one product)', () => {
  function ProductPageAction({
    product,
  }: {
    product: { Id: string; DisplayName: string; IsOnFavoriteList?: boolean };
  }) {
    const { action, host } = useAddToList();
    return (
      <>
        <AddToListButton product={product} action={action} />
        {host}
      </>
    );
  }

  it('opens the same dialog and fills its marker after adding', async () => {
    page(true);
    const [free] = freeProducts(1);
    render(<ProductPageAction product={{ Id: free!, DisplayName: 'Testvare' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to favourite list: Testvare' }));
    await within(dialog()).findByRole('group', { name: 'Choose a list' });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add to list' }));
    expect(await screen.findByRole('button', { name: /^On a favourite list: Testvare/ })).toBeTruthy();
  });

  it('says when the lists cannot be loaded, with a retry', async () => {
    page(true);
    server.use(http.get('*/api/favorites', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    render(<ProductPageAction product={{ Id: '100081', DisplayName: 'Testvare' }} />);
    fireEvent.click(screen.getByRole('button', { name: /Testvare/ }));
    expect((await within(dialog()).findByRole('alert')).textContent).toContain(
      'Your favourite lists could not be loaded.',
    );
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog()).findByRole('group', { name: 'Choose a list' })).toBeTruthy();
  });
});
