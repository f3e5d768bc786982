import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PurchaseHistory } from '../../shared/domain/catalogue/models';
import { PURCHASES_SHOWN } from '../../shared/domain/catalogue/purchase-history';
import { formatDate } from '../../shared/i18n/format-date';
import purchaseHistory from '../../widgets/purchase-history/index';
import { FRIDAY, model, useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';

const { db } = useMockApi();
/** Bought 4 times by the default customer in the seed, the most of any product. */
const BOUGHT = '106769';
/** Never bought by the default customer. */
const NEVER_BOUGHT = '113646';

function mount(props: object, context: object = {}) {
  return mountWidget(purchaseHistory, props, { isAuthenticated: true, language: 'en', ...context });
}
const history = (id: string, take = 'all') => model<PurchaseHistory>(`accounting/purchasehistory/${id}?take=${take}`);
/** The data rows of the purchases table (the header row left out). */
const dataRows = () =>
  within(screen.getByRole('table', { hidden: true }))
    .getAllByRole('row', { hidden: true })
    .slice(1);

/**
 * Gives the default customer `count` more orders of the product, older than the seeded ones. The seed
 * has no product bought more than 10 times (4 at most), and the mock must not invent purchases.
 */
function addOrders(productId: string, count: number) {
  const orders = db.data.orders.orders;
  const template = orders.find((o) => o.CustomerId === db.data.people.defaultCustomerId && o.Status !== 'Cancelled')!;
  for (let i = 0; i < count; i++) {
    orders.push({
      ...structuredClone(template),
      Id: `T${i}`,
      OrderDate: { $days: -300 - i, $time: '09:00' },
      DeliveryDate: { $days: -298 - i },
      Lines: [{ ...template.Lines[0]!, ItemNumber: productId, Quantity: i + 1 }],
    });
  }
}

afterEach(() => vi.restoreAllMocks());

describe('purchase history', () => {
  it('shows Loading..., then the number of purchases and the latest purchase date and quantity', async () => {
    db.setNow(FRIDAY);
    const expected = await history(BOUGHT);
    const latest = expected.Purchases[0]!;
    mount({ productId: BOUGHT });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(await screen.findByText('4 times')).toBeTruthy();
    const summary = screen.getByText('Latest purchase').closest('dl')!;
    expect(summary.textContent).toContain(formatDate(latest.OrderDate));
    expect(summary.textContent).toContain(`${latest.Quantity} ${latest.SalesUnitCode}`);
    expect(screen.getByRole('region', { name: 'Your purchases' })).toBeTruthy();
  });

  it('says so when the product was never bought', async () => {
    mount({ productId: NEVER_BOUGHT });
    expect(await screen.findByText('You have not bought this product yet.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the details on request: a disclosure button revealing the table of purchases', async () => {
    const user = userEvent.setup();
    const expected = await history(BOUGHT);
    mount({ productId: BOUGHT });
    const toggle = await screen.findByRole('button', { name: 'Show purchase history' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table')).toBeNull(); // hidden until asked for
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const table = screen.getByRole('table', { name: 'Your purchases of this product, newest first' });
    expect(toggle.getAttribute('aria-controls')).toBe(table.closest('[id]')!.id);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Order date', 'Delivery date', 'Quantity', 'Amount']);
    const first = expected.Purchases[0]!;
    expect(dataRows()).toHaveLength(4);
    expect(dataRows()[0]!.textContent).toBe(
      `${formatDate(first.OrderDate)}${formatDate(first.DeliveryDate)}${first.Quantity} ${first.SalesUnitCode}${first.FormattedLineAmount}`,
    );
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull(); // 4 purchases: all shown
    await user.click(toggle);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks for 11, shows the first 10 and offers "Show all", which loads and shows every purchase', async () => {
    addOrders(BOUGHT, 10); // 14 purchases in all
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    mount({ productId: BOUGHT });
    expect(await screen.findByText('14 times')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show purchase history' }));
    expect(dataRows()).toHaveLength(PURCHASES_SHOWN);
    const showAll = screen.getByRole('button', { name: 'Show all 14 purchases' });
    await user.click(showAll);
    // Focus was on the button, which is gone: it moves to the table (in an effect after the rows
    // render, so testing-library's act-wrapped waitFor, not vi.waitFor), and the change is announced.
    await waitFor(() => {
      expect(dataRows()).toHaveLength(14);
      expect(document.activeElement).toBe(screen.getByRole('table'));
    });
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Showing all 14 purchases.');
    // Only this widget's calls: another island's request (the basket, say) is not the point here.
    const takes = fetchSpy.mock.calls
      .map(([input]) => new URL(input instanceof Request ? input.url : String(input)))
      .filter((url) => url.pathname.includes('accounting/purchasehistory/'))
      .map((url) => url.searchParams.get('take'));
    expect(takes).toEqual(['11', 'all']);
  });

  it('shows exactly 10 without "Show all" when there are 10', async () => {
    addOrders(BOUGHT, 6);
    const user = userEvent.setup();
    mount({ productId: BOUGHT });
    await user.click(await screen.findByRole('button', { name: 'Show purchase history' }));
    expect(screen.getByText('10 times')).toBeTruthy();
    expect(dataRows()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('keeps the 10 shown and offers a retry when "Show all" fails', async () => {
    addOrders(BOUGHT, 8);
    const user = userEvent.setup();
    mount({ productId: BOUGHT });
    await user.click(await screen.findByRole('button', { name: 'Show purchase history' }));
    db.setScenario('error-500');
    await user.click(screen.getByRole('button', { name: 'Show all 12 purchases' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not all purchases could be loaded. Try again.');
    expect(dataRows()).toHaveLength(10);
    db.setScenario(null);
    await user.click(screen.getByRole('button', { name: 'Show all 12 purchases' }));
    await waitFor(() => expect(dataRows()).toHaveLength(12));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error with a retry when the history cannot be loaded', async () => {
    db.setScenario('error-500');
    const user = userEvent.setup();
    mount({ productId: BOUGHT });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your purchase history could not be loaded.');
    db.setScenario(null);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('4 times')).toBeTruthy();
  });

  it('reads the product from the address with productIdFrom "query"', async () => {
    window.history.replaceState(null, '', `/product.html?id=${NEVER_BOUGHT}`);
    try {
      mount({ productId: BOUGHT, productIdFrom: 'query' });
      expect(await screen.findByText('You have not bought this product yet.')).toBeTruthy();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('says when no product is given, and shows nothing to anonymous visitors', async () => {
    const { unmount } = mount({});
    expect(screen.getByText('No product is chosen, so there is no purchase history to show.')).toBeTruthy();
    unmount();
    const { el } = mount({ productId: BOUGHT }, { isAuthenticated: false });
    await act(async () => {});
    expect(el.textContent).toBe('');
  });

  it('speaks Danish', async () => {
    mount({ productId: BOUGHT }, { language: 'da' });
    expect(await screen.findByText('4 gange')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vis købshistorik' })).toBeTruthy();
  });
});
