import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { $expectedDeliveryDate } from '../../shared/context/expected-delivery-date';
import productNews from '../../widgets/product-news/index';
import { useMockApi } from '../fixtures/mock-api';
import { mountWidget, unmountAllWidgets } from './render-widget';

const { db, server } = useMockApi();
const frontPage = { language: 'en', pageId: 3001, pageType: 'FrontPage' };
/** The seeded news, Priority 1 first. */
const seeded = () => [...db.data.campaigns.ProductNews].sort((a, b) => a.Priority - b.Priority);

function tileRequests() {
  const seen: URL[] = [];
  server.events.on(
    'request:start',
    ({ request }) => request.url.includes('snapshots/paginated') && seen.push(new URL(request.url)),
  );
  return seen;
}

afterEach(() => {
  unmountAllWidgets();
  $expectedDeliveryDate.set(null);
  server.events.removeAllListeners();
});

describe('product news, logos', () => {
  it("shows the suppliers' logos, each a link to its news named by the news title, at most `max`", async () => {
    mountWidget(productNews, { display: 'logos', max: 4 }, { ...frontPage, isAuthenticated: false });
    const region = await screen.findByRole('region', { name: 'Product news' });
    const links = within(region).getAllByRole('link');
    expect(links.map((l) => l.querySelector('img')?.getAttribute('alt'))).toEqual(
      seeded()
        .slice(0, 4)
        .map((n) => n.Title),
    );
    expect(links.map((l) => l.getAttribute('href'))).toEqual(
      seeded()
        .slice(0, 4)
        .map((n) => new URL(n.Url.Link, location.href).href),
    );
  });
});

describe('product news, two islands on one page', () => {
  it('share one request for the news', async () => {
    const seen: string[] = [];
    server.events.on(
      'request:start',
      ({ request }) => request.url.includes('campaigns/product-news') && seen.push(request.url),
    );
    mountWidget(productNews, { display: 'logos' }, { ...frontPage, isAuthenticated: false });
    mountWidget(productNews, { display: 'list' }, { ...frontPage, isAuthenticated: false });
    await screen.findByText('Log in to see the products and prices of the news.');
    expect(await screen.findAllByRole('region', { name: 'Product news' })).toHaveLength(2);
    expect(seen).toHaveLength(1);
  });
});

