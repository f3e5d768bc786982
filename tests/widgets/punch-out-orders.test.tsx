import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../shared/i18n/format-date';
import punchOutOrders from '../../widgets/punch-out-orders/index';
import { model, recordCalls, useMockApi } from '../fixtures/mock-api';
import { mountAreaWidget } from './render-widget';

const { db, server } = useMockApi();
afterEach(() => server.events.removeAllListeners());

/**
 * Acts as the punch-out demo customer 512037 and its punch-out user U1008 (fixtures/README.md), as after a
 * customer switch. The session, not the QA cookie wsh_customer: msw/node does not always hand a test's
 * document cookies to the mock's first handler (tests/widgets/favorites-menu.test.tsx's cookie test passes
 * only after the tests before it).
 */
function asPunchOutCustomer() {
  db.session.customerId = '512037';
  db.session.userId = 'U1008';
}

interface SentOrder {
  Id: string;
  CustomerReference: string;
  OrderDate: string;
  DeliveryDate: string;
  Status: string;
  FormattedTotal: string;
}

const AREA = { area: 'PunchOut', basePath: '/punch-out', pageType: 'PunchOutPage' };
const mount = (address = AREA.basePath, context: object = {}) =>
  mountAreaWidget(punchOutOrders, AREA, address, {}, context);

/** Every user and punch-out call the mock receives from now on. */
const calls = () => recordCalls(server, (path) => path === 'user' || path.startsWith('punchout'));

const region = () => screen.getByRole('region', { name: 'Punch-out orders' });
const table = () => within(region()).findByRole('table', { name: 'Punch-out orders, newest first' });
const STATUS: Record<string, string> = {
  Received: 'Received',
  Processing: 'Being processed',
  Delivered: 'Delivered',
  Cancelled: 'Cancelled',
};

describe('punch-out orders (SPEC 2 PunchOut, GET punchout/orders)', () => {
  it('shows a punch-out customer their orders newest first: number, reference, dates, status and total', async () => {
    asPunchOutCustomer();
    const expected = (await model<SentOrder[]>('punchout/orders')).toSorted((a, b) =>
      b.OrderDate.localeCompare(a.OrderDate),
    );
    expect(expected.length).toBeGreaterThan(1);
    const seen = calls();
    mount();
    expect(within(region()).getByRole('status').textContent).toBe('Loading your punch-out orders…');
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(seen).toEqual(['GET user', 'GET punchout/orders']);
    expect(rows).toHaveLength(expected.length);
    expected.forEach((o, i) => {
      expect(within(rows[i]!).getByRole('rowheader').textContent).toBe(o.Id);
      expect(
        within(rows[i]!)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual([
        o.CustomerReference,
        formatDate(o.OrderDate),
        formatDate(o.DeliveryDate),
        STATUS[o.Status],
        o.FormattedTotal,
      ]);
    });
    // No order links to details: the page context names no address of the order overview.
    expect(within(region()).queryAllByRole('link')).toEqual([]);
  });

  it('tells a customer who is not punch-out that punch-out orders belong to punch-out accounts, and asks for no orders', async () => {
    const seen = calls();
    mount();
    expect(
      await within(region()).findByText(
        'Punch-out orders belong to punch-out accounts, which order through a procurement system. This account is not a punch-out account, so it has no punch-out orders.',
      ),
    ).toBeTruthy();
    expect(seen).toEqual(['GET user']);
    expect(within(region()).queryByRole('table')).toBeNull();
  });

  it('does not list orders for a user who is not punch-out, whatever the API answers', async () => {
    server.use(
      http.get('*/api/punchout/orders', () =>
        HttpResponse.json({ Model: [{ Id: '1', OrderDate: '2025-11-20', Status: 'Received' }] }),
      ),
    );
    mount();
    expect(await within(region()).findByText(/belong to punch-out accounts/)).toBeTruthy();
    expect(within(region()).queryByRole('table')).toBeNull();
  });

  it('on a punch-out session (page context isPunchOut) asks for the orders without asking who the user is', async () => {
    const seen = calls();
    asPunchOutCustomer();
    mount('/punch-out', { isPunchOut: true });
    await table();
    expect(seen).toEqual(['GET punchout/orders']);
  });

  it('says so when a punch-out customer has no punch-out orders', async () => {
    asPunchOutCustomer();
    server.use(http.get('*/api/punchout/orders', () => HttpResponse.json({ Model: null })));
    mount();
    expect(
      await within(region()).findByText(
        'There are no punch-out orders yet. Orders you place from your procurement system will show here.',
      ),
    ).toBeTruthy();
  });

  it('a failed load says what to do, and Try again loads the orders', async () => {
    asPunchOutCustomer();
    let fail = true;
    server.use(http.get('*/api/punchout/orders', () => (fail ? HttpResponse.json({}, { status: 500 }) : undefined)));
    mount();
    const alert = await within(region()).findByRole('alert');
    expect(alert.textContent).toContain(
      'Your punch-out orders could not be loaded. Check your connection and try again.',
    );
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(within(await table()).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('formats the total itself when the server sends only the figure', async () => {
    asPunchOutCustomer();
    server.use(
      http.get('*/api/punchout/orders', () =>
        HttpResponse.json({
          Model: [{ Id: '9', OrderDate: '2025-11-20', DeliveryDate: '2025-11-24', Status: 'Invoiced', Total: 1234.5 }],
        }),
      ),
    );
    mount();
    const cells = within(within(await table()).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[3]!.textContent).toBe('Invoiced');
    expect(cells[4]!.textContent?.replace(/\s/g, ' ')).toBe('DKK 1,234.50');
  });

  it('shows "not found" for any other address below the page, with a link to the orders', async () => {
    mount('/punch-out/orders/7105294');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to punch-out orders' }).getAttribute('href')).toBe('/punch-out');
  });

  it('speaks Danish', async () => {
    asPunchOutCustomer();
    mount('/punch-out', { language: 'da' });
    expect(await screen.findByRole('heading', { name: 'Punch-out-ordrer' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Punch-out-ordrer, nyeste først' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Ordrenummer' })).toBeTruthy();
  });

  it('asks anonymous visitors to log in and asks the server nothing', async () => {
    const seen = calls();
    mount('/punch-out', { isAuthenticated: false });
    expect(screen.getByText('Log in to see your punch-out orders.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual([]);
  });
});
