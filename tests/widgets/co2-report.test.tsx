import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoDay } from '../../shared/domain/orders/tracking';
import { previousMonth } from '../../shared/domain/reporting/report-period';
import co2Report from '../../widgets/co2-report/index';
import { useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';

const { server } = useMockApi();
afterEach(() => server.events.removeAllListeners());

const mount = (context: object = {}) =>
  mountWidget(co2Report, {}, { isAuthenticated: true, language: 'en', cacheKey: 'v42', ...context });

const region = () => screen.getByRole('region', { name: 'CO2 report' });
const button = () => within(region()).queryByRole('button', { name: /^(Download the CO2 report|Downloading…)$/ });
const compactDate = (iso: string) => iso.replaceAll('-', '');

/** The files handed to the browser, by name. */
function spyOnSaving(): string[] {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/co2');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
  });
  return saved;
}

/** The report requests, as URLs, from now on. */
function reportCalls(): URL[] {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/co2report/ekg/')) seen.push(new URL(request.url));
  });
  return seen;
}

/** Presses the button and waits until the report was said saved. */
async function downloadReport(): Promise<void> {
  fireEvent.click(button()!);
  await waitFor(() => expect(region().textContent).toMatch(/Saved as /));
}
const select = () => within(region()).getByRole('combobox', { name: 'EKG' }) as HTMLSelectElement;

describe('co2-report (SPEC 2 environmental impact, SPEC 7 environmentalimpact/co2report)', () => {
  it('keeps the whole-customer report when the EKGs cannot be loaded, with a retry', async () => {
    let fail = true;
    server.use(
      http.get('*/api/environmentalimpact/co2report/validekgs', () =>
        fail ? HttpResponse.json({}, { status: 500 }) : undefined,
      ),
    );
    mount();
    const alert = (await within(region()).findByText(/The EKGs could not be loaded/)) as HTMLElement;
    expect(alert.getAttribute('role')).toBe('alert');
    expect(button()).not.toBeNull();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(select()).findByRole('option', { name: 'Mødeforplejning' })).toBeTruthy();
  });

  it("downloads the whole customer's report for last month in place, dates as yyyymmdd, with the common query parameters", async () => {
    const saved = spyOnSaving();
    const calls = reportCalls();
    mount();
    // The suite's pinned clock (tests/support/pinned-clock.ts shifts Date), not the machine's: the same month
    // the widget reads, and the calendar sweep moves both.
    const period = previousMonth(isoDay(new Date()));
    expect(select().value).toBe('');
    expect(within(select()).getByRole('option', { name: 'Whole customer' })).toBeTruthy();
    await downloadReport();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.pathname).toBe('/api/environmentalimpact/co2report/ekg/customer');
    expect(calls[0]!.searchParams.get('fromDate')).toBe(compactDate(period.first));
    expect(calls[0]!.searchParams.get('endDate')).toBe(compactDate(period.second));
    expect(calls[0]!.searchParams.get('cacheKey')).toBe('v42');
    const name = `co2-report-customer-${compactDate(period.first)}-${compactDate(period.second)}.csv`;
    expect(saved).toEqual([name]);
    expect(region().textContent).toContain(`Saved as ${name}`);
  });

  it("offers the valid EKGs and downloads the chosen one's report", async () => {
    spyOnSaving();
    const calls = reportCalls();
    mount();
    await within(select()).findByRole('option', { name: 'Kantine 3. sal' });
    expect([...select().options].map((o) => o.textContent)).toEqual([
      'Whole customer',
      'Kantine stueetage',
      'Kantine 3. sal',
      'Mødeforplejning',
    ]);
    fireEvent.change(select(), { target: { value: 'EKG-20' } });
    expect(region().textContent).toContain('Kantine 3. sal');
    await downloadReport();
    expect(calls.map((u) => u.pathname)).toEqual(['/api/environmentalimpact/co2report/ekg/EKG-20']);
  });

  it('an EKG id that cannot be a path segment is said in place (no crash, no button, no request)', async () => {
    const calls = reportCalls();
    server.use(
      http.get('*/api/environmentalimpact/co2report/validekgs', () =>
        HttpResponse.json({
          Model: [
            { Id: '..', Name: 'Odd EKG' },
            { Id: 'EKG-20', Name: 'Kantine 3. sal' },
          ],
        }),
      ),
    );
    mount();
    await within(select()).findByRole('option', { name: 'Odd EKG' });
    fireEvent.change(select(), { target: { value: '..' } });
    const said = within(region()).getByText(/The report for Odd EKG cannot be downloaded/);
    expect(said.getAttribute('role')).toBe('alert');
    expect(button()).toBeNull();
    fireEvent.change(select(), { target: { value: 'EKG-20' } });
    expect(button()).not.toBeNull();
    expect(calls).toEqual([]);
  });

  it('a login page instead of the report (the session expired) says so and saves nothing', async () => {
    const saved = spyOnSaving();
    server.use(
      http.get(
        '*/api/environmentalimpact/co2report/ekg/customer',
        () => new HttpResponse('<!doctype html><title>Log in</title>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    mount();
    fireEvent.click(button()!);
    await waitFor(() => expect(region().textContent).toContain('Your session has expired; log in again to download.'));
    expect(saved).toEqual([]);
  });

  it('leaving the widget cancels a download on its way; nothing is saved', async () => {
    const saved = spyOnSaving();
    let aborted = false;
    let answer: (() => void) | undefined;
    server.use(
      http.get('*/api/environmentalimpact/co2report/ekg/customer', async ({ request }) => {
        request.signal.addEventListener('abort', () => (aborted = true));
        await new Promise<void>((resolve) => (answer = resolve));
        return new HttpResponse('a;b', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    const { unmount } = mount();
    fireEvent.click(button()!);
    expect(button()!.textContent).toBe('Downloading…');
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    unmount();
    answer!();
    await waitFor(() => expect(aborted).toBe(true));
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 30)));
    expect(saved).toEqual([]);
  });

  it('has no button while the period is incomplete or the end precedes the start, and says why', async () => {
    spyOnSaving();
    const calls = reportCalls();
    mount();
    const from = within(region()).getByLabelText('From');
    const to = within(region()).getByLabelText('To');
    fireEvent.change(to, { target: { value: '' } });
    expect(button()).toBeNull();
    expect(region().textContent).toContain('Choose both dates of the period to download the report.');
    fireEvent.change(from, { target: { value: '2025-01-01' } });
    fireEvent.change(to, { target: { value: '2025-03-31' } });
    await downloadReport();
    expect([calls[0]!.searchParams.get('fromDate'), calls[0]!.searchParams.get('endDate')]).toEqual([
      '20250101',
      '20250331',
    ]);
    fireEvent.change(to, { target: { value: '2024-12-31' } });
    expect(button()).toBeNull();
    expect(region().textContent).toContain('To cannot be before From.');
  });

  it('asks anonymous visitors to log in, without a button', () => {
    mount({ isAuthenticated: false });
    expect(screen.getByText('Log in to download your CO2 report.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