describe('product news, list', () => {
  it('shows a logged-in user each news item with its link and its first products (page size 6), with prices', async () => {
    const requests = tileRequests();
    mountWidget(productNews, { display: 'list', heading: 'News', max: 2 }, { ...frontPage, isAuthenticated: true });
    const [first, second] = seeded();
    expect(await screen.findByRole('heading', { level: 2, name: 'News' })).toBeTruthy();
    expect(screen.getByRole('link', { name: first!.Title }).getAttribute('href')).toBe(
      new URL(first!.Url.Link, location.href).href,
    );
    expect(screen.getByRole('link', { name: second!.Title })).toBeTruthy();

    const products = await screen.findByRole('list', { name: `Products: ${first!.Title}` });
    const product = db.product(first!.ProductIds![0]!)!;
    const link = within(products).getByRole('link', { name: product.DisplayName });
    expect(link.getAttribute('href')).toBe(`${location.origin}/product.html?id=${product.Id}`);
    const unit = product.SalesUnits.Values.find((u) => u.IsDefault) ?? product.SalesUnits.Values[0]!;
    expect(within(products).getByText(`${unit.FormattedPrices.SalesUnit} / ${unit.TextSingular}`)).toBeTruthy();
    expect(within(products).getAllByRole('listitem')).toHaveLength(first!.ProductIds!.length);

    await screen.findByRole('list', { name: `Products: ${second!.Title}` });
    const firstRequest = requests.find((u) => u.searchParams.getAll('ids').includes(first!.ProductIds![0]!))!;
    expect(firstRequest.searchParams.get('pageSize')).toBe('6');
    expect(firstRequest.searchParams.get('skip')).toBe('0');
    expect(firstRequest.searchParams.get('trackingListName')).toBe(first!.TrackingNameInternalTimeSpan);
    expect(requests).toHaveLength(2);
    expect(screen.queryByText(/Log in/)).toBeNull();
  });

  it("keeps each item's tiles while its products load: one empty tile per product to come, as tall as a product's", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(/snapshots\/paginated/, async () => {
        await held;
        return undefined; // then the mock API answers
      }),
    );
    const { el } = mountWidget(productNews, { display: 'list', max: 1 }, { ...frontPage, isAuthenticated: true });
    const news = seeded()[0]!;
    const coming = Math.min(news.ProductIds!.length, 6);
    expect(coming).toBeGreaterThan(0);
    expect(await screen.findByText('Loading products...')).toHaveProperty('role', 'status');
    const placeholders = el.querySelector('.wsh-product-news__products[aria-hidden="true"]')!;
    expect(placeholders.querySelectorAll('.wsh-product-news__product--placeholder')).toHaveLength(coming);
    // The same three parts as a product's tile (image box, two-line name, two-line price), so the same height.
    for (const part of ['product-image', 'product-link', 'price'])
      expect(placeholders.querySelectorAll(`.wsh-product-news__${part}`)).toHaveLength(coming);

    release();
    const products = await screen.findByRole('list', { name: `Products: ${news.Title}` });
    expect(within(products).getAllByRole('listitem')).toHaveLength(coming);
    expect(el.querySelector('.wsh-product-news__product--placeholder')).toBeNull();
    expect(screen.queryByText('Loading products...')).toBeNull();
  });

  it('asks for the products again when the expected delivery date changes (prices and availability follow it)', async () => {
    const requests = tileRequests();
    mountWidget(productNews, { display: 'list', max: 1 }, { ...frontPage, isAuthenticated: true });
    const title = seeded()[0]!.Title;
    await screen.findByRole('list', { name: `Products: ${title}` });
    const before = requests.length;
    act(() => $expectedDeliveryDate.set('2026-12-01'));
    await waitFor(() => expect(requests.length).toBe(before + 1));
    expect(requests.at(-1)!.searchParams.get('expectedDeliveryDate')).toBe('2026-12-01');
    expect(await screen.findByRole('list', { name: `Products: ${title}` })).toBeTruthy();
  });

  it('gives an anonymous visitor the news with a login hint, and asks for no products', async () => {
    const requests = tileRequests();
    mountWidget(
      productNews,
      { display: 'list', loginUrl: '/login?next=news' },
      { ...frontPage, isAuthenticated: false },
    );
    expect(await screen.findByText('Log in to see the products and prices of the news.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?next=news');
    expect(screen.getByRole('link', { name: seeded()[0]!.Title })).toBeTruthy();
    expect(screen.queryByRole('list', { name: /^Products:/ })).toBeNull();
    expect(requests).toEqual([]);
  });

  it('offers a retry when the products of a news item cannot be loaded', async () => {
    server.use(http.get('*/api/catalog/products/snapshots/paginated', () => new HttpResponse(null, { status: 500 })));
    mountWidget(productNews, { display: 'list', max: 1 }, { ...frontPage, isAuthenticated: true });
    expect((await screen.findByRole('alert')).textContent).toContain('The products could not be loaded.');
    server.resetHandlers();
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByRole('list', { name: `Products: ${seeded()[0]!.Title}` })).toBeTruthy();
  });

  it('says so when the news cannot be loaded, and renders nothing when there is none', async () => {
    server.use(http.get('*/api/campaigns/product-news', () => new HttpResponse(null, { status: 500 })));
    mountWidget(productNews, { display: 'list' }, { ...frontPage, language: 'da', isAuthenticated: false });
    expect((await screen.findByRole('alert')).textContent).toContain('Produktnyhederne kunne ikke hentes.');
    unmountAllWidgets();

    server.use(http.get('*/api/campaigns/product-news', () => HttpResponse.json({ Model: [] })));
    const { el } = mountWidget(productNews, { display: 'logos' }, { ...frontPage, isAuthenticated: false });
    await waitFor(() => expect(el.textContent).toBe(''));
  });
});
