import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import recallNotice from '../../widgets/recall-notice/index';
import { useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';
import { waitForIt } from '../support/wait-for';

const { server } = useMockApi();
const HOUR = 60 * 60 * 1000;

/** The notification calls the mock receives from now on. */
function noticeCalls(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('product-recall-email-address/notification')) seen.push(request.url);
  });
  return seen;
}
afterEach(() => server.events.removeAllListeners());

/** A logged-in page acting for `customer` (the mock reads the QA cookie, the island the page context). */
function mount(customer: string, context: object = {}) {
  document.cookie = `wsh_customer=${customer}; path=/`;
  return mountWidget(
    recallNotice,
    { addressesUrl: '/recall-addresses' },
    { isAuthenticated: true, language: 'en', currentCustomerId: customer, ...context },
  );
}
const notice = () => screen.queryByRole('region', { name: 'Product recalls' });
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('recall notice (SPEC 2, 3, 4, 6, 9; GET product-recall-email-address/notification)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-03-10T09:15:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('asks nothing for a visitor and shows nothing', async () => {
    const seen = noticeCalls();
    mountWidget(recallNotice, {}, { isAuthenticated: false, language: 'en' });
    await settle();
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual([]);
    expect(notice()).toBeNull();
  });

  it('shows nothing for a customer with a confirmed address (NeedsConfirmation false)', async () => {
    const seen = noticeCalls();
    mount('512034');
    await waitForIt(() => expect(seen).toHaveLength(1));
    await settle();
    expect(notice()).toBeNull();
  });

  it('shows the notice with the link to the addresses, and no dismissal when it is not dismissable', async () => {
    mount('512035');
    await waitForIt(() => expect(notice()).not.toBeNull());
    expect(screen.getByRole('link', { name: 'Go to your recall e-mail addresses' }).getAttribute('href')).toBe(
      '/recall-addresses',
    );
    expect(screen.queryByRole('button', { name: 'Hide for a day' })).toBeNull();
  });

  it('hides for 1 day when dismissed: away on the next page for 23 h 59 min, back after 24 h', async () => {
    const first = mount('512036');
    await waitForIt(() => expect(notice()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Hide for a day' }));
    expect(notice()).toBeNull();
    const said = screen.getByRole('status');
    expect(said.textContent).toBe('The reminder is hidden for a day.');
    expect(document.activeElement).toBe(said);
    expect(document.cookie).toContain(`_wsh_rnd=${encodeURIComponent(`512036|${Date.now()}`)}`);
    first.unmount();

    vi.setSystemTime(new Date('2026-03-11T09:14:00')); // the next page, 23 h 59 min later
    const seen = noticeCalls();
    const second = mount('512036');
    await waitForIt(() => expect(seen).toHaveLength(1));
    await settle();
    expect(notice()).toBeNull();
    second.unmount();

    vi.setSystemTime(new Date('2026-03-11T09:15:00')); // 24 h after the dismissal
    mount('512036');
    await waitForIt(() => expect(notice()).not.toBeNull());
  });

  it('comes back on a page left open once the day has passed', async () => {
    mount('512036');
    await waitForIt(() => expect(notice()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Hide for a day' }));
    await act(() => vi.advanceTimersByTimeAsync(24 * HOUR - 1));
    expect(notice()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(notice()).not.toBeNull();
  });

  it("does not hide another customer's notice: the dismissal is per customer", async () => {
    const first = mount('512036');
    await waitForIt(() => expect(notice()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Hide for a day' }));
    first.unmount();
    mount('512035');
    await waitForIt(() => expect(notice()).not.toBeNull());
  });

  it('speaks Danish', async () => {
    mount('512036', { language: 'da' });
    await waitForIt(() => expect(screen.queryByRole('region', { name: 'Tilbagekaldelser' })).not.toBeNull());
    expect(screen.getByRole('button', { name: 'Skjul i et døgn' })).toBeTruthy();
  });
});
