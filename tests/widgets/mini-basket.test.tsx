import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../shared/events/bus';
import { $basket, createBasket, flushBasket, setLineQuantity } from '../../shared/stores/basket/basket';
import { reloadPageContext } from '../../shared/context/page-context';
import miniBasket from '../../widgets/mini-basket/index';
import { subTotalText } from '../../widgets/mini-basket/format';
import { useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';

const { db } = useMockApi();
let mounted: ReturnType<typeof mountWidget> | null = null;

function mount(props: object = {}, context: object = {}) {
  mounted = mountWidget(
    miniBasket,
    { allBasketsUrl: '/all-baskets', ...props },
    { isAuthenticated: true, language: 'en', ...context },
  );
  return mounted;
}
/** The header button, once the default basket (B-1001, "Hovedkurv", 7 lines) is loaded. */
const basketButton = (name: RegExp = /^Basket, 7 lines/) => screen.findByRole('button', { name });
/** Opens the panel and waits for its switcher, which comes in a chunk of its own as the panel first opens. */
async function open(user = userEvent.setup(), { switcher = true } = {}) {
  await user.click(await basketButton(/^Basket,/));
  const panel = await screen.findByRole('region');
  if (switcher) await within(panel).findByRole('heading', { name: 'Switch basket' });
  return panel;
}

afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

describe('mini basket', () => {
  it('shows the number of lines, the subtotal and the order deadline of the default basket', async () => {
    mount();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    const button = await basketButton();
    const basket = $basket.get()!;
    // "2026-11-20T14:00:00" in the default date format dd.MM.yyyy and HH:mm.
    const [day, time] = basket.Deliverability.OrderDeadline!.split('T') as [string, string];
    const date = day.split('-').reverse().join('.');
    expect(button.textContent).toContain(String(basket.NumberOfLines));
    expect(button.textContent).toContain(basket.FormattedSubTotal);
    expect(button.textContent).toContain(`Order by ${date} at ${time.slice(0, 5)}`);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a panel with name, figures and the basket link; Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    mount({ basketPageUrl: '/my-basket' });
    const button = await basketButton();
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = await screen.findByRole('region', { name: 'Hovedkurv' });
    expect(button.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toContain('4.200,50 kr.');
    expect(within(panel).getByRole('link', { name: 'Go to basket' }).getAttribute('href')).toBe('/my-basket');
    expect(document.activeElement).toBe(panel);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('shows the panel once its own chunk (styles, lines, switcher) is in, and moves the focus into it then', async () => {
    const user = userEvent.setup();
    mount();
    const button = await basketButton();
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = await screen.findByRole('region', { name: 'Hovedkurv' });
    expect(document.activeElement).toBe(panel);
  });

  it('closes on a click outside and with its close button', async () => {
    const user = userEvent.setup();
    const outside = document.createElement('button');
    outside.textContent = 'Elsewhere';
    document.body.append(outside);
    mount();
    await open(user);
    await user.click(outside);
    expect(screen.queryByRole('region')).toBeNull();
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.activeElement).toBe(await basketButton());
  });

  it('closes on the miniBasketClose event (a failed basket update)', async () => {
    mount();
    await open();
    act(() => emit('miniBasketClose', {}));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('lists the other baskets, current excluded, as switch buttons with their number of lines', async () => {
    mount();
    const panel = await open();
    const list = within(panel).getByRole('list', { name: 'Switch basket' });
    const names = within(list)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(['Kantine fredag5 lines', 'Julefrokost3 lines', 'Café-kurv0 lines']);
    expect(within(panel).queryByRole('link', { name: /Show all baskets/ })).toBeNull();
  });

  it('shows at most 3 other baskets, then a link to all baskets', async () => {
    mount();
    await basketButton();
    await act(() => createBasket()); // 5 baskets: the new current one and 4 others
    const panel = await open();
    const others = within(within(panel).getByRole('list')).getAllByRole('button');
    expect(others).toHaveLength(3);
    expect(others.map((b) => b.textContent)).not.toContain(expect.stringContaining('Kurv 5'));
    const all = within(panel).getByRole('link', { name: 'Show all baskets (5)' });
    expect(all.getAttribute('href')).toBe('/all-baskets');
  });

  it('switches basket: busy while switching, then shows the chosen basket', async () => {
    mount();
    const panel = await open();
    fireEvent.click(within(panel).getByRole('button', { name: /Kantine fredag/ }));
    expect(panel.getAttribute('aria-busy')).toBe('true');
    expect(within(panel).getByRole('button', { name: 'New basket' }).hasAttribute('disabled')).toBe(true);
    expect(within(panel).getByText('Switching basket…')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Kantine fredag' })).toBe(panel);
    // The basket arrives a render before the switch action finishes and lets go of the busy state.
    await waitFor(() => expect(panel.getAttribute('aria-busy')).toBe('false'));
    expect(screen.getByRole('button', { name: /^Basket, 5 lines/ })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: /Hovedkurv/ })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: /Kantine fredag/ })).toBeNull();
    expect(document.activeElement).toBe(panel);
  });

  it('creates a new basket and makes it current', async () => {
    const user = userEvent.setup();
    mount();
    const panel = await open(user);
    await user.click(within(panel).getByRole('button', { name: 'New basket' }));
    expect(await screen.findByRole('region', { name: 'Kurv 5' })).toBe(panel);
    expect(screen.getByRole('button', { name: /^Basket, 0 lines/ })).toBeTruthy();
    expect($basket.get()!.AllBaskets).toHaveLength(5);
  });

  it('says what to do when switching fails', async () => {
    mount();
    const panel = await open();
    db.setScenario('error-500');
    fireEvent.click(within(panel).getByRole('button', { name: /Julefrokost/ }));
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toBe(
      'The basket could not be switched. Please try again; if it keeps failing, reload the page.',
    );
    expect(screen.getByRole('region', { name: 'Hovedkurv' })).toBe(panel);
    expect(
      within(panel)
        .getByRole('button', { name: /Julefrokost/ })
        .hasAttribute('disabled'),
    ).toBe(false);
  });

  it('shows "Saving…" from a change until the server has it', async () => {
    mount();
    await basketButton();
    const saving = () => document.querySelector('.wsh-mini-basket__saving')!.textContent;
    expect(saving()).toBe('');
    act(() => void setLineQuantity({ ProductId: $basket.get()!.LineItems[0]!.ProductId, Quantity: 4 }));
    expect(saving()).toBe('Saving…');
    await act(async () => void (await flushBasket()));
    expect(saving()).toBe('');
  });

  it('shows an error with a retry button when the basket cannot be loaded', async () => {
    db.setScenario('error-500');
    mount();
    expect((await screen.findByRole('alert')).textContent).toContain('Your basket could not be loaded.');
    db.setScenario(null);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await basketButton()).toBeTruthy();
  });

  it('has no switcher when showSwitcher is false', async () => {
    mount({ showSwitcher: false });
    const panel = await open(undefined, { switcher: false });
    expect(within(panel).queryByRole('button', { name: 'New basket' })).toBeNull();
    // The one list left is the latest lines (lines/recent-lines.tsx), not the other baskets.
    await within(panel).findByRole('list', { name: 'Latest lines' });
    expect(within(panel).getAllByRole('list')).toHaveLength(1);
  });

  it('is in Danish on a Danish page', async () => {
    mount({}, { language: 'da' });
    const button = await screen.findByRole('button', { name: /^Kurv, 7 linjer/ });
    expect(button.textContent).toContain('Bestil senest');
  });

  it('renders nothing and makes no call for anonymous visitors', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { el } = mount({}, { isAuthenticated: false });
    await act(async () => {});
    expect(el.textContent).toBe('');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('mini basket subtotal', () => {
  /** A page in `language` (the subtotal follows the page context, as the dates do). */
  const onPage = (language: 'da' | 'en') => {
    document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify({ language })}</script>`;
    reloadPageContext();
  };
  const plain = (text: string) => text.replace(/\s/g, ' ');

  it("is the server's FormattedSubTotal, else SubTotalForDropSize in the basket's currency and the page language", () => {
    const basket = { FormattedSubTotal: undefined, SubTotalForDropSize: 1234.5, CurrencyCode: 'DKK' } as Parameters<
      typeof subTotalText
    >[0];
    onPage('da');
    expect(plain(subTotalText(basket))).toBe('1.234,50 kr.');
    onPage('en');
    expect(plain(subTotalText(basket))).toBe('DKK 1,234.50');
    expect(subTotalText({ ...basket, CurrencyCode: 'not a code' })).toBe('1,234.50 not a code');
    expect(subTotalText({ ...basket, FormattedSubTotal: '1.234,50 kr.' })).toBe('1.234,50 kr.');
  });
});
