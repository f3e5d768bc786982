import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { emit } from '../../shared/events/bus';
import { $campaignSelection } from '../../shared/stores/campaign-selection';
import { $expectedDeliveryDate } from '../../shared/context/expected-delivery-date';
import { setCampaignRandom } from '../../shared/stores/campaigns';
import campaignBanner from '../../widgets/campaign-banner/index';
import { useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';

const { db, server } = useMockApi();
const frontPage = { language: 'en', pageId: 3001, pageType: 'FrontPage' };
const banner = (id: string) => db.data.campaigns.Banners.find((b) => b.Id === id)!;

describe('campaign banner', () => {
  it('shows the seeded pick of the Banners group to an anonymous visitor, linked to the campaign', async () => {
    setCampaignRandom(() => 0); // the first FrontPage banner
    mountWidget(campaignBanner, { placeholder: 'top' }, { ...frontPage, isAuthenticated: false });
    const first = banner('3107');
    const img = await screen.findByRole('img', { name: first.Title });
    expect(img.getAttribute('src')).toBe(first.Content.Url);
    const link = screen.getByRole('link', { name: first.Title });
    expect(link.getAttribute('href')).toBe(new URL(first.Url.Link, location.href).href);
    expect(link.getAttribute('target')).toBe('_self');
    expect($campaignSelection.get()).toEqual({ 'Banners:top': '3107' });
  });

  it('keeps the pick until the search overlay opens, then picks again', async () => {
    setCampaignRandom(() => 0);
    mountWidget(campaignBanner, { placeholder: 'top' }, { ...frontPage, isAuthenticated: true });
    await screen.findByRole('img', { name: banner('3107').Title });
    setCampaignRandom(() => 0.999); // the last FrontPage banner
    act(() => emit('searchOverlay', { open: false }));
    expect(screen.getByRole('img', { name: banner('3107').Title })).toBeTruthy();
    act(() => emit('searchOverlay', { open: true }));
    expect(await screen.findByRole('img', { name: banner('3128').Title })).toBeTruthy();
  });

  it('shows one banner by id, and no link for an unsafe Url', async () => {
    const b = banner('3114');
    server.use(
      http.get('*/api/campaigns/banners/3114', () =>
        HttpResponse.json({ Model: { ...b, Url: { Link: 'javascript:alert(1)', Target: '_self' } } }),
      ),
    );
    mountWidget(campaignBanner, { bannerId: '3114' }, { ...frontPage, isAuthenticated: false });
    expect(await screen.findByRole('img', { name: b.Title })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says so and offers a retry when the campaigns cannot be loaded', async () => {
    server.use(http.get('*/api/campaigns/currentpage', () => new HttpResponse(null, { status: 500 })));
    mountWidget(campaignBanner, { placeholder: 'top' }, { ...frontPage, isAuthenticated: false });
    expect((await screen.findByRole('alert')).textContent).toContain('The campaign could not be loaded.');
    server.resetHandlers();
    setCampaignRandom(() => 0);
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    await waitFor(() => expect(screen.getByRole('img', { name: banner('3107').Title })).toBeTruthy());
  });

  const currentPageRequests = () => {
    const seen: URL[] = [];
    server.events.on(
      'request:start',
      ({ request }) => request.url.includes('campaigns/currentpage') && seen.push(new URL(request.url)),
    );
    return seen;
  };
  const paramsOf = (u: URL) =>
    Object.fromEntries(['pageId', 'pageType', 'expectedDeliveryDate'].map((k) => [k, u.searchParams.get(k)]));

  it("waits for the basket's expected delivery date, then asks once for the current page campaigns with page id, page type and that date", async () => {
    const seen = currentPageRequests();
    mountWidget(campaignBanner, { placeholder: 'top' }, { ...frontPage, isAuthenticated: true });
    await screen.findByRole('img');
    const date = $expectedDeliveryDate.get(); // the banner's read loaded the basket, which brought the date
    expect(date).not.toBeNull();
    expect(seen.map(paramsOf)).toEqual([{ pageId: '3001', pageType: 'FrontPage', expectedDeliveryDate: date }]);
    server.events.removeAllListeners();
  });

  it('sends no expected delivery date for an anonymous visitor', async () => {
    const seen = currentPageRequests();
    $expectedDeliveryDate.set('2026-11-23');
    mountWidget(campaignBanner, { placeholder: 'top' }, { ...frontPage, isAuthenticated: false });
    await screen.findByRole('img');
    expect(seen.map(paramsOf)).toEqual([{ pageId: '3001', pageType: 'FrontPage', expectedDeliveryDate: null }]);
    server.events.removeAllListeners();
  });
});
