import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '../../shared/events/bus';
import { $basket } from '../../shared/stores/basket/basket';
import checkoutBasket from '../../widgets/checkout-basket/index';
import { useMockApi } from '../fixtures/mock-api';
import { useFakeNavigator } from '../support/fake-navigator';
import { mountWidget } from './render-widget';
import { stripVersions } from '../support/basket-payload';
import { waitForIt } from '../support/wait-for';

const { db, server } = useMockApi();
const { assign: go } = useFakeNavigator();

/** Every API request the widget made, as "METHOD path?query". */
let requests: { method: string; url: URL; body: unknown }[] = [];
const seen = (method: string, path: string) =>
  requests.filter((r) => r.method === method && r.url.pathname.endsWith(path));

beforeEach(() => {
  requests = [];
  server.events.on('request:start', async ({ request }) => {
    const body =
      request.method === 'GET'
        ? undefined
        : await request
            .clone()
            .json()
            .catch(() => undefined);
    requests.push({ method: request.method, url: new URL(request.url), body });
  });
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

function mount(props: object = {}, context: object = {}) {
  const date = document.createElement('div');
  date.id = 'date-picker';
  document.body.append(date);
  return mountWidget(
    checkoutBasket,
    { nextStepUrl: 'receipt.html', continueShoppingUrl: '/shop', datePickerSelector: '#date-picker', ...props },
    { isAuthenticated: true, language: 'en', ...context },
  );
}
const setScenario = (id: Parameters<typeof db.setScenario>[0]) => db.setScenario(id);
const firstLine = () => screen.findByRole('textbox', { name: 'Quantity of Letmælk 0,5% 1 l' });
const reference = () => screen.getByRole('textbox', { name: /^Order reference/ });
const placeOrder = () => screen.getByRole('button', { name: 'Place order' });

describe('checkout basket: lines', () => {
  it('asks for the user settings and the customer beside the basket, not once the basket is in (issue #19)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      http.get(/\/api\/checkout\/basket/, async () => {
        await gate;
        return undefined; // on to the mock's own answer
      }),
    );
    mount();
    await waitFor(() => expect(seen('GET', '/api/user/settings')).toHaveLength(1));
    await waitFor(() => expect(seen('GET', '/api/customers/current')).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toBe('Loading your basket…');
    release();
    await firstLine();
    // Read once each: the view takes what the first render asked for.
    expect(seen('GET', '/api/user/settings')).toHaveLength(1);
    expect(seen('GET', '/api/customers/current')).toHaveLength(1);
  });

  it("shows a loading state, then the lines grouped by category in the user's default mode (Category)", async () => {
    mount();
    expect(screen.getByRole('status').textContent).toBe('Loading your basket…');
    await firstLine();
    await screen.findByRole('heading', { name: 'Dairy & eggs' });
    const groups = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(groups).toEqual(['Dairy & eggs', 'Meat & poultry', 'Fruit & vegetables', 'Cleaning & non-food']);
    expect(screen.getByRole('heading', { level: 2, name: /Your order \(7 lines/ })).toBeTruthy();
    expect(screen.getByText('60,31 kr. per karton')).toBeTruthy();
  });

  it('shows one list and prices per kilo when the user settings say List and Kilo', async () => {
    db.data.people.settingsByUserId[db.session.userId] = {
      Settings: { BasketItemsDisplayMode: 'List', PriceDisplayMode: 'Kilo', DefaultSort: 'Relevance' },
    } as never;
    mount();
    await firstLine();
    await waitFor(() => expect(screen.getAllByText(/ per kg$/).length).toBeGreaterThan(0));
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
  });

  it('debounces a quantity change 200 ms, sends only the latest, refreshes stock, then updates with validation', async () => {
    mount();
    const input = await firstLine();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => input.focus());
    fireEvent.change(input, { target: { value: '5' } });
    await act(() => vi.advanceTimersByTimeAsync(150));
    fireEvent.change(input, { target: { value: '7' } });
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(seen('GET', 'catalog/stock')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await waitForIt(() => expect(seen('GET', 'catalog/stock')).toHaveLength(1));
    const stock = seen('GET', 'catalog/stock')[0]!.url.searchParams;
    expect(stock.get('productId')).toBe('100228');
    expect(stock.get('expectedDeliveryDate')).toBe($basket.get()!.Delivery.ExpectedDate);
    await act(() => vi.advanceTimersByTimeAsync(500)); // the update engine's batching wait
    await waitForIt(() => expect(seen('PUT', 'checkout/basket')).toHaveLength(1));
    expect(seen('PUT', 'checkout/basket')[0]!.body).toMatchObject({
      triggerValidation: true,
      Products: [{ ProductId: '100228', Quantity: 7 }],
    });
    vi.useRealTimers();
    await waitFor(() => expect($basket.get()!.LineItems.find((l) => l.ProductId === '100228')?.Quantity).toBe(7));
  });

  it('removes a line with its remove button (quantity 0) and keeps focus on the next line', async () => {
    const user = userEvent.setup();
    mount();
    await firstLine();
    const remove = screen.getByRole('button', { name: 'Remove Letmælk 0,5% 1 l' });
    await user.click(remove);
    expect(remove.textContent).toBe('Removing… Letmælk 0,5% 1 l');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Quantity of Letmælk 0,5% 1 l' })).toBeNull());
    expect(seen('PUT', 'checkout/basket')[0]!.body).toMatchObject({ Products: [{ ProductId: '100228', Quantity: 0 }] });
    expect(seen('GET', 'catalog/stock')).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Piskefløde 38% 0,5 l' }));
  });

  it('marks lines that cannot be delivered and says so at the top (SPEC 8 invalid basket)', async () => {
    setScenario('checkout-not-deliverable');
    mount();
    await firstLine();
    expect(
      screen.getByText(/^2 lines cannot be delivered on \d\d\.\d\d\.\d{4}\. Choose another delivery date/),
    ).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Quantity of Affedtning 5 l' });
    expect(input.closest('li')!.className).toContain('--invalid');
    expect(document.getElementById(input.getAttribute('aria-describedby')!.split(' ').at(-1)!)!.textContent).toMatch(
      /^Cannot be delivered on /,
    );
  });

  it('says the basket is empty with a link to continue shopping', async () => {
    await act(async () => {
      db.data.baskets.baskets.find((b) => b.Id === 'B-1001')!.LineItems = [];
    });
    mount();
    expect(await screen.findByRole('heading', { name: 'Your basket is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/shop');
  });

  it('shows an error with a retry when the basket cannot be loaded', async () => {
    setScenario('error-500');
    mount();
    expect((await screen.findByRole('alert')).textContent).toContain('Your basket could not be loaded.');
    setScenario(null);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await firstLine()).toBeTruthy();
  });
});

describe('checkout basket: order reference', () => {
  it('an empty reference blocks when the customer requires one: inline error, scroll to the date picker, focus', async () => {
    setScenario('checkout-reference-required');
    mount();
    await firstLine();
    await waitFor(() => expect(reference().getAttribute('aria-required')).toBe('true'));
    fireEvent.change(reference(), { target: { value: '' } });
    fireEvent.click(placeOrder());
    await waitFor(() => expect(document.activeElement).toBe(reference()));
    expect(screen.getByText('Enter an order reference: your company requires one on every order.')).toBeTruthy();
    expect(reference().getAttribute('aria-invalid')).toBe('true');
    // Scrolled to the date picker (other scrolls, a row's, may come before it on a busy machine).
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(document.getElementById('date-picker'));
    expect(seen('POST', 'checkout/weborder')).toHaveLength(0);
  });

  it('punch-out users skip the requirement', async () => {
    setScenario('checkout-reference-required');
    mount({}, { isPunchOut: true });
    await firstLine();
    fireEvent.change(reference(), { target: { value: '' } });
    expect(reference().getAttribute('aria-required')).toBeNull();
  });

  it('a reference over the maximum (default 20) blocks with an inline error and is not sent to the basket', async () => {
    mount();
    await firstLine();
    fireEvent.change(reference(), { target: { value: 'x'.repeat(21) } });
    expect(screen.getByText('The order reference may be at most 20 characters; it has 21.')).toBeTruthy();
    fireEvent.click(placeOrder());
    await waitFor(() => expect(document.activeElement).toBe(reference()));
    await new Promise((r) => setTimeout(r, 700));
    expect(seen('POST', 'checkout/weborder')).toHaveLength(0);
    expect(seen('PUT', 'checkout/basket').map((r) => r.body)).toEqual([]);
  });

  it('reference, message and separate invoice go into the basket through the update engine', async () => {
    mount();
    await firstLine();
    fireEvent.change(reference(), { target: { value: 'PO-77' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Message to us' }), { target: { value: 'Back door' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send a separate invoice for this order' }));
    await waitFor(() => expect(seen('PUT', 'checkout/basket')).toHaveLength(1));
    expect(stripVersions(seen('PUT', 'checkout/basket')[0]!.body as object)).toEqual({
      References: { OrderReference: 'PO-77' },
      Message: 'Back door',
      SeparateInvoice: true,
    });
  });

  it("a message the server refuses (400) is said under the details, with the server's Message", async () => {
    server.use(
      http.put(/\/api\/checkout\/basket/, () =>
        HttpResponse.json({ Message: 'The message may not contain links' }, { status: 400 }),
      ),
    );
    mount();
    await firstLine();
    fireEvent.change(screen.getByRole('textbox', { name: 'Message to us' }), { target: { value: 'see http://x' } });
    expect(await screen.findByText('Not saved: The message may not contain links', {})).toBeTruthy();
  });

  it('while the order is being placed, the quantities and details cannot change', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      http.post(/\/api\/checkout\/weborder/, async () => {
        await gate;
        return undefined;
      }),
    );
    mount();
    const input = await firstLine();
    await userEvent.click(placeOrder());
    await waitFor(() => expect((input as HTMLInputElement).disabled).toBe(true));
    expect((reference() as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Message to us' }) as HTMLTextAreaElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(go).toHaveBeenCalled());
  });
});

describe('checkout basket: placing the order', () => {
  it('a double click places one order (300 ms debounce), then goes to the next step with the id', async () => {
    mount();
    await firstLine();
    fireEvent.click(placeOrder());
    fireEvent.click(placeOrder());
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    expect(seen('POST', 'checkout/weborder')).toHaveLength(1);
    const orderId = db.data.orders.orders[0]!.Id;
    // SPEC 7: POST checkout/weborder {basketid; Message, IgnoreWarning}, exactly these names.
    expect(seen('POST', 'checkout/weborder')[0]!.body).toEqual({
      basketid: 'B-1001',
      Message: '',
      IgnoreWarning: null,
    });
    expect(go).toHaveBeenCalledWith(`${location.origin}/receipt.html?id=${orderId}`);
    expect(screen.getByRole('status').textContent).toBe('Your order is placed. Opening the receipt…');
    // SPEC 4: the basket cache is cleared and reloaded (the placed basket is gone).
    await waitFor(() => expect($basket.get()?.Id).not.toBe('B-1001'));
  });

  it('sends waiting quantity changes before the order', async () => {
    mount();
    const input = await firstLine();
    fireEvent.change(input, { target: { value: '3' } });
    fireEvent.click(placeOrder());
    await waitFor(() => expect(go).toHaveBeenCalled());
    const order = db.data.orders.orders[0]!;
    expect(order.Lines.find((l) => l.ItemNumber === '100228')?.Quantity).toBe(3);
    const put = requests.findIndex((r) => r.method === 'PUT');
    expect(put).toBeGreaterThan(-1);
    expect(put).toBeLessThan(requests.findIndex((r) => r.method === 'POST'));
  });

  it('an order warning opens an overlay; "Ignore and place order" resends its Key and Time', async () => {
    setScenario('checkout-order-warning');
    mount();
    await firstLine();
    fireEvent.click(placeOrder());
    const dialog = await screen.findByRole('alertdialog', { name: 'Please confirm your order' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(7);
    // The focus moves in as the dialog opens (an effect after it shows): its end state, on any machine.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Go back' })));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ignore and place order' }));
    await waitFor(() => expect(go).toHaveBeenCalled());
    const posts = seen('POST', 'checkout/weborder');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body).toMatchObject({ IgnoreWarning: { Key: 'LargeQuantity', Time: expect.any(String) } });
  });

  it('"Go back" closes the order warning without placing the order', async () => {
    setScenario('checkout-order-warning');
    mount();
    await firstLine();
    fireEvent.click(placeOrder());
    const dialog = await screen.findByRole('alertdialog', {});
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(go).not.toHaveBeenCalled();
  });

  it('the order warning leaves with the 500 ms exit of the other overlays (SPEC 4 Overlays, S4-45)', async () => {
    setScenario('checkout-order-warning');
    mount();
    await firstLine();
    fireEvent.click(placeOrder());
    const dialog = await screen.findByRole('alertdialog', { name: 'Please confirm your order' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    // Leaving: still on the page with its messages, hidden from assistive tech and inert.
    act(() => vi.advanceTimersByTime(499));
    const leaving = screen.getByRole('alertdialog', { hidden: true });
    expect(within(leaving).getAllByRole('listitem', { hidden: true })).toHaveLength(7);
    expect(leaving.closest('.wsh-dialog-backdrop')?.getAttribute('aria-hidden')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
  });

  it('line errors mark those lines with their messages and focus the first', async () => {
    setScenario('checkout-line-errors');
    mount();
    await firstLine();
    fireEvent.click(placeOrder());
    // Lines 2 (Affedtning, Cleaning) and 4 (Medisterpølse, Meat): Meat is shown first, so its line gets focus.
    const first = screen.getByRole('textbox', { name: 'Quantity of Medisterpølse 1 kg' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(first.closest('li')!.textContent).toContain('Medisterpølse 1 kg cannot be ordered right now (simulated)');
    expect(screen.getByRole('textbox', { name: 'Quantity of Affedtning 5 l' }).closest('li')!.textContent).toContain(
      'Affedtning 5 l cannot be ordered right now (simulated)',
    );
    const marked = [...document.querySelectorAll('.wsh-checkout-basket__line--invalid')].map((li) =>
      li.getAttribute('data-line-id'),
    );
    const ids = $basket.get()!.LineItems.map((l) => l.Id);
    expect(marked.sort()).toEqual([ids[1], ids[3]].sort());
    expect(screen.getByRole('alert').textContent).toBe(
      'Some lines cannot be ordered. Change or remove the marked lines and try again.',
    );
    expect(go).not.toHaveBeenCalled();
  });

  it('shows the server message otherwise (Message or ErrorMessage)', async () => {
    mount();
    await firstLine();
    server.use(
      http.post('*/api/checkout/weborder', () =>
        HttpResponse.json({ ErrorMessage: 'The basket has changed' }, { status: 400 }),
      ),
    );
    fireEvent.click(placeOrder());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The basket has changed'));
  });

  it('a 404 raises the page-reload warning (from the basket store)', async () => {
    const warnings: string[] = [];
    on('pageReloadWarning', (e) => warnings.push(e.reason));
    mount();
    await firstLine();
    setScenario('basket-update-404');
    fireEvent.click(placeOrder());
    await waitFor(() => expect(warnings).toEqual(['basket-not-found']));
    expect(go).not.toHaveBeenCalled();
  });

  it('speaks Danish', async () => {
    mount({}, { language: 'da' });
    expect(await screen.findByRole('button', { name: 'Afgiv ordre' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fjern Letmælk 0,5% 1 l' })).toBeTruthy();
  });
});
