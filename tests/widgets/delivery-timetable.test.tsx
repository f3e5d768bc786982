import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import widget from '../../widgets/delivery-date-drawer/index';
import { readTimetable } from '../../widgets/delivery-date-drawer/timetable';
import { FRIDAY, useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';

// Mock "today" is Friday 21.11.2025; the default basket delivers Monday 24.11.2025.
const { db, server } = useMockApi();
const asked: URL[] = [];
beforeEach(() => {
  db.setNow(FRIDAY);
  asked.length = 0;
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/api/delivery/timetable')) asked.push(url);
  });
});
afterEach(() => server.events.removeAllListeners());

async function openTimetable(language = 'en') {
  mountWidget(widget, {}, { isAuthenticated: true, language });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^(Delivery date|Leveringsdato): / }));
  const dialog = screen.getByRole('dialog');
  const toggle = within(dialog).getByRole('button', { name: /^(Delivery timetable|Leveringsplan)$/ });
  return { dialog, toggle, user };
}

describe('delivery timetable in the drawer (GET delivery/timetable)', () => {
  it('asks nothing until the buyer opens it, then shows the days with their order deadlines', async () => {
    const { dialog, toggle, user } = await openTimetable();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(asked).toEqual([]);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const table = await within(dialog).findByRole('table', { name: /^Your delivery days/ });
    expect(asked[0]!.searchParams.get('expectedDeliveryDate')).toBe('2025-11-24');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    // Monday's delivery is ordered by the Friday before (the mock's rule), at the deadline time.
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Monday');
    expect(rows[0]!.textContent).toMatch(/Friday \d\d:\d\d/);
    expect(
      within(dialog).getByText(/^For delivery on 24\.11\.2025, order by \d\d\.\d\d\.\d{4} at \d\d:\d\d\.$/),
    ).toBeTruthy();
  });

  it('names the days in Danish on a Danish page', async () => {
    const { dialog, toggle, user } = await openTimetable('da');
    await user.click(toggle);
    const table = await within(dialog).findByRole('table');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Mandag', 'Tirsdag', 'Onsdag', 'Torsdag', 'Fredag']);
  });

  it('a failure says so with a retry', async () => {
    let fail = true;
    server.use(http.get('*/api/delivery/timetable', () => (fail ? HttpResponse.json({}, { status: 500 }) : undefined)));
    const { dialog, toggle, user } = await openTimetable();
    await user.click(toggle);
    const alert = await within(dialog).findByText('The delivery timetable could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('table')).toBeTruthy();
  });

  it('reads a timetable by the shape rule: null is none, days without a day number are dropped', () => {
    expect(readTimetable(null)).toBeNull();
    expect(
      readTimetable({
        Route: 'R1',
        Days: [{ DayOfWeek: 2, DeliveryFrom: '06:00:00', DeliveryTo: '09:00' }, { Name: 'x' }],
      }),
    ).toEqual({
      Route: 'R1',
      OrderDeadline: '',
      DeliveryWindow: null,
      Days: [{ DayOfWeek: 2, OrderDeadlineDayOfWeek: 0, OrderDeadlineTime: '', From: '06:00', To: '09:00' }],
    });
    expect(() => readTimetable({ Days: {} })).toThrow();
  });
});
