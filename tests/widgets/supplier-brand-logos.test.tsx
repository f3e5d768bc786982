import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { $expectedDeliveryDate } from '../../shared/context/expected-delivery-date';
import supplierBrandLogos from '../../widgets/supplier-brand-logos/index';
import { useMockApi } from '../fixtures/mock-api';
import { mountWidget, unmountAllWidgets } from './render-widget';

const { db, server } = useMockApi();
const frontPage = { language: 'en', pageId: 3001, pageType: 'FrontPage' };
/** The seeded FrontPage logos, Priority 1 first (ties in seed order). */
const seededOrder = () => [...db.data.campaigns.SupplierBrands].sort((a, b) => a.Priority - b.Priority);

function logoRequests() {
  const seen: URL[] = [];
  server.events.on(
    'request:start',
    ({ request }) => request.url.includes('campaigns/supplier-brands') && seen.push(new URL(request.url)),
  );
  return seen;
}

afterEach(() => {
  unmountAllWidgets();
  server.events.removeAllListeners();
});

describe('supplier brand logos', () => {
  it('shows an anonymous visitor every logo as a link named by its title, Priority 1 first', async () => {
    mountWidget(supplierBrandLogos, {}, { ...frontPage, isAuthenticated: false });
    const list = await screen.findByRole('list');
    const links = within(list).getAllByRole('link');
    const expected = seededOrder();
    expect(links.map((l) => l.querySelector('img')?.getAttribute('alt'))).toEqual(expected.map((l) => l.Title));
    expect(links.map((l) => l.getAttribute('href'))).toEqual(
      expected.map((l) => new URL(l.Url.Link, location.href).href),
    );
    expect(screen.getByRole('link', { name: expected[0]!.Title })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Suppliers and brands' })).toBeTruthy();
  });

  it('shows at most `max` logos under the heading', async () => {
    mountWidget(supplierBrandLogos, { heading: 'Our suppliers', max: 3 }, { ...frontPage, isAuthenticated: false });
    const region = await screen.findByRole('region', { name: 'Our suppliers' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Our suppliers' })).toBeTruthy();
    expect(
      within(region)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(
      seededOrder()
        .slice(0, 3)
        .map((l) => new URL(l.Url.Link, location.href).href),
    );
  });

  it('leaves an unsafe logo unlinked but shown', async () => {
    const [first, second] = seededOrder();
    server.use(
      http.get('*/api/campaigns/supplier-brands', () =>
        HttpResponse.json({ Model: [{ ...first, Url: { Link: 'data:text/html,hi', Target: '_self' } }, second] }),
      ),
    );
    mountWidget(supplierBrandLogos, {}, { ...frontPage, isAuthenticated: false });
    expect(await screen.findByRole('img', { name: first!.Title })).toBeTruthy();
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      new URL(second!.Url.Link, location.href).href,
    ]);
  });

  it('renders nothing on a page without logos', async () => {
    const { el } = mountWidget(
      supplierBrandLogos,
      {},
      { ...frontPage, pageType: 'ReceiptPage', isAuthenticated: false },
    );
    expect(screen.getByRole('status').textContent).toBe('Loading logos...');
    await waitFor(() => expect(el.textContent).toBe(''));
    expect(el.querySelector('ul')).toBeNull();
  });

  it('asks with page id, page type and the expected delivery date once that is known', async () => {
    const seen = logoRequests();
    mountWidget(supplierBrandLogos, {}, { ...frontPage, isAuthenticated: true });
    await screen.findByRole('list');
    const date = $expectedDeliveryDate.get(); // the logos' read loaded the basket, which brought the date
    expect(date).not.toBeNull();
    expect(seen.map((u) => Object.fromEntries(u.searchParams))).toMatchObject([
      { pageId: '3001', pageType: 'FrontPage', expectedDeliveryDate: date },
    ]);
    act(() => $expectedDeliveryDate.set('2099-01-02')); // a new date: the logos of that date
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]!.searchParams.get('expectedDeliveryDate')).toBe('2099-01-02');
  });

  it('says so and offers a retry when the logos cannot be loaded, in Danish too', async () => {
    server.use(http.get('*/api/campaigns/supplier-brands', () => new HttpResponse(null, { status: 500 })));
    mountWidget(supplierBrandLogos, {}, { ...frontPage, language: 'da', isAuthenticated: false });
    expect((await screen.findByRole('alert')).textContent).toContain('Logoerne kunne ikke hentes.');
    server.resetHandlers();
    act(() => screen.getByRole('button', { name: 'Prøv igen' }).click());
    expect(await screen.findAllByRole('link')).toHaveLength(12);
  });
});
