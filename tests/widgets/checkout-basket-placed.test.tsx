import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import checkoutBasket from '../../widgets/checkout-basket/index';
import { useMockApi } from '../fixtures/mock-api';
import { useFakeNavigator } from '../support/fake-navigator';
import { mountWidget } from './render-widget';

// Issue #10, point 9: every 2xx answer to POST checkout/weborder is a placed order, and the buyer always
// ends on a page or a state that says so.
const { server } = useMockApi();
const { assign: go } = useFakeNavigator();

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const mount = (props: object, context: object = {}) =>
  mountWidget(
    checkoutBasket,
    { nextStepUrl: 'receipt.html', datePickerSelector: '#date-picker', ...props },
    { isAuthenticated: true, language: 'en', ...context },
  );
const firstLine = () => screen.findByRole('textbox', { name: 'Quantity of Letmælk 0,5% 1 l' });
const placeOrder = () => fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
const answerWebOrder = (body: Record<string, unknown>) =>
  server.use(http.post('*/api/checkout/weborder', () => HttpResponse.json(body)));

describe('checkout basket: the order is placed', () => {
  it('an answer without Model counts as placed: the buyer goes to the orders page', async () => {
    answerWebOrder({ Data: 'accepted' });
    mount({ ordersUrl: '/my/orders' });
    await firstLine();
    placeOrder();
    await waitFor(() => expect(go).toHaveBeenCalledWith(`${location.origin}/my/orders`));
    expect(screen.getByRole('status').textContent).toBe('Your order is placed. Opening your orders…');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an answer with Model but no order id counts as placed: the buyer goes to the orders page', async () => {
    answerWebOrder({ Model: { Status: 'Received' } });
    mount({ ordersUrl: 'orders.html' });
    await firstLine();
    placeOrder();
    await waitFor(() => expect(go).toHaveBeenCalledWith(`${location.origin}/orders.html`));
  });

  it('an answer without an order id and no ordersUrl says the order is placed, with nothing to wait for', async () => {
    answerWebOrder({ Model: null });
    mount({});
    await firstLine();
    placeOrder();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Your order has been placed.'));
    expect(go).not.toHaveBeenCalled();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('a next-step URL refused as unsafe says "order placed" with the order number and a link to the orders page', async () => {
    answerWebOrder({ Model: { Id: '7209999' } });
    mount({ nextStepUrl: 'https://evil.example/receipt', ordersUrl: '/my/orders' });
    await firstLine();
    placeOrder();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Your order has been placed (order number 7209999).'),
    );
    expect(screen.getByRole('link', { name: 'See your orders' }).getAttribute('href')).toBe(
      `${location.origin}/my/orders`,
    );
    expect(screen.queryByText(/Opening the receipt/)).toBeNull();
    expect(go).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('refused next-step URL "https://evil.example/receipt"'),
    );
  });

  it('an ordersUrl on another origin is not linked: the order number alone is shown', async () => {
    answerWebOrder({ Model: { Id: '7209999' } });
    mount({ nextStepUrl: 'https://evil.example/receipt', ordersUrl: 'https://evil.example/orders' });
    await firstLine();
    placeOrder();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Your order has been placed (order number 7209999).'),
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('checkout basket: datePickerSelector', () => {
  it("an invalid datePickerSelector is the island's inline editor error, not a silent dead button", async () => {
    const { el } = mount({ datePickerSelector: '#date-picker[' }, { editorMode: true });
    // The editors' detail is a lazy chunk: it replaces the neutral sentence a moment later.
    await waitFor(() =>
      expect(el.textContent).toContain('datePickerSelector: expected a valid CSS selector, got "#date-picker["'),
    );
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
  });

  it('an empty datePickerSelector is allowed (no picker: the reference field takes the scroll)', async () => {
    mount({ datePickerSelector: '' });
    await firstLine();
  });
});
