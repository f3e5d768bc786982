import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRACKING_REFRESH_MS } from '../../shared/domain/orders/tracking';
import { ROWS_PER_FRAME } from '../../shared/domain/catalogue/product-list';
import { testToday } from '../../scripts/test-clock.mjs';
import orders from '../../widgets/orders/index';
import { useMockApi } from '../fixtures/mock-api';
import { reloadPageContext } from '../../shared/context/page-context';
import { mountWidget } from './render-widget';

const { server } = useMockApi();
afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

const OVERVIEW = { area: 'OrderOverview', areaBasePath: '/orders', isAuthenticated: true, language: 'en' };
const LEGACY = { area: 'LegacyOrderHistory', areaBasePath: '/history', isAuthenticated: true, language: 'en' };

function mountAt(path: string, context: object = OVERVIEW) {
  history.replaceState(null, '', path);
  return mountWidget(orders, {}, context);
}

/** The order calls the island makes, as "path?query" without the cache key. */
function requested() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    url.searchParams.delete('cacheKey');
    if (url.pathname.includes('/accounting/')) seen.push(`${url.pathname.replace('/api/', '')}${url.search}`);
  });
  return seen;
}

/**
 * Waits (real time, a few ms at a time) until `check` holds: testing-library's waitFor polls with
 * setInterval, which the tracking tests fake, and a refresh that changes nothing on screen wakes no observer.
 */
async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await act(() => new Promise<void>((resolve) => setTimeout(resolve, 5)));
  expect(check()).toBe(true);
}

/** Lets a request the page may have started reach the mock, so "no new call" is a fact and not a race. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

const summary = () => document.querySelector('.wsh-orders__summary')!;
const orderLinks = () => screen.queryAllByRole('link', { name: /^Order \d+$/ });

/** An order the mock would send, delivered on `deliveryDate`. */
const anOrder = (Id: string, DeliveryDate: string) => ({
  Id,
  CustomerReference: `Ref ${Id}`,
  DeliveryDate,
  OrderDate: `${DeliveryDate}T06:00:00`,
  OrderedByUser: 'Ida Sørensen',
  OrderType: 'Standard',
  OurReferenceNumber: 'SO-1',
  Source: 'Web',
  Status: 'OutForDelivery',
  Total: 1234.5,
  FormattedTotal: '1.234,50 kr.',
  TotalNumberOfProducts: 2,
  CurrencyCode: 'DKK',
  Lines: [
    { ItemNumber: '100425', ItemName: 'Madlavningsfløde 9% 1 l', QuantityOrdered: 2 },
    { ItemNumber: '106345', ItemName: 'Gulerødder', Quantity: 3 },
  ],
});

