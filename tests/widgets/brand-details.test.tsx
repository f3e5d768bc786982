import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import widget from '../../widgets/brand-details/index';
import { useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';

const { db, server } = useMockApi();
const CONTEXT = { isAuthenticated: true, language: 'en', paginationQueryKey: 'side' };
const mount = (props: object = {}) =>
  mountWidget(
    widget,
    { brandId: 'brand-amager-mejeri', text: '<p>Since <strong>1921</strong>.</p>', tileIndex: 3, ...props },
    CONTEXT,
  );
const productCalls: URL[] = [];
const listCalls: URL[] = [];

beforeEach(() => {
  history.replaceState(null, '', '/brand');
  productCalls.length = 0;
  listCalls.length = 0;
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/products/search')) productCalls.push(url);
    if (url.pathname.endsWith('/api/brands')) listCalls.push(url);
  });
});
afterEach(() => {
  server.events.removeAllListeners();
});

/** What the browser does on Back: the earlier entry's state, then popstate. */
function goBack(state: unknown, url = '/brand') {
  act(() => {
    history.replaceState(state, '', url);
    dispatchEvent(new PopStateEvent('popstate', { state }));
  });
}

describe('brand details', () => {
  it('shows the info: name, logo, splash and the CMS text', async () => {
    mount();
    expect(await screen.findByRole('heading', { level: 2, name: 'Amager Mejeri' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Amager Mejeri logo' }).getAttribute('src')).toBe(
      '/mock-assets/logo-amager-mejeri.svg',
    );
    expect(screen.getByText('1921').tagName).toBe('STRONG');
  });

  it('loads the one brand from its products search, asking one product, never the brand list SPEC 7 does not name', async () => {
    mount();
    expect(await screen.findByRole('heading', { level: 2, name: 'Amager Mejeri' })).toBeTruthy();
    expect(listCalls).toHaveLength(0);
    expect(productCalls).toHaveLength(1);
    expect(productCalls[0]!.pathname).toMatch(/brands\/brand-amager-mejeri\/products\/search$/);
    expect(productCalls[0]!.searchParams.get('pageSize')).toBe('1');
    expect(productCalls[0]!.searchParams.has('tileIndex')).toBe(false);
  });

  it('shows the products through a pushed history state with tileIndex, and Back returns to the info (SPEC 2)', async () => {
    mount();
    const before = history.length;
    fireEvent.click(await screen.findByRole('button', { name: 'See the products' }));
    expect(history.length).toBe(before + 1);
    expect(history.state).toMatchObject({ wshBrandDetails: { view: 'products', page: 1 } });
    const list = await screen.findByRole('list', { name: 'Products from Amager Mejeri' });
    const brandProducts = db.data.catalog.products.filter((p) => p.BrandId === 'B1100' && !p.IsSampleItem);
    await waitFor(() => expect(list.children).toHaveLength(brandProducts.length));
    expect(screen.getByText(`${brandProducts.length} products`)).toBeTruthy();
    const shown = productCalls.filter((u) => u.searchParams.get('pageSize') !== '1');
    expect(shown[0]!.pathname).toMatch(/brands\/brand-amager-mejeri\/products\/search$/);
    expect(shown[0]!.searchParams.get('tileIndex')).toBe('3');
    goBack(null);
    expect(await screen.findByRole('heading', { name: 'Amager Mejeri' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Products from Amager Mejeri' })).toBeNull();
  });

  it('pages the products with the pagination, each page a history entry', async () => {
    const page = (n: number) => ({
      Brand: db.data.brands.brands.find((b) => b.Id === 'brand-amager-mejeri'),
      Page: {
        TotalResults: 30,
        PageNumber: n,
        CurrentPage: n,
        TotalPages: 2,
        PageOfResults: db.data.catalog.products.slice((n - 1) * 24, n * 24 - (n === 2 ? 18 : 0)).map((p) => ({ ...p })),
      },
    });
    server.use(
      http.get('*/api/brands/:id/products/search', ({ request }) =>
        HttpResponse.json({ Model: page(Number(new URL(request.url).searchParams.get('page'))) }),
      ),
    );
    mount();
    fireEvent.click(await screen.findByRole('button', { name: 'See the products' }));
    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    fireEvent.click(within(nav).getByRole('link', { name: /^Page 2/ }));
    await waitFor(() => expect(productCalls.at(-1)!.searchParams.get('page')).toBe('2'));
    expect(location.search).toBe('?side=2');
    expect(history.state).toMatchObject({ wshBrandDetails: { view: 'products', page: 2, depth: 2 } });
  });

  it('opens on the products when the address names a page (a shared link), and its back button returns to the info', async () => {
    history.replaceState(null, '', '/brand?side=1');
    mount();
    expect(await screen.findByRole('heading', { name: 'Products from Amager Mejeri' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Back to the brand/ }));
    expect(await screen.findByRole('heading', { name: 'Amager Mejeri' })).toBeTruthy();
    expect(location.search).toBe('');
  });

  it('says when the brand does not exist, and what to do when it cannot be loaded', async () => {
    mount({ brandId: 'nope' });
    expect(await screen.findByText('This brand is not available.')).toBeTruthy();
    server.use(
      http.get('*/api/brands/:id/products/search', () => HttpResponse.json({}, { status: 500 }), { once: true }),
    );
    mount();
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be loaded/);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('heading', { name: 'Amager Mejeri' })).toHaveLength(1);
  });
});
