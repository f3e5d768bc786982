import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $campaigns, setCampaignRandom } from '../../shared/stores/campaigns';
import highlightedProducts from '../../widgets/highlighted-products/index';
import { useMockApi } from '../fixtures/mock-api';
import { loadBasketFirst, mountWidget, unmountAllWidgets } from './render-widget';

const { db, server } = useMockApi();
const listPage = { language: 'en', pageId: 3002, pageType: 'ProductListPage', isAuthenticated: true };
const campaign = (id: string) => db.data.campaigns.HighlightedProducts.find((c) => c.Id === id)!;
const names = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const nameOf = (id: string) => db.product(id)!.DisplayName;

function tileRequests() {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('snapshots/paginated')) seen.push(new URL(request.url));
  });
  return seen;
}

/** Each test waits for the basket, the campaign and the tiles in turn; a loaded 2-core machine needs more than the default 5 s. */
const SLOW_MACHINE_MS = 15_000;

afterEach(() => {
  unmountAllWidgets();
  server.events.removeAllListeners();
});

describe('highlighted products', { timeout: SLOW_MACHINE_MS }, () => {
  it("shows the Sponsored badge, the owner and the supplier brand's products (UseSupplierBrandProducts: by BrandId), 6 then more", async () => {
    setCampaignRandom(() => 0); // 3191: Sponsored, Amager Mejeri, UseSupplierBrandProducts, BrandId B1100 (8 products)
    const requests = tileRequests();
    await loadBasketFirst(listPage);
    mountWidget(highlightedProducts, { placeholder: 'top', displayMode: 'inListMultiple' }, listPage);
    const c = campaign('3191');
    const region = await screen.findByRole('region', { name: c.Title });
    expect(region.textContent).toContain('Sponsored');
    expect(screen.getByText('From Amager Mejeri')).toBeTruthy();
    const brandProducts = db.data.catalog.products.filter((p) => p.BrandId === 'B1100');
    await waitFor(() => expect(names()).toEqual(brandProducts.slice(0, 6).map((p) => p.DisplayName)));
    act(() => screen.getByRole('button', { name: 'Show more products' }).click());
    await waitFor(() => expect(names()).toHaveLength(brandProducts.length));
    expect(requests[0]!.searchParams.get('brandId')).toBe('B1100');
    expect(requests[0]!.searchParams.getAll('ids')).toEqual([]);
    expect(requests.map((u) => [u.searchParams.get('skip'), u.searchParams.get('pageSize')])).toEqual([
      ['0', '6'],
      ['6', '12'],
    ]);
  });

  it('takes the supplier products by SupplierNumber when the campaign has no BrandId', async () => {
    Object.assign(campaign('3191'), { BrandId: '' });
    setCampaignRandom(() => 0);
    const requests = tileRequests();
    mountWidget(highlightedProducts, { placeholder: 'top', displayMode: 'inListMultiple' }, listPage);
    await waitFor(() => expect(names()).toHaveLength(6));
    expect(requests[0]!.searchParams.get('supplierId')).toBe('S2001');
    expect(requests[0]!.searchParams.get('brandId')).toBeNull();
  });

  it("shows the campaign's ProductIds (the 'ids' endpoint) with the Recommended badge, and 1 product in a single position", async () => {
    setCampaignRandom(() => 0.999); // 3205: Recommended, ProductIds, DisplayMode inListSingle
    const requests = tileRequests();
    mountWidget(highlightedProducts, { placeholder: 'single' }, listPage);
    const c = campaign('3205');
    const region = await screen.findByRole('region', { name: c.Title });
    expect(region.textContent).toContain('Recommended');
    await waitFor(() => expect(names()).toEqual([nameOf(c.ProductIds[0]!)]));
    expect(requests[0]!.searchParams.getAll('ids')).toEqual(c.ProductIds);
    expect(requests[0]!.searchParams.get('pageSize')).toBe('1');
    expect(screen.queryByRole('button', { name: 'Show more products' })).toBeNull();
  });

  it('labels the New type in Danish', async () => {
    db.data.campaigns.HighlightedProducts = [campaign('3198')];
    setCampaignRandom(() => 0);
    mountWidget(highlightedProducts, {}, { ...listPage, language: 'da' });
    const region = await screen.findByRole('region', { name: campaign('3198').Title });
    expect(region.querySelector('.wsh-highlighted-products__badge')!.textContent).toBe('Nyhed');
    expect(region.textContent).toContain('Fra Fynsk Fjerkræ');
  });

  it('shows anonymous visitors the badge and a login hint, asks for no products and shows no error', async () => {
    setCampaignRandom(() => 0);
    const requests = tileRequests();
    mountWidget(highlightedProducts, { loginUrl: '/sign-in' }, { ...listPage, isAuthenticated: false });
    expect(await screen.findByText('Log in to see these products and their prices.', { exact: false })).toBeTruthy();
    expect(screen.getByText('Sponsored')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/sign-in');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('stays empty on a page without highlighted campaigns', async () => {
    mountWidget(highlightedProducts, {}, { ...listPage, pageType: 'OrderOverviewPage' });
    await waitFor(() => expect($campaigns.get().status).toBe('ready'));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('region')).toBeNull();
  });
});