describe('order overview (SPEC 2 OrderOverview)', () => {
  it('asks for the last 14 days and shows the orders grouped by delivery date, newest first, each linking to its details', async () => {
    const seen = requested();
    mountAt('/orders');
    await waitFor(() => expect(summary().textContent).toMatch(/^Orders from the last 14 days: \d+ orders$/));
    expect(seen).toEqual(['accounting/orders?numberOfDays=14']);
    // The cards follow the count line in a transition of their own (issue #19, blocking time).
    await waitFor(() => expect(orderLinks().length).toBeGreaterThan(0));
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent!);
    const days = headings.map((h) => h.replace(/^Delivery (today, )?(\d\d)\.(\d\d)\.(\d{4})$/, '$4-$3-$2'));
    expect(days.length).toBeGreaterThan(1);
    expect(days).toEqual([...days].sort().reverse());
    const first = orderLinks()[0]!;
    expect(first.getAttribute('href')).toMatch(/^\/orders\/details\/\d+$/);
  });

  it('a search puts text, days and sort in the address as a history entry, and asks with them', async () => {
    const seen = requested();
    mountAt('/orders');
    await waitFor(() => expect(orderLinks().length).toBeGreaterThan(0));
    const before = history.length;
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: '  Gulerødder ' } });
    fireEvent.change(screen.getByLabelText('Number of days'), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('Sort within each delivery date'), { target: { value: 'Total' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(location.pathname + location.search).toBe(
      '/orders/search?text=Guler%C3%B8dder&numberOfDays=60&sortBy=Total',
    );
    expect(history.length).toBe(before + 1);
    await waitFor(() =>
      expect(summary().textContent).toMatch(/^Orders from the last 60 days matching “Gulerødder”: \d+ orders?$/),
    );
    expect(seen.at(-1)).toBe('accounting/orders?searchText=Guler%C3%B8dder&numberOfDays=60');
  });

  it('keeps the list shown (marked busy) while the next search loads, so the page keeps its height', async () => {
    mountAt('/orders');
    await waitFor(() => expect(orderLinks().length).toBeGreaterThan(0));
    let release = () => {};
    server.use(
      http.get(
        '*/api/accounting/orders',
        () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(HttpResponse.json({ Model: [] }));
          }),
      ),
    );
    fireEvent.change(screen.getByLabelText('Number of days'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(summary().textContent).toBe('Loading orders…'));
    expect(orderLinks().length).toBeGreaterThan(0);
    expect(document.querySelector('.wsh-orders__list')!.getAttribute('aria-busy')).toBe('true');
    act(() => release());
    await waitFor(() =>
      expect(summary().textContent).toBe('No orders in the last 3 days.Try more days or another search.'),
    );
    expect(orderLinks()).toHaveLength(0);
  });

  it('says when a search finds nothing, naming the text and the days', async () => {
    mountAt('/orders/search?text=nothing-like-this&numberOfDays=30');
    await waitFor(() =>
      expect(summary().textContent).toBe(
        'No orders matching “nothing-like-this” in the last 30 days.Try more days or another search.',
      ),
    );
  });

  it('shows an error with a retry that asks again', async () => {
    server.use(http.get('*/api/accounting/orders', () => new HttpResponse(null, { status: 500 }), { once: true }));
    mountAt('/orders');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The orders could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(orderLinks().length).toBeGreaterThan(0));
  });

  it('refuses a number of days that is not a whole number from 1 to 365, at the field, and searches nothing', async () => {
    mountAt('/orders');
    await waitFor(() => expect(orderLinks().length).toBeGreaterThan(0));
    const days = screen.getByLabelText('Number of days');
    fireEvent.change(days, { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(location.pathname).toBe('/orders');
    expect(days.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a whole number of days from 1 to 365.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(days));
  });

  /** 120 orders over three delivery days, 40 a day. */
  const ordersOnThreeDays = () => {
    const days = ['2026-11-20', '2026-11-19', '2026-11-18'];
    return Array.from({ length: 120 }, (_, i) => anOrder(String(600000 + i), days[Math.floor(i / 40)]!));
  };
  /** With fake timers on: lets the answer travel (promises and setImmediate) until the 120 orders are counted. */
  const answerArrives = async () => {
    for (let i = 0; i < 500 && !(summary().textContent ?? '').endsWith(': 120 orders'); i++)
      await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    expect(summary().textContent).toMatch(/: 120 orders$/);
  };
  /** After a first part of 50 is drawn: the next parts, 50 ms apart. */
  const laterPartsFollow = () => {
    act(() => vi.advanceTimersByTime(49));
    expect(orderLinks()).toHaveLength(50);
    act(() => vi.advanceTimersByTime(1));
    expect(orderLinks()).toHaveLength(100);
    act(() => vi.advanceTimersByTime(50));
    expect(orderLinks()).toHaveLength(120);
  };

  it('draws a long list in parts of 50 orders, 50 ms apart, the first with the answer, across delivery groups', async () => {
    server.use(
      http.get('*/api/accounting/orders', () => HttpResponse.json({ Model: ordersOnThreeDays() }), { once: true }),
    );
    // Only the parts' timers are fake; the answer travels on promises and setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mountAt('/orders');
    await answerArrives();
    expect(orderLinks()).toHaveLength(50);
    // The second delivery day is cut after its first 10 orders; the third is not drawn yet.
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    laterPartsFollow();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('draws a list that replaces a shown one a frame at a time: 8 orders with the answer, 8 more once each is painted', async () => {
    const many = ordersOnThreeDays();
    server.use(
      http.get('*/api/accounting/orders', () => HttpResponse.json({ Model: many.slice(0, 60) }), { once: true }),
    );
    mountAt('/orders');
    await waitFor(() => expect(summary().textContent).toMatch(/: 60 orders$/));
    await waitFor(() => expect(orderLinks()).toHaveLength(60));
    server.use(http.get('*/api/accounting/orders', () => HttpResponse.json({ Model: many }), { once: true }));
    // Only the parts' timers and frames are fake; the answer travels on promises and setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    fireEvent.change(screen.getByLabelText('Number of days'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await answerArrives();
    expect(orderLinks()).toHaveLength(ROWS_PER_FRAME);
    act(() => vi.advanceTimersToNextFrame()); // the answer's frame is painted ...
    expect(orderLinks()).toHaveLength(ROWS_PER_FRAME);
    act(() => vi.advanceTimersByTime(1)); // ... and the timeout set in it runs (fake timers give it 1 ms)
    expect(orderLinks()).toHaveLength(2 * ROWS_PER_FRAME);
    // So on, a frame's rows each time a frame has painted, up to the first part's 50.
    for (let shown = 2 * ROWS_PER_FRAME; shown < 50;) {
      act(() => vi.advanceTimersToNextFrame());
      act(() => vi.advanceTimersByTime(1));
      shown = Math.min(50, shown + ROWS_PER_FRAME);
      expect(orderLinks()).toHaveLength(shown);
    }
    laterPartsFollow();
  });

  it('Back shows the earlier search in the fields and the list', async () => {
    mountAt('/orders/search?text=Gulerødder');
    await waitFor(() => expect(summary().textContent).toContain('matching “Gulerødder”'));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Koteletter' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(summary().textContent).toContain('matching “Koteletter”'));
    act(() => history.back());
    await waitFor(() => expect(summary().textContent).toContain('matching “Gulerødder”'));
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('Gulerødder');
  });
});

describe('order details (SPEC 2: details/{id})', () => {
  it('shows the header, the lines and the additional details', async () => {
    const seen = requested();
    mountAt('/orders/details/7104407');
    const article = await screen.findByRole('article', { name: 'Order 7104407' });
    const facts = within(article)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(facts.slice(0, 10)).toEqual([
      'Your reference',
      'Our reference number',
      'Order date',
      'Delivery date',
      'Ordered by',
      'Type',
      'Source',
      'Status',
      'Total',
      'Number of products',
    ]);
    const table = within(article).getByRole('table', { name: 'Order lines' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Item number', 'Product', 'Quantity ordered']);
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    expect(await within(article).findByText('Delivery route')).toBeTruthy();
    expect(seen).toEqual(
      expect.arrayContaining(['accounting/orders/7104407', 'accounting/orders/7104407/additional-details']),
    );
    // Not delivered today: no tracking is asked for.
    expect(seen.some((s) => s.endsWith('/tracking'))).toBe(false);
    expect(within(article).queryByRole('heading', { name: 'Tracking' })).toBeNull();
  });

  it('places the key-figures island for the order (source "order", its id) right after its own island, and removes it on leaving', async () => {
    history.replaceState(null, '', '/orders/details/7104407');
    document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify(OVERVIEW)}</script>`;
    reloadPageContext();
    // As the loader mounts it: on the page's element that names the widget.
    const el = document.createElement('div');
    el.setAttribute('data-widget', 'orders');
    document.body.append(el);
    let handle: ReturnType<typeof orders.mount> | undefined;
    act(() => {
      handle = orders.mount(el, { rawProps: {} });
    });
    try {
      await screen.findByRole('article', { name: 'Order 7104407' });
      // A frame after the details' header (the panels under the lines wait for it).
      await waitFor(() =>
        expect(el.nextElementSibling?.getAttribute('data-widget')).toBe('sustainability-key-figures'),
      );
      const next = el.nextElementSibling!;
      expect(JSON.parse(next.getAttribute('data-props')!)).toEqual({
        source: 'order',
        id: '7104407',
        headingLevel: '2',
      });
      fireEvent.click(screen.getByRole('link', { name: 'Back to your orders' }));
      expect(await screen.findByRole('heading', { level: 2, name: 'Your orders' })).toBeTruthy();
      expect(document.querySelector('[data-widget="sustainability-key-figures"]')).toBeNull();
    } finally {
      act(() => handle?.unmount());
      el.remove();
    }
  });

  it('reads a line quantity from Quantity when QuantityOrdered is missing (SPEC 3)', async () => {
    server.use(
      http.get('*/api/accounting/orders/:id', () => HttpResponse.json({ Model: anOrder('42', '2026-01-05') })),
    );
    mountAt('/orders/details/42');
    const table = await screen.findByRole('table', { name: 'Order lines' });
    expect(within(table).getAllByRole('row')[2]!.textContent).toBe('106345Gulerødder3');
  });

  it('an unknown order says it was not found, with a link back to the overview', async () => {
    mountAt('/orders/details/999999');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('We found no order 999999 for you.');
    expect(screen.getByRole('link', { name: 'Back to your orders' }).getAttribute('href')).toBe('/orders');
  });

  it('tracks an order delivered today: asks at once, then every 60 s while the page is visible; stops while hidden and asks again on return', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const today = testToday(); // the suite's pinned day, as the mock's (scripts/test-clock.mjs)
    server.use(http.get('*/api/accounting/orders/:id', () => HttpResponse.json({ Model: anOrder('77', today) })));
    let calls = 0;
    server.use(
      http.get('*/api/accounting/orders/:id/tracking', () => {
        calls++;
        return HttpResponse.json({
          Model: {
            IsTrackable: true,
            Status: 'OutForDelivery',
            EstimatedArrival: `${today}T08:30:00`,
            TrackingUrl: 'https://tracking.example/77',
          },
        });
      }),
    );
    mountAt('/orders/details/77');
    const section = await screen.findByRole('region', { name: 'Tracking' });
    await waitFor(() => expect(within(section).getByText('08:30')).toBeTruthy());
    expect(calls).toBe(1);
    expect(within(section).getByRole('link', { name: 'Follow the delivery on the carrier’s page' })).toBeTruthy();

    act(() => vi.advanceTimersByTime(TRACKING_REFRESH_MS - 1));
    await settle();
    expect(calls).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    await until(() => calls === 2);

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    act(() => vi.advanceTimersByTime(5 * TRACKING_REFRESH_MS));
    await settle();
    expect(calls).toBe(2);

    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await until(() => calls === 3);
    act(() => vi.advanceTimersByTime(TRACKING_REFRESH_MS));
    await until(() => calls === 4);
  });

  it('stops tracking when the buyer leaves the order', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const today = testToday(); // the suite's pinned day, as the mock's (scripts/test-clock.mjs)
    server.use(http.get('*/api/accounting/orders/:id', () => HttpResponse.json({ Model: anOrder('77', today) })));
    let calls = 0;
    server.use(
      http.get('*/api/accounting/orders/:id/tracking', () => {
        calls++;
        return HttpResponse.json({ Model: { IsTrackable: true, Status: 'OutForDelivery' } });
      }),
    );
    mountAt('/orders/details/77');
    await screen.findByRole('region', { name: 'Tracking' });
    await until(() => calls === 1);
    fireEvent.click(screen.getByRole('link', { name: 'Back to your orders' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your orders' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(3 * TRACKING_REFRESH_MS));
    await settle();
    expect(calls).toBe(1);
  });
});

describe('legacy order history (SPEC 2 LegacyOrderHistory)', () => {
  it('asks the legacy history without a default window, and opens an order from it', async () => {
    const seen = requested();
    mountAt('/history', LEGACY);
    expect(await screen.findByRole('heading', { level: 2, name: 'Order history' })).toBeTruthy();
    await waitFor(() => expect(summary().textContent).toMatch(/^All orders: \d+ orders$/));
    expect(seen).toEqual(['accounting/legacy-orderhistory']);
    await waitFor(() => expect(orderLinks().length).toBeGreaterThan(0));
    const link = orderLinks()[0]!;
    const name = link.textContent!;
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { level: 2, name })).toBeTruthy();
    expect(seen.at(-1)).toBe(`accounting/legacy-orderhistory/${name.replace('Order ', '')}`);
    expect(screen.queryByRole('heading', { name: 'Additional details' })).toBeNull();
  });

  it('searches with SearchText and NumberOfDays', async () => {
    const seen = requested();
    mountAt('/history/search?text=Koteletter&numberOfDays=365', LEGACY);
    await waitFor(() => expect(summary().textContent).toContain('matching “Koteletter”'));
    expect(seen).toEqual(['accounting/legacy-orderhistory?SearchText=Koteletter&NumberOfDays=365']);
  });
});

describe('the island', () => {
  it('asks anonymous visitors to log in, and says so on a page of another area', () => {
    mountAt('/orders', { ...OVERVIEW, isAuthenticated: false });
    expect(screen.getByText('Log in to see your orders.')).toBeTruthy();
  });

  it('says it belongs on an order page elsewhere', () => {
    mountAt('/orders', { ...OVERVIEW, area: 'None' });
    expect(screen.getByText(/belongs on a page of the area OrderOverview or LegacyOrderHistory/)).toBeTruthy();
  });
});
