import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setCampaignRandom } from '../../shared/stores/campaigns';
import { setPageType } from '../../shared/context/page-context';
import campaignBanner from '../../widgets/campaign-banner/index';
import productPromotion from '../../widgets/product-promotion/index';
import promotionTile from '../../widgets/promotion-tile/index';
import { useMockApi } from '../fixtures/mock-api';
import { loadBasketFirst, mountWidget, unmountAllWidgets } from './render-widget';

// Issue #34 point 2, SPEC 7 "campaign by placeholder, and the single campaign for the current page": when the
// server chooses (the islands' `choice` prop), the islands show its choice, not a weighted pick of their own.
const { db, server } = useMockApi();
const frontPage = { language: 'en', pageId: 3001, pageType: 'FrontPage' };
const tile = (id: string) => db.data.campaigns.PromotionTiles.find((t) => t.Id === id)!;

/** Every campaigns/* request from now on, as its URL. */
function campaignRequests() {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/api/campaigns/')) seen.push(new URL(request.url));
  });
  return seen;
}
const paths = (seen: URL[]) => seen.map((u) => u.pathname.replace('/api/', ''));

/** The server's choice for every placeholder and for the page: this campaign. */
const serverChooses = (campaign: object | null) =>
  server.use(
    http.get('*/api/campaigns/placeholder', () => HttpResponse.json({ Model: campaign })),
    http.get('*/api/campaigns/currentpage/single', () => HttpResponse.json({ Model: campaign })),
  );

afterEach(() => {
  unmountAllWidgets();
  server.events.removeAllListeners();
});

describe('campaigns the server chooses', () => {
  it("a promotion tile with choice placeholder shows the server's pick for it, whatever the weights say, and never asks for the page's list", async () => {
    setCampaignRandom(() => 0); // a weighted pick would be the first FrontPage tile, 3163
    const chosen = tile('3177'); // Priority 10: the lightest, which a weighted pick would rarely show
    serverChooses(chosen);
    const seen = campaignRequests();
    mountWidget(
      promotionTile,
      { placeholder: 'side', choice: 'placeholder' },
      { ...frontPage, isAuthenticated: false },
    );
    expect(await screen.findByRole('link', { name: chosen.Title })).toBeTruthy();
    expect(paths(seen)).toEqual(['campaigns/placeholder']);
    const query = Object.fromEntries(seen[0]!.searchParams);
    expect(query).toMatchObject({
      group: 'PromotionTiles',
      placeholderId: 'side',
      pageId: '3001',
      pageType: 'FrontPage',
    });
    expect(query).not.toHaveProperty('position'); // a tile has no position
    expect(query).not.toHaveProperty('expectedDeliveryDate'); // anonymous: no basket, no date (SPEC 6)
  });

  it("a banner with choice page shows the page's single campaign, with the basket's delivery date", async () => {
    const chosen = tile('3163');
    serverChooses(chosen);
    const seen = campaignRequests();
    const context = { ...frontPage, isAuthenticated: true };
    await loadBasketFirst(context);
    const { el } = mountWidget(campaignBanner, { choice: 'page' }, context);
    await waitFor(() => expect(el.querySelector('[data-campaign-id]')?.getAttribute('data-campaign-id')).toBe('3163'));
    expect(paths(seen)).toEqual(['campaigns/currentpage/single']);
    expect(seen[0]!.searchParams.get('expectedDeliveryDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(el.querySelector('img')?.getAttribute('alt')).toBe(chosen.Title);
  });

  it('a product promotion sends its display mode as the position', async () => {
    const chosen = db.data.campaigns.ProductPromotions[0]!;
    serverChooses(chosen);
    const seen = campaignRequests();
    mountWidget(
      productPromotion,
      { placeholder: 'promo-1', choice: 'placeholder', displayMode: 'inListSingle' },
      { ...frontPage, isAuthenticated: false },
    );
    expect(await screen.findByRole('heading', { level: 2, name: chosen.Title })).toBeTruthy();
    expect(Object.fromEntries(seen[0]!.searchParams)).toMatchObject({
      group: 'ProductPromotions',
      position: 'inListSingle',
      placeholderId: 'promo-1',
    });
  });

  it('no campaign from the server (Model null) leaves the placeholder empty', async () => {
    serverChooses(null);
    const seen = campaignRequests();
    const { el } = mountWidget(promotionTile, { choice: 'page' }, { ...frontPage, isAuthenticated: false });
    await waitFor(() => expect(seen).toHaveLength(1));
    await waitFor(() => expect(el.textContent).toBe(''));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a failed choice says so, and "Try again" asks the server again', async () => {
    let fail = true;
    const chosen = tile('3170');
    server.use(
      http.get('*/api/campaigns/placeholder', () =>
        fail ? new HttpResponse(null, { status: 500 }) : HttpResponse.json({ Model: chosen }),
      ),
    );
    mountWidget(promotionTile, { choice: 'placeholder' }, { ...frontPage, isAuthenticated: false });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    act(() => retry.click());
    expect(await screen.findByRole('link', { name: chosen.Title })).toBeTruthy();
  });

  it('asks again for a state change to another page type', async () => {
    serverChooses(tile('3163'));
    const seen = campaignRequests();
    mountWidget(promotionTile, { choice: 'placeholder' }, { ...frontPage, isAuthenticated: false });
    await screen.findByRole('link', { name: tile('3163').Title });
    act(() => setPageType('SearchPage'));
    await waitFor(() => expect(seen.map((u) => u.searchParams.get('pageType'))).toEqual(['FrontPage', 'SearchPage']));
  });
});
