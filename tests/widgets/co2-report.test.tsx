import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isoDay } from '../../shared/domain/orders/tracking';
import { previousMonth } from '../../shared/domain/reporting/report-period';
import co2Report from '../../widgets/co2-report/index';
import { useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';

const { server } = useMockApi();

const mount = (context: object = {}) =>
  mountWidget(co2Report, {}, { isAuthenticated: true, language: 'en', cacheKey: 'v42', ...context });

const region = () => screen.getByRole('region', { name: 'CO2 report' });
const link = () =>
  within(region()).queryByRole('link', { name: 'Download the CO2 report' }) as HTMLAnchorElement | null;
const select = () => within(region()).getByRole('combobox', { name: 'EKG' }) as HTMLSelectElement;
const compact = (iso: string) => iso.replaceAll('-', '');

describe('co2-report (SPEC 2 environmental impact, SPEC 7 environmentalimpact/co2report)', () => {
  it('keeps the whole-customer report when the EKGs cannot be loaded, with a retry', async () => {
    let fail = true;
    server.use(
      http.get('*/api/environmentalimpact/co2report/validekgs', () =>
        fail ? HttpResponse.json({}, { status: 500 }) : undefined,
      ),
    );
    mount();
    const alert = await within(region()).findByRole('alert');
    expect(alert.textContent).toContain('The EKGs could not be loaded');
    expect(link()).not.toBeNull();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(select()).findByRole('option', { name: 'Mødeforplejning' })).toBeTruthy();
  });

  it("links to the whole customer's report for last month, dates as yyyymmdd, with the common query parameters", async () => {
    mount();
    const period = previousMonth(isoDay(new Date()));
    expect(select().value).toBe('');
    expect(within(select()).getByRole('option', { name: 'Whole customer' })).toBeTruthy();
    const url = new URL(link()!.href);
    expect(url.pathname).toBe('/api/environmentalimpact/co2report/ekg/customer');
    expect(url.searchParams.get('fromDate')).toBe(compact(period.first));
    expect(url.searchParams.get('endDate')).toBe(compact(period.second));
    expect(url.searchParams.get('cacheKey')).toBe('v42');
    expect(link()!.hasAttribute('download')).toBe(true);
  });

  it("offers the valid EKGs and links to the chosen one's report", async () => {
    mount();
    await within(select()).findByRole('option', { name: 'Kantine 3. sal' });
    expect([...select().options].map((o) => o.textContent)).toEqual([
      'Whole customer',
      'Kantine stueetage',
      'Kantine 3. sal',
      'Mødeforplejning',
    ]);
    fireEvent.change(select(), { target: { value: 'EKG-20' } });
    expect(new URL(link()!.href).pathname).toBe('/api/environmentalimpact/co2report/ekg/EKG-20');
    expect(region().textContent).toContain('Kantine 3. sal');
    fireEvent.change(select(), { target: { value: '' } });
    expect(new URL(link()!.href).pathname).toBe('/api/environmentalimpact/co2report/ekg/customer');
  });

  it('has no link while the period is incomplete or the end precedes the start, and says why', () => {
    mount();
    const from = within(region()).getByLabelText('From');
    const to = within(region()).getByLabelText('To');
    fireEvent.change(to, { target: { value: '' } });
    expect(link()).toBeNull();
    expect(region().textContent).toContain('Choose both dates of the period to download the report.');
    fireEvent.change(from, { target: { value: '2025-01-01' } });
    fireEvent.change(to, { target: { value: '2025-03-31' } });
    const url = new URL(link()!.href);
    expect([url.searchParams.get('fromDate'), url.searchParams.get('endDate')]).toEqual(['20250101', '20250331']);
    fireEvent.change(to, { target: { value: '2024-12-31' } });
    expect(link()).toBeNull();
    expect(region().textContent).toContain('To cannot be before From.');
  });

  it('asks anonymous visitors to log in, without a link', () => {
    mount({ isAuthenticated: false });
    expect(screen.getByText('Log in to download your CO2 report.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
