import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addMonths } from '../../shared/domain/sales-documents/search';
import salesDocuments from '../../widgets/sales-documents/index';
import { useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';

const { server } = useMockApi();
afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

const CONTEXT = { area: 'SalesDocuments', areaBasePath: '/documents', isAuthenticated: true, language: 'en' };

function mountAt(path: string, context: object = CONTEXT) {
  history.replaceState(null, '', path);
  return mountWidget(salesDocuments, {}, context);
}

/** The list calls the island makes, as their query without the cache key. */
function requested() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    url.searchParams.delete('cacheKey');
    if (url.pathname.endsWith('/accounting/sales-documents')) seen.push(url.searchParams.toString());
  });
  return seen;
}

const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
const TODAY = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
const shown = (day: string) => day.split('-').reverse().join('.');

const summary = () => document.querySelector('.wsh-sales-documents__summary')!;
const rows = () => document.querySelectorAll('tbody tr');
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

describe('sales documents area (SPEC 2 SalesDocuments)', () => {
  it('without dates in the address asks for the last 3 months up to today, every type, page 1, and says so', async () => {
    const seen = requested();
    mountAt('/documents');
    const from = addMonths(TODAY, -3);
    await waitFor(() =>
      expect(summary().textContent).toMatch(
        new RegExp(`^The last 3 months, ${shown(from)} to ${shown(TODAY)}: \\d+ documents, page 1 of \\d+$`),
      ),
    );
    expect(seen).toEqual([`FromDate=${from}&ToDate=${TODAY}&Page=1`]);
    expect(rows()).toHaveLength(20);
    expect(field('From').value).toBe(from);
    expect(field('To').value).toBe(TODAY);
    const table = screen.getByRole('table', { name: 'Sales documents, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Document number', 'Type', 'Date', 'Amount', 'Due date', 'File']);
  });

  it('a search puts dateOne, dateTwo, type and page 1 in the address as a history entry, and asks with them', async () => {
    const seen = requested();
    mountAt('/documents');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const before = history.length;
    fireEvent.change(field('From'), { target: { value: '2025-01-01' } });
    fireEvent.change(field('To'), { target: { value: TODAY } });
    fireEvent.change(screen.getByLabelText('Document type'), { target: { value: 'CreditNote' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(location.pathname + location.search).toBe(
      `/documents/search?dateOne=2025-01-01&dateTwo=${TODAY}&type=CreditNote&page=1`,
    );
    expect(history.length).toBe(before + 1);
    await waitFor(() =>
      expect(summary().textContent).toMatch(
        new RegExp(`^01\\.01\\.2025 to ${shown(TODAY)}, Credit note only: \\d+ documents?`),
      ),
    );
    expect(seen.at(-1)).toBe(`FromDate=2025-01-01&ToDate=${TODAY}&Type=CreditNote&Page=1`);
    const types = [...rows()].map((r) => r.querySelectorAll('td')[0]!.textContent);
    expect(new Set(types)).toEqual(new Set(['Credit note']));
  });

  it('SPEC 5: a second date before the first is named at the field and nothing is searched', async () => {
    mountAt('/documents/search?dateOne=2026-01-10&dateTwo=2026-02-10');
    await waitFor(() => expect(summary().textContent).not.toContain('Loading'));
    fireEvent.change(field('To'), { target: { value: '2026-01-01' } });
    expect(screen.getByText('To cannot be before From.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(location.search).toBe('?dateOne=2026-01-10&dateTwo=2026-02-10');
    await waitFor(() => expect(document.activeElement).toBe(field('To')));
  });

  it('a first date moved past the second takes the second along', async () => {
    mountAt('/documents/search?dateOne=2026-01-10&dateTwo=2026-02-10');
    await waitFor(() => expect(summary().textContent).not.toContain('Loading'));
    fireEvent.change(field('From'), { target: { value: '2026-03-01' } });
    expect(field('To').value).toBe('2026-03-01');
  });

  it("keeps the page under the page context's pagination key; each page a history entry", async () => {
    const seen = requested();
    mountAt('/documents/search?side=2&page=5', { ...CONTEXT, paginationQueryKey: 'side' });
    await waitFor(() => expect(summary().textContent).toMatch(/page 2 of 2$/));
    expect(seen.at(-1)).toMatch(/&Page=2$/);
    const before = history.length;
    fireEvent.click(screen.getByRole('link', { name: 'Page 1' }));
    expect(location.search).toBe('?side=1');
    expect(history.length).toBe(before + 1);
    await waitFor(() => expect(summary().textContent).toMatch(/page 1 of 2$/));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Documents' })));
    act(() => history.back());
    await waitFor(() => expect(summary().textContent).toMatch(/page 2 of 2$/));
  });

  it('keeps the documents shown (busy) while the next search loads, then says when a period has none', async () => {
    mountAt('/documents');
    await waitFor(() => expect(rows().length).toBe(20));
    let release = () => {};
    server.use(
      http.get(
        '*/api/accounting/sales-documents',
        () =>
          new Promise<Response>((resolve) => {
            release = () =>
              resolve(
                HttpResponse.json({
                  Model: { TotalResults: 0, PageNumber: 1, CurrentPage: 1, TotalPages: 1, PageOfResults: [] },
                }),
              );
          }),
      ),
    );
    fireEvent.change(field('From'), { target: { value: '2001-01-01' } });
    fireEvent.change(field('To'), { target: { value: '2001-01-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(summary().textContent).toBe('Loading sales documents…'));
    expect(rows()).toHaveLength(20);
    expect(document.querySelector('.wsh-sales-documents__results')!.getAttribute('aria-busy')).toBe('true');
    act(() => release());
    await waitFor(() =>
      expect(summary().textContent).toBe('No documents in this period.Try a longer period or all types.'),
    );
    expect(rows()).toHaveLength(0);
  });

  it('SPEC 8: a load failure shows the error state with an empty model (no stale documents) and a retry', async () => {
    mountAt('/documents');
    await waitFor(() => expect(rows().length).toBe(20));
    server.use(
      http.get('*/api/accounting/sales-documents', () => new HttpResponse(null, { status: 500 }), { once: true }),
    );
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    const alert = await screen.findByText(/The sales documents could not be loaded/);
    expect(rows()).toHaveLength(0);
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(summary().textContent).toMatch(/page 2 of 2$/));
    expect(rows().length).toBeGreaterThan(0);
  });

  it('asks anonymous visitors to log in, and sends nothing', async () => {
    const seen = requested();
    mountAt('/documents', { ...CONTEXT, isAuthenticated: false });
    expect(screen.getByText('Log in to see your sales documents.')).toBeTruthy();
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 30)));
    expect(seen).toEqual([]);
  });
});

describe('sales document download (SPEC 7: accounting/sales-documents/pdf/{id}/{documentNo}/{type} as a file)', () => {
  function spyOnSaving() {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/doc');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (this.download) saved.push(this.download);
    });
    return saved;
  }

  it('saves the PDF under its own name, saying "Downloading…" on the row meanwhile; a failure is said in the row, with a retry', async () => {
    const saved = spyOnSaving();
    const pdfCalls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/sales-documents/pdf/')) pdfCalls.push(new URL(request.url).pathname);
    });
    mountAt('/documents');
    await waitFor(() => expect(rows().length).toBe(20));
    const row = rows()[0] as HTMLElement;
    const number = within(row).getByRole('rowheader').textContent!;
    const type = row.querySelectorAll('td')[0]!.textContent!;
    const wire = { Invoice: 'Invoice', 'Credit note': 'CreditNote', 'Account statement': 'AccountStatement' }[type]!;

    const button = within(row).getByRole('button', { name: `Download PDF: ${type} ${number}` });
    fireEvent.click(button);
    expect(button.textContent).toBe('Downloading…');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button); // on its way: nothing more is asked
    await waitFor(() => expect(saved).toEqual([`${wire}-${number}.pdf`]));
    expect(pdfCalls).toHaveLength(1);
    expect(pdfCalls[0]).toMatch(new RegExp(`/api/accounting/sales-documents/pdf/SD\\d+/${number}/${wire}$`));
    // The file is handed to the browser before the row draws its new state.
    await waitFor(() => expect(screen.getByText(`Saved as ${wire}-${number}.pdf`)).toBeTruthy());
    expect(button.textContent).toBe('Download PDF');

    server.use(
      http.get('*/api/accounting/sales-documents/pdf/:id/:no/:type', () => new HttpResponse(null, { status: 500 }), {
        once: true,
      }),
    );
    fireEvent.click(button);
    await waitFor(() =>
      expect(within(row).getByRole('alert').textContent).toBe('The file could not be downloaded. Try again.'),
    );
    expect(saved).toHaveLength(1);
    const retry = within(row).getByRole('button', { name: `Try again: download ${type} ${number}` });
    expect(retry).toBe(button); // the same button: focus stays where it was
    fireEvent.click(retry);
    await waitFor(() => expect(saved).toHaveLength(2));
    await waitFor(() => expect(within(row).getByRole('alert').textContent).toBe(''));
  });

  /** The first row, its button and its wire type, once the list is in. */
  async function firstRow() {
    await waitFor(() => expect(rows().length).toBe(20));
    const row = rows()[0] as HTMLElement;
    return { row, button: within(row).getAllByRole('button')[0]! };
  }

  it('a login page instead of the PDF (the session expired) says so and saves nothing (issue #32)', async () => {
    const saved = spyOnSaving();
    server.use(
      http.get(
        '*/api/accounting/sales-documents/pdf/:id/:no/:type',
        () => new HttpResponse('<!doctype html><title>Log in</title>', { headers: { 'Content-Type': 'text/html' } }),
        { once: true },
      ),
    );
    mountAt('/documents');
    const { row, button } = await firstRow();
    fireEvent.click(button);
    await waitFor(() =>
      expect(within(row).getByRole('alert').textContent).toBe('Your session has expired; log in again to download.'),
    );
    expect(saved).toEqual([]);
  });

  it('an expired session (401) says the same; another type than PDF is a failure; neither is saved', async () => {
    const saved = spyOnSaving();
    server.use(
      // A 401, not a 403: a 403 only says "not allowed" and is no expired session (docs/server-contract.md).
      http.get('*/api/accounting/sales-documents/pdf/:id/:no/:type', () => new HttpResponse(null, { status: 401 }), {
        once: true,
      }),
    );
    mountAt('/documents');
    const { row, button } = await firstRow();
    fireEvent.click(button);
    await waitFor(() =>
      expect(within(row).getByRole('alert').textContent).toBe('Your session has expired; log in again to download.'),
    );
    server.use(
      http.get(
        '*/api/accounting/sales-documents/pdf/:id/:no/:type',
        () => new HttpResponse('{}', { headers: { 'Content-Type': 'application/json' } }),
        { once: true },
      ),
    );
    fireEvent.click(button);
    await waitFor(() =>
      expect(within(row).getByRole('alert').textContent).toBe('The file could not be downloaded. Try again.'),
    );
    expect(saved).toEqual([]);
  });

  it('leaving the island aborts a download on its way: the request is cancelled and nothing is saved', async () => {
    const saved = spyOnSaving();
    let aborted = false;
    let answer!: () => void;
    server.use(
      http.get('*/api/accounting/sales-documents/pdf/:id/:no/:type', async ({ request }) => {
        request.signal.addEventListener('abort', () => (aborted = true));
        await new Promise<void>((resolve) => (answer = resolve));
        return new HttpResponse('%PDF', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    const { unmount } = mountAt('/documents');
    const { button } = await firstRow();
    fireEvent.click(button);
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    unmount();
    answer();
    await waitFor(() => expect(aborted).toBe(true));
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 30)));
    expect(saved).toEqual([]);
  });
});
