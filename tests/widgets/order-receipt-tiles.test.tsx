import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../shared/events/bus';
import orderReceiptTiles from '../../widgets/order-receipt-tiles/index';
import { useMockApi } from '../fixtures/mock-api';
import { mountWidget, unmountAllWidgets } from './render-widget';

const { db, server } = useMockApi();
const receiptPage = { language: 'en', pageId: 5001, pageType: 'ReceiptPage', isAuthenticated: true };
/** The seeded PromotionTiles placed on the receipt page, in seed order. */
const receiptTiles = () => db.data.campaigns.PromotionTiles.filter((t) => t.PageTypes.includes('ReceiptPage'));
const tileLinks = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((l) => l.textContent);

afterEach(() => {
  unmountAllWidgets();
  vi.restoreAllMocks();
});

describe('order receipt tiles', () => {
  it("shows the receipt page's PromotionTiles as a grid under the heading, in the weighted order", async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0); // each place takes the first tile left: seed order
    mountWidget(orderReceiptTiles, { heading: 'Campaigns for your next order' }, receiptPage);
    const region = await screen.findByRole('region', { name: 'Campaigns for your next order' });
    const tiles = receiptTiles();
    expect(tiles.length).toBe(3); // the mock places three tiles on ReceiptPage
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(tiles.map((t) => t.Title));
    expect(
      within(region)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(tiles.map((t) => new URL(t.Url.Link, location.href).href));
    expect(within(region).getByText(tiles[0]!.Text!)).toBeTruthy();
  });

  it('shows at most `max` tiles, heaviest first with a high random draw landing on the lightest', async () => {
    // Receipt tiles 3163 (P2, 512), 3170 (P1, 1024), 3177 (P10, 2): 0.9999 lands on the last (3177), then on 3170.
    vi.spyOn(Math, 'random').mockReturnValue(0.9999);
    mountWidget(orderReceiptTiles, { max: 2 }, receiptPage);
    await screen.findByRole('region', { name: 'Campaigns' });
    expect(tileLinks()).toEqual(['3177', '3170'].map((id) => receiptTiles().find((t) => t.Id === id)!.Title));
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2); // no heading prop: the tiles' titles are h2
  });

  it('keeps its order until the campaign selection resets (the search overlay opens), then picks again', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    mountWidget(orderReceiptTiles, { max: 1 }, receiptPage);
    await screen.findByRole('region');
    expect(tileLinks()).toEqual([receiptTiles()[0]!.Title]);
    vi.spyOn(Math, 'random').mockReturnValue(0.9999);
    act(() => emit('searchOverlay', { open: false }));
    expect(tileLinks()).toEqual([receiptTiles()[0]!.Title]);
    act(() => emit('searchOverlay', { open: true }));
    await waitFor(() => expect(tileLinks()).toEqual([receiptTiles()[2]!.Title]));
  });

  it('renders nothing on a page without promotion tiles', async () => {
    const { el } = mountWidget(orderReceiptTiles, {}, { ...receiptPage, pageType: 'OrderOverviewPage' });
    expect(screen.getByRole('status').textContent).toBe('Loading campaigns...');
    await waitFor(() => expect(el.textContent).toBe(''));
  });

  it('says so and offers a retry when the campaigns cannot be loaded, in Danish too', async () => {
    server.use(http.get('*/api/campaigns/currentpage', () => new HttpResponse(null, { status: 500 })));
    mountWidget(orderReceiptTiles, {}, { ...receiptPage, language: 'da' });
    expect((await screen.findByRole('alert')).textContent).toContain('Kampagnerne kunne ikke hentes.');
    server.resetHandlers();
    act(() => screen.getByRole('button', { name: 'Prøv igen' }).click());
    expect(await screen.findByRole('region', { name: 'Kampagner' })).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });
});
