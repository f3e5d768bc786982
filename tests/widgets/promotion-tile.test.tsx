import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { $campaignSelection } from '../../shared/stores/campaign-selection';
import { setCampaignRandom } from '../../shared/stores/campaigns';
import promotionTile from '../../widgets/promotion-tile/index';
import { useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';

const { db, server } = useMockApi();
const frontPage = { language: 'en', pageId: 3001, pageType: 'FrontPage' };
const tile = (id: string) => db.data.campaigns.PromotionTiles.find((t) => t.Id === id)!;
/** Answers campaigns/currentpage with these PromotionTiles only. */
const onlyTiles = (tiles: object[]) =>
  server.use(
    http.get('*/api/campaigns/currentpage', () =>
      HttpResponse.json({
        Model: { Banners: [], ProductPromotions: [], HighlightedProducts: [], PromotionTiles: tiles },
      }),
    ),
  );

describe('promotion tile', () => {
  it("shows an anonymous visitor the seeded pick of the page's PromotionTiles: image, title as the link, text and owner", async () => {
    setCampaignRandom(() => 0); // the first FrontPage tile
    const { el } = mountWidget(promotionTile, {}, { ...frontPage, isAuthenticated: false });
    const first = tile('3163');
    const link = await screen.findByRole('link', { name: first.Title });
    expect(link.getAttribute('href')).toBe(new URL(first.Url.Link, location.href).href);
    expect(link.getAttribute('target')).toBe('_self');
    expect(screen.getByRole('heading', { level: 2, name: first.Title })).toBeTruthy();
    expect(screen.getByText(first.Text!)).toBeTruthy();
    expect(screen.getByText(`From ${first.Owner.Name}`)).toBeTruthy();
    expect(el.querySelector('img')?.getAttribute('src')).toBe(first.Content.Url);
    expect($campaignSelection.get()).toEqual({ 'PromotionTiles:default': '3163' }); // placeholder defaults to 'default'
  });

  it('picks by weight per placeholder: a heavy tile beats a light one', async () => {
    setCampaignRandom(() => 0.5); // FrontPage tiles 3163 (P2, 512), 3170 (P1, 1024), 3177 (P10, 2): the middle falls on 3170
    mountWidget(promotionTile, { placeholder: 'side' }, { ...frontPage, isAuthenticated: true });
    expect(await screen.findByRole('link', { name: tile('3170').Title })).toBeTruthy();
    expect($campaignSelection.get()).toEqual({ 'PromotionTiles:side': '3170' });
  });

  it('does not link an unsafe Url', async () => {
    const base = tile('3163');
    onlyTiles([{ ...base, Url: { Link: 'javascript:alert(1)', Target: '_self' } }]);
    mountWidget(promotionTile, {}, { ...frontPage, isAuthenticated: false });
    expect(await screen.findByRole('heading', { name: base.Title })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('marks a new window for an external link', async () => {
    const base = tile('3163');
    onlyTiles([{ ...base, Url: { Link: 'https://supplier.example/offer', Target: '_blank' } }]);
    mountWidget(promotionTile, {}, { ...frontPage, isAuthenticated: false });
    const link = await screen.findByRole('link', { name: `${base.Title} (opens in a new window)` });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders nothing, not an empty box, when the page has no promotion tile', async () => {
    const { el } = mountWidget(
      promotionTile,
      {},
      { ...frontPage, pageType: 'OrderOverviewPage', isAuthenticated: false },
    );
    expect(screen.getByRole('status').textContent).toBe('Loading campaign...');
    await waitFor(() => expect(el.textContent).toBe(''));
    expect(el.querySelector('.wsh-promotion-tile')).toBeNull();
  });

  it('says so and offers a retry when the campaigns cannot be loaded', async () => {
    server.use(http.get('*/api/campaigns/currentpage', () => new HttpResponse(null, { status: 500 })));
    mountWidget(promotionTile, {}, { ...frontPage, isAuthenticated: false });
    expect((await screen.findByRole('alert')).textContent).toContain('The campaign could not be loaded.');
    server.resetHandlers();
    setCampaignRandom(() => 0);
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByRole('link', { name: tile('3163').Title })).toBeTruthy();
  });

  it('speaks Danish on a Danish page', async () => {
    setCampaignRandom(() => 0);
    mountWidget(promotionTile, {}, { ...frontPage, language: 'da', isAuthenticated: false });
    expect(screen.getByRole('status').textContent).toBe('Henter kampagne...');
    expect(await screen.findByText(`Fra ${tile('3163').Owner.Name}`)).toBeTruthy();
  });
});
