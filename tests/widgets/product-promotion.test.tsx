import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setCampaignRandom } from '../../shared/stores/campaigns';
import { promotionIds } from '../../widgets/product-promotion/use-promotion-tiles';
import productPromotion from '../../widgets/product-promotion/index';
import { useMockApi } from '../fixtures/mock-api';
import { loadBasketFirst, mountWidget, unmountAllWidgets } from './render-widget';

const { db, server } = useMockApi();
const frontPage = { language: 'en', pageId: 3001, pageType: 'FrontPage' };
const promotion = (id: string) => db.data.campaigns.ProductPromotions.find((c) => c.Id === id)!;
/** Product names (the rows' level-3 headings) of the list. */
const names = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const nameOf = (id: string) => db.product(id)!.DisplayName;

/** Counts the paginated snapshot requests the widget sends. */
function countTileRequests() {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('snapshots/paginated')) seen.push(new URL(request.url));
  });
  return seen;
}

afterEach(() => {
  unmountAllWidgets(); // before cleaning the stores, so no listener count goes below zero
  server.events.removeAllListeners();
});

describe('product promotion', () => {
  it('shows the first 6 products of the seeded pick in its per-page random order, then the next on "Show more"', async () => {
    setCampaignRandom(() => 0); // 3142: 12 products, RandomizeProducts, ViewAllProductsButton
    const requests = countTileRequests();
    await loadBasketFirst({ ...frontPage, isAuthenticated: true });
    mountWidget(productPromotion, { placeholder: 'top' }, { ...frontPage, isAuthenticated: true });
    const campaign = promotion('3142');
    expect(await screen.findByRole('heading', { level: 2, name: campaign.Title })).toBeTruthy();
    const order = promotionIds(campaign as never, 3001);
    expect(order).not.toEqual(campaign.ProductIds); // shuffled, the same way on every render of this page
    await waitFor(() => expect(names()).toEqual(order.slice(0, 6).map(nameOf)));
    expect(screen.getByRole('link', { name: 'View all products' }).getAttribute('href')).toBe(
      new URL(campaign.Url.Link, location.href).href,
    );
    expect(screen.queryByRole('link', { name: /^Show all/ })).toBeNull(); // 12 is not over 18
    act(() => screen.getByRole('button', { name: 'Show more products' }).click());
    await waitFor(() => expect(names()).toEqual(order.map(nameOf)));
    expect(screen.queryByRole('button', { name: 'Show more products' })).toBeNull();
    expect(requests.map((u) => [u.searchParams.get('skip'), u.searchParams.get('pageSize')])).toEqual([
      ['0', '6'],
      ['6', '12'],
    ]);
  });

  it('offers "Show all" (the campaign Url) when there are over 18 products', async () => {
    const ids = db.data.catalog.products.slice(0, 24).map((p) => p.Id);
    Object.assign(promotion('3142'), { ProductIds: ids, RandomizeProducts: false, ViewAllProductsButton: false });
    setCampaignRandom(() => 0);
    await loadBasketFirst({ ...frontPage, isAuthenticated: true });
    mountWidget(productPromotion, { placeholder: 'top' }, { ...frontPage, isAuthenticated: true });
    const showAll = await screen.findByRole('link', { name: 'Show all 24 products' });
    expect(showAll.getAttribute('href')).toBe(`${location.origin}/campaigns/3142`);
    expect(screen.getByRole('button', { name: 'Show more products' })).toBeTruthy();
  });

  it('shows 1 product in a single position (inListSingle), without "Show more"', async () => {
    setCampaignRandom(() => 0);
    const requests = countTileRequests();
    mountWidget(
      productPromotion,
      { placeholder: 'single', displayMode: 'inListSingle' },
      { ...frontPage, isAuthenticated: true },
    );
    const order = promotionIds(promotion('3142') as never, 3001);
    await waitFor(() => expect(names()).toEqual([nameOf(order[0]!)]));
    expect(screen.queryByRole('button', { name: 'Show more products' })).toBeNull();
    expect(requests[0]!.searchParams.get('pageSize')).toBe('1');
  });

  it('shows anonymous visitors a login hint instead of the tile list, and asks for no products', async () => {
    setCampaignRandom(() => 0);
    const requests = countTileRequests();
    mountWidget(
      productPromotion,
      { placeholder: 'top', loginUrl: '/sign-in' },
      { ...frontPage, isAuthenticated: false },
    );
    expect(
      await screen.findByText('Log in to see the products and prices of this promotion.', { exact: false }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/sign-in');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('says so with a retry when the products cannot be loaded', async () => {
    server.use(
      http.get('*/api/catalog/products/snapshots/paginated', () => new HttpResponse(null, { status: 500 }), {
        once: true,
      }),
    );
    setCampaignRandom(() => 0);
    mountWidget(productPromotion, { placeholder: 'top' }, { ...frontPage, isAuthenticated: true });
    expect((await screen.findByRole('alert')).textContent).toContain('The promotion could not be loaded.');
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    await waitFor(() => expect(names()).toHaveLength(6));
  });
});
