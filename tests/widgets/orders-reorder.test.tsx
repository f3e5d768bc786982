import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { REORDER_DEMO, REORDER_DEMO_ORDER_ID } from '../../fixtures/model/year-of-orders';
import { $basket } from '../../shared/stores/basket/basket';
import orders from '../../widgets/orders/index';
import { useMockApi } from '../fixtures/mock-api';
import { loadBasketFirst, mountWidget } from './render-widget';

const { server } = useMockApi();
afterEach(() => {
  server.events.removeAllListeners();
  history.replaceState(null, '', '/');
});

const OVERVIEW = { area: 'OrderOverview', areaBasePath: '/orders', isAuthenticated: true, language: 'en' };

/** The reorder calls (path and body), as sent. */
function reorderCalls() {
  const seen: { path: string; body: unknown }[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname.replace('/api/', '');
    if (path.startsWith('checkout/basket/copy') || path.startsWith('checkout/basket/import'))
      void request
        .clone()
        .json()
        .then((body: unknown) => seen.push({ path, body }));
  });
  return seen;
}

async function openDemoOrder() {
  await loadBasketFirst(OVERVIEW);
  history.replaceState(null, '', `/orders/details/${REORDER_DEMO_ORDER_ID}`);
  mountWidget(orders, {}, OVERVIEW);
  await screen.findByRole('heading', { name: `Order ${REORDER_DEMO_ORDER_ID}` });
  // The panels under the lines come a frame after the header (the details' first frame stays short).
  return screen.findByRole('region', { name: 'Order again' });
}

const quantityInStore = (productId: string) =>
  $basket.get()?.LineItems.find((l) => l.ProductId === productId)?.Quantity;

describe('reorder on the order details (issue #13 point 3)', () => {
  it('"Order again" copies the order into our basket, the store takes the answer, and the summary names each line', async () => {
    const calls = reorderCalls();
    const panel = await openDemoOrder();
    const before = quantityInStore(REORDER_DEMO.added[0]) ?? 0;
    fireEvent.click(within(panel).getByRole('button', { name: 'Order again' }));
    expect(within(panel).getByRole('button', { name: 'Adding to your basket…' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    const heading = await within(panel).findByRole('heading', { name: 'Added to your basket' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(calls).toEqual([{ path: 'checkout/basket/copy', body: { orderId: REORDER_DEMO_ORDER_ID } }]);

    const summary = within(panel).getByRole('region', { name: 'Added to your basket' });
    expect(summary.textContent).toMatch(/3 of 5 lines went into the basket \(delivery \d\d\.\d\d\.\d{4}\)\./);
    const items = within(summary)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      expect.stringMatching(new RegExp(`\\(${REORDER_DEMO.added[0]}\\), quantity 2: Added$`)),
      expect.stringMatching(new RegExp(`\\(${REORDER_DEMO.added[1]}\\), quantity 3: Added$`)),
      `Andebryst (${REORDER_DEMO.notDeliverable}), quantity 4: Not added: not deliverable on the basket’s delivery date`,
      `Smør i portioner 10 g (${REORDER_DEMO.outOfStock}), quantity 5: Not added: out of stock`,
      `Kyllingebryst filet (${REORDER_DEMO.replaced}), quantity 6: Replaced by Hel kylling 1,4 kg`,
    ]);
    // Every island follows: the stored basket is the answer's.
    expect(quantityInStore(REORDER_DEMO.added[0])).toBe(before + 2);
    expect(quantityInStore(REORDER_DEMO.replacement)).toBeGreaterThanOrEqual(6);
    expect(quantityInStore(REORDER_DEMO.notDeliverable)).toBeUndefined();
  });

  it('sends one copy however often the button is pressed while it is busy', async () => {
    const calls = reorderCalls();
    const panel = await openDemoOrder();
    const button = within(panel).getByRole('button', { name: 'Order again' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(button.closest('form')!);
    await within(panel).findByRole('heading', { name: 'Added to your basket' });
    expect(calls).toHaveLength(1);
  });

  it('for another customer: an unknown customer number (404) says the customer was not found, in the form', async () => {
    const calls = reorderCalls();
    const panel = await openDemoOrder();
    const basketBefore = $basket.get();
    const toggle = within(panel).getByRole('button', { name: 'Order again for another customer' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // Nothing typed: said at the field, nothing sent.
    fireEvent.click(within(panel).getByRole('button', { name: "Add to the customer's basket" }));
    expect(await within(panel).findByText('Enter the customer number.')).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText('Customer number', { exact: false }), {
      target: { value: ' 999999 ' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: "Add to the customer's basket" }));
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByRole('alert')
          .map((a) => a.textContent),
      ).toContain('We found no customer 999999. Check the customer number and try again.'),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ path: 'checkout/basket/import', body: { ImportToCustomerId: '999999' } });
    expect($basket.get()).toBe(basketBefore);
    expect(within(panel).queryByRole('region', { name: /^Added to/ })).toBeNull();
  });

  it('for another customer: any other failure is an unknown error, in the form; the number stays for a retry', async () => {
    server.use(
      http.post('*/api/checkout/basket/import', () => HttpResponse.json({ Message: 'boom' }, { status: 500 })),
    );
    const panel = await openDemoOrder();
    fireEvent.click(within(panel).getByRole('button', { name: 'Order again for another customer' }));
    const field = within(panel).getByLabelText('Customer number', { exact: false });
    fireEvent.change(field, { target: { value: '512035' } });
    fireEvent.click(within(panel).getByRole('button', { name: "Add to the customer's basket" }));
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByRole('alert')
          .map((a) => a.textContent),
      ).toContain(
        "The order could not be added to the customer's basket because of an unknown error. Try again, or contact us if it keeps failing.",
      ),
    );
    expect((field as HTMLInputElement).value).toBe('512035');
  });

  it("for another customer: the summary names that customer's basket and says ours has not changed", async () => {
    const panel = await openDemoOrder();
    const basketBefore = $basket.get();
    fireEvent.click(within(panel).getByRole('button', { name: 'Order again for another customer' }));
    fireEvent.change(within(panel).getByLabelText('Customer number', { exact: false }), {
      target: { value: '512035' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: "Add to the customer's basket" }));
    const heading = await within(panel).findByRole('heading', { name: 'Added to the basket of customer 512035' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(panel.textContent).toContain(
      "Your own basket has not changed: the lines went into customer 512035's basket.",
    );
    expect($basket.get()).toBe(basketBefore);
  });
});
