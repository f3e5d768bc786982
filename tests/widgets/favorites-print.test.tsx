import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import favoritesPrint from '../../widgets/favorites-print/index';
import { useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';

const { server } = useMockApi();
afterEach(() => {
  server.events.removeAllListeners();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

/** The print page opened on `search` (the address the Print button builds). */
function mountAt(search: string, context: object = {}) {
  history.replaceState(null, '', `/favorites-print.html${search}`);
  return mountWidget(
    favoritesPrint,
    {},
    { isAuthenticated: true, language: 'en', dateFormat: 'dd.MM.yyyy', ...context },
  );
}

/** The addresses of the mock's favourites and sales-statistics calls, with their queries. */
function requested() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    url.searchParams.delete('cacheKey');
    seen.push(`${url.pathname.replace('/api/', '')}${url.search}`);
  });
  return seen;
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('favourites print page (SPEC 2 print dialog)', () => {
  it('prints the list named in the address, with its search and sort, the delivery date and an empty quantity column', async () => {
    const seen = requested();
    mountAt('?id=F1001&query=m&sort=Name&expectedDeliveryDate=2026-11-26');
    expect(await screen.findByRole('heading', { name: 'Faste varer' })).toBeTruthy();
    expect(seen).toContain('favorites/F1001/full?query=m&sort=Name');
    expect(screen.getByText('Expected delivery: 26.11.2026')).toBeTruthy();
    expect(screen.getByText('Products matching “m”')).toBeTruthy();
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Product', 'Item number', 'Unit', 'Quantity']);
    expect(rows().length).toBeGreaterThan(0);
    for (const row of rows()) {
      const cells = within(row).getAllByRole('cell');
      expect(cells[1]!.textContent).toMatch(/^\d+$/);
      expect(cells[2]!.textContent).not.toBe('');
      expect(cells[3]!.textContent).toBe('');
    }
    expect(screen.getByText(`${rows().length} products`)).toBeTruthy();
  });

  it('prints the sales statistics under their own title', async () => {
    const seen = requested();
    mountAt('?generatedType=salesstatistics');
    expect(await screen.findByRole('heading', { name: 'Bought in the last 3 months' })).toBeTruthy();
    expect(seen).toContain('accounting/salesstatistics');
    expect(rows().length).toBeGreaterThan(0);
  });

  it('opens the browser print dialog from its Print button', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    mountAt('?id=F1001');
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says what to do when the address names no list', () => {
    mountAt('');
    expect(
      screen.getByText('Nothing to print: open this page from the Print button of a favourite list.'),
    ).toBeTruthy();
  });

  it('says the list is gone on a 404, and what to do', async () => {
    mountAt('?id=NOPE');
    expect((await screen.findByRole('alert')).textContent).toMatch(/does not exist any more/);
  });

  it('offers a retry that loads the list after a failure', async () => {
    server.use(http.get('*/api/favorites/F1001/full', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    mountAt('?id=F1001');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch('The list could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Faste varer' })).toBeTruthy();
  });

  it('says the list has nothing to print when it is empty', async () => {
    server.use(
      http.get('*/api/favorites/F1001/full', () =>
        HttpResponse.json({ Model: { Id: 'F1001', Name: 'Tom', ProductIds: [], Page: { PageOfResults: [] } } }),
      ),
    );
    mountAt('?id=F1001');
    expect(await screen.findByText('The list has no products to print.')).toBeTruthy();
  });
});
