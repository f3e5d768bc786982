import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $expectedDeliveryDate } from '../../shared/context/expected-delivery-date';
import widget from '../../widgets/campaign-details/index';
import { useMockApi } from '../fixtures/mock-api';
import { mountWidget, unmountAllWidgets } from './render-widget';

const { db, server } = useMockApi();
const LOGGED_IN = { isAuthenticated: true, language: 'en' };
const mount = (props: object = {}, context: object = LOGGED_IN) =>
  mountWidget(widget, { type: 'productpromotions', id: '3142', backUrl: '/campaigns', ...props }, context);
const promotion = (id: string) => db.data.campaigns.ProductPromotions.find((c) => c.Id === id)!;
const calls: URL[] = [];
const apiCalls: string[] = [];

beforeEach(() => {
  history.replaceState(null, '', '/campaign');
  calls.length = 0;
  apiCalls.length = 0;
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    apiCalls.push(url.pathname);
    if (/\/api\/campaigns\/[^/]+\/[^/]+$/.test(url.pathname)) calls.push(url);
  });
});
afterEach(() => {
  unmountAllWidgets(); // before cleaning the stores, so no listener count goes below zero
  server.events.removeAllListeners();
});

/** The rows of the campaign's product list, once all are drawn. */
async function rows(title: string, count: number) {
  const list = await screen.findByRole('list', { name: `Products of ${title}` });
  await waitFor(() => expect(list.children).toHaveLength(count));
  return list;
}

describe('campaign details', () => {
  it("shows the campaign's title, image and owner, and its products for the basket's delivery date", async () => {
    mount();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ugens tilbud' })).toBeTruthy();
    expect(screen.getByText('Presented by Grossisten')).toBeTruthy();
    expect(document.querySelector('.wsh-campaign-landing__image')?.getAttribute('src')).toBe(
      '/mock-assets/banner-3142.svg',
    );
    await rows('Ugens tilbud', promotion('3142').ProductIds.length);
    expect(screen.getByText('12 products')).toBeTruthy();
    // One request, after the basket: it carries the basket's date instead of going out twice.
    expect(calls).toHaveLength(1);
    expect(calls[0]!.pathname).toMatch(/campaigns\/productpromotions\/3142$/);
    expect($expectedDeliveryDate.get()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(calls[0]!.searchParams.get('expectedDeliveryDate')).toBe($expectedDeliveryDate.get());
    expect(calls[0]!.searchParams.get('page')).toBe('1');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull(); // one page only
  });

  it('pages the products with the page number in the address, each page a history entry; Back returns', async () => {
    mount({ id: '3156' }, { ...LOGGED_IN, paginationQueryKey: 'side' });
    await rows('Sæsonens grønt', 12);
    const before = history.length;
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    fireEvent.click(within(nav).getByRole('link', { name: /^Page 2/ }));
    expect(location.search).toBe('?side=2');
    expect(history.length).toBe(before + 1);
    await waitFor(() => expect(calls.at(-1)!.searchParams.get('page')).toBe('2'));
    await rows('Sæsonens grønt', 6);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'Products' }));
    act(() => {
      history.replaceState(null, '', '/campaign');
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    await rows('Sæsonens grønt', 12);
    expect(calls.at(-1)!.searchParams.get('page')).toBe('1');
  });

  it('loads again when the expected delivery date changes', async () => {
    mount();
    await rows('Ugens tilbud', 12);
    act(() => $expectedDeliveryDate.set('2030-01-07'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.searchParams.get('expectedDeliveryDate')).toBe('2030-01-07');
    expect(screen.getByRole('heading', { level: 2, name: 'Ugens tilbud' })).toBeTruthy(); // the content stays meanwhile
  });

  it('says an unknown or ended campaign has ended, with a link back (404)', async () => {
    mount({ type: 'banners', id: '9999' });
    expect(await screen.findByText('This campaign has ended or does not exist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe('/campaigns');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error with a retry when the server fails (500)', async () => {
    server.use(http.get('*/api/campaigns/:type/:id', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    mount();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/The campaign could not be loaded\. Check your connection and try again\./);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Ugens tilbud' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows anonymous visitors the campaign with a login hint instead of the products (SPEC 6)', async () => {
    mount({ loginUrl: '/login?next=campaign' }, { language: 'en' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ugens tilbud' })).toBeTruthy();
    expect(screen.getByText(/Log in to see the products and prices\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?next=campaign');
    expect(screen.queryByRole('list', { name: 'Products of Ugens tilbud' })).toBeNull();
    expect(calls[0]!.searchParams.has('expectedDeliveryDate')).toBe(false);
    expect(apiCalls.filter((p) => /snapshots|basket|delivery/.test(p))).toEqual([]);
  });

  it('speaks Danish', async () => {
    mount({ type: 'banners', id: '9999' }, { language: 'da' });
    expect(await screen.findByText('Denne kampagne er slut eller findes ikke.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tilbage til butikken' })).toBeTruthy();
  });
});
