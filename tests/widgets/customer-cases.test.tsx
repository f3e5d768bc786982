import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../shared/i18n/format-date';
import { $pageContext } from '../../shared/context/page-context';
import customerCases from '../../widgets/customer-cases/index';
import { model, recordCalls, useMockApi } from '../fixtures/mock-api';
import { mountAreaWidget } from './render-widget';

const { db, server } = useMockApi();
afterEach(() => server.events.removeAllListeners());

interface SentCase {
  Id: string;
  Created: string;
  DeliveryDay: string;
  DeliveryDayText: string;
  TimeSpanFrom: string;
  TimeSpanTo: string;
  Products: { ItemNumber: string; ItemName: string; Cause: string }[];
}

const AREA = { area: 'CustomerCases', basePath: '/customer-cases', pageType: 'CustomerCasesPage' };
const mount = (address = AREA.basePath, context: object = {}) =>
  mountAreaWidget(customerCases, AREA, address, {}, context);

/** Every customer-cases call the mock receives from now on. */
const calls = () => recordCalls(server, (path) => path.startsWith('customer-cases'));

const region = () => screen.getByRole('region', { name: 'Your customer cases' });
const list = () => within(region()).findByRole('list', { name: 'Customer cases, newest first' });
const toggles = () => within(region()).getAllByRole('button');
/** The seeded cases of the default customer (512034), newest created first. */
const seeded = async () =>
  (await model<SentCase[]>('customer-cases/latest')).toSorted((a, b) => b.Created.localeCompare(a.Created));

describe('customer cases (SPEC 2 CustomerCases, GET customer-cases/latest)', () => {
  it('shows Loading, then every case newest first, closed, with its created date and delivery-day text', async () => {
    const expected = await seeded();
    expect(expected.length).toBeGreaterThan(1);
    const seen = calls();
    mount();
    expect(within(region()).getByRole('status').textContent).toBe('Loading your customer cases…');
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(expected.length);
    expect(seen).toEqual(['GET customer-cases/latest']);
    expected.forEach((c, i) => {
      const button = within(items[i]!).getByRole('button');
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(button.textContent).toContain(`Case of ${formatDate(c.Created)}`);
      expect(button.textContent).toContain(`Delivery ${c.DeliveryDayText} ${formatDate(c.DeliveryDay)}`);
      // The button is the case's heading, so a screen reader's heading list names every case.
      expect(button.parentElement!.tagName).toBe('H3');
      const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
      expect(panel.hidden).toBe(true);
    });
  });

  it('sorts the cases newest first even when the server sends them oldest first', async () => {
    const expected = await seeded();
    server.use(http.get('*/api/customer-cases/latest', () => HttpResponse.json({ Model: expected.toReversed() })));
    mount();
    const items = within(await list()).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('button').textContent)).toEqual(
      expected.map((c) => expect.stringContaining(`Case of ${formatDate(c.Created)}`)),
    );
  });

  it('opens and closes a case from the keyboard (Enter and Space), saying so in aria-expanded', async () => {
    const [newest] = await seeded();
    const user = userEvent.setup();
    mount();
    await list();
    const button = toggles()[0]!;
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    await user.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    await user.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // The other cases stay closed.
    expect(toggles()[1]!.getAttribute('aria-expanded')).toBe('false');
    expect(panel.textContent).toContain(newest!.Products[0]!.ItemName);
  });

  it('shows an opened case its time span trimmed to 5 characters and the cause of each product', async () => {
    const [newest] = await seeded();
    mount();
    await list();
    fireEvent.click(toggles()[0]!);
    const panel = document.getElementById(toggles()[0]!.getAttribute('aria-controls')!)!;
    const from = newest!.TimeSpanFrom.slice(0, 5);
    const to = newest!.TimeSpanTo.slice(0, 5);
    expect(newest!.TimeSpanFrom).toMatch(/^\d\d:\d\d:\d\d$/); // the seed sends seconds: trimming shows
    expect(panel.textContent).toContain(`Delivery time ${from}–${to}`);
    expect(panel.textContent).not.toContain(newest!.TimeSpanFrom);
    const rows = within(within(panel).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(newest!.Products.length);
    const causeText: Record<string, string> = {
      Damaged: 'Damaged',
      Missing: 'Missing',
      Quality: 'Quality',
      ShortDate: 'Short best-before date',
    };
    newest!.Products.forEach((p, i) => {
      const cells = within(rows[i]!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
      expect(cells[0]).toBe(p.ItemNumber);
      expect(cells[1]).toBe(p.ItemName);
      expect(cells[3]).toBe(causeText[p.Cause]);
    });
  });

  it('shows a cause it does not know, and one end of a time span, as the server sends them', async () => {
    server.use(
      http.get('*/api/customer-cases/latest', () =>
        HttpResponse.json({
          Model: [
            {
              Id: 'X1',
              Created: '2025-11-20T10:00:00',
              DeliveryDay: '2025-11-21',
              DeliveryDayText: 'Friday',
              TimeSpanFrom: '07:30:00',
              TimeSpanTo: null,
              Products: [{ ItemNumber: '1', ItemName: 'Milk', Quantity: 2, Cause: 'WrongTemperature' }],
            },
          ],
        }),
      ),
    );
    mount();
    await list();
    fireEvent.click(toggles()[0]!);
    const panel = document.getElementById(toggles()[0]!.getAttribute('aria-controls')!)!;
    expect(panel.textContent).toContain('Delivery time from 07:30');
    expect(within(panel).getByRole('cell', { name: 'WrongTemperature' })).toBeTruthy();
  });

  it('says so when the customer has no cases', async () => {
    server.use(http.get('*/api/customer-cases/latest', () => HttpResponse.json({ Model: [] })));
    mount();
    expect(await within(region()).findByText('You have no customer cases.')).toBeTruthy();
    expect(within(region()).queryByRole('list')).toBeNull();
  });

  it('a failed load says what to do, and Try again loads the cases', async () => {
    let fail = true;
    server.use(
      http.get('*/api/customer-cases/latest', () => (fail ? HttpResponse.json({}, { status: 500 }) : undefined)),
    );
    mount();
    const alert = await within(region()).findByRole('alert');
    expect(alert.textContent).toContain(
      'Your customer cases could not be loaded. Check your connection and try again.',
    );
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(within(await list()).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('shows "not found" for any other address below the page, with a link to the cases', async () => {
    mount('/customer-cases/details/1');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to customer cases' }).getAttribute('href')).toBe('/customer-cases');
  });

  it("keeps the page's own page type (the screen has no suffix)", async () => {
    mount();
    await list();
    expect($pageContext.get().pageType).toBe('CustomerCasesPage');
  });

  it('speaks Danish', async () => {
    mount('/customer-cases', { language: 'da' });
    expect(await screen.findByRole('heading', { name: 'Dine kundesager' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Kundesager, nyeste først' });
    expect(screen.getAllByRole('button')[0]!.textContent).toMatch(/Sag fra .*Levering/);
  });

  it('asks anonymous visitors to log in and asks the server nothing', async () => {
    const seen = calls();
    mount('/customer-cases', { isAuthenticated: false });
    expect(screen.getByText('Log in to see your customer cases.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual([]);
  });

  it('another customer, who has no cases, sees the empty state', async () => {
    // As after a customer switch (the session: msw/node does not always hand a test's cookies to the mock).
    db.session.customerId = '512036';
    db.session.userId = 'U1006';
    mount();
    await waitFor(() => expect(within(region()).getByText('You have no customer cases.')).toBeTruthy());
  });
});
