// @vitest-environment jsdom
// jsdom: the page's text is server HTML rendered through DOMPurify (docs/architecture.md: sanitiser tests run under jsdom).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import widget from '../../widgets/supplier-landing-page/index';
import { useMockApi } from '../fixtures/mock-api';
import { mountWidget, unmountAllWidgets } from './render-widget';

const { db, server } = useMockApi();
const LOGGED_IN = { isAuthenticated: true, language: 'en', paginationQueryKey: 'side' };
const mount = (props: object = {}, context: object = LOGGED_IN) =>
  mountWidget(widget, { id: 'LP400', ...props }, context);
const landing = (id: string) => db.data.campaigns.SupplierLandingPages.find((p) => p.Id === id)!;
const calls: URL[] = [];

beforeEach(() => {
  history.replaceState(null, '', '/landing');
  calls.length = 0;
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.includes('/api/campaigns/supplier-landing-pages/')) calls.push(url);
  });
});
afterEach(() => {
  unmountAllWidgets();
  server.events.removeAllListeners();
});

async function rows(count: number) {
  const list = await screen.findByRole('list', { name: 'Products from Skagen Fisk' });
  await waitFor(() => expect(list.children).toHaveLength(count));
  return list;
}

describe('supplier landing page', () => {
  it('shows the splash image, the logo, the title, the text and the first page of products', async () => {
    mount();
    expect(await screen.findByRole('heading', { level: 2, name: 'Skagen Fisk' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Skagen Fisk logo' }).getAttribute('src')).toBe(
      '/mock-assets/logo-skagen-fisk.svg',
    );
    expect(document.querySelector('.wsh-campaign-landing__image')?.getAttribute('src')).toBe(
      '/mock-assets/splash-skagen-fisk.svg',
    );
    expect(screen.getByText(/Mød Skagen Fisk/).tagName).toBe('P');
    await rows(12);
    expect(screen.getByText(`${landing('LP400').ProductIds.length} products`)).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.searchParams.get('page')).toBe('1');
    expect(calls[0]!.searchParams.get('expectedDeliveryDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('sanitises the text from the server', async () => {
    server.use(
      http.get('*/api/campaigns/supplier-landing-pages/:id', () =>
        HttpResponse.json({
          Model: {
            ...landing('LP400'),
            Text: '<p>Fresh <strong>fish</strong><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"></p>',
            Page: { TotalResults: 0, PageNumber: 1, CurrentPage: 1, TotalPages: 1, PageOfResults: [] },
          },
        }),
      ),
    );
    mount();
    expect((await screen.findByText('fish')).tagName).toBe('STRONG');
    const text = document.querySelector('.wsh-campaign-landing__text')!;
    expect(text.querySelector('script')).toBeNull();
    expect(text.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(await screen.findByText('There are no products to order here right now.')).toBeTruthy();
  });

  it('opens on the page the address names, and pages on with the pagination', async () => {
    history.replaceState(null, '', '/landing?side=2');
    mount();
    await rows(landing('LP400').ProductIds.length - 12);
    expect(calls[0]!.searchParams.get('page')).toBe('2');
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Previous page' }),
    );
    expect(location.search).toBe(''); // page 1 is the address without the key
    await rows(12);
    expect(calls.at(-1)!.searchParams.get('page')).toBe('1');
  });

  it('says an unknown page has ended, with a link back (404), and offers a retry on a server error', async () => {
    mount({ id: 'LP999', backUrl: '/brands' });
    expect(await screen.findByText('This supplier page has ended or does not exist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe('/brands');
    unmountAllWidgets();

    server.use(
      http.get('*/api/campaigns/supplier-landing-pages/:id', () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    mount();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/The supplier page could not be loaded/);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Skagen Fisk' })).toBeTruthy();
  });

  it('shows anonymous visitors the page with a login hint instead of the products (SPEC 6)', async () => {
    mount({}, { language: 'da' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Skagen Fisk' })).toBeTruthy();
    expect(screen.getByText(/Log ind for at se varerne og priserne\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log ind' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('list', { name: 'Varer fra Skagen Fisk' })).toBeNull();
  });
});
