import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../../shared/domain/models';
import { TIMING } from '../../../../shared/lib/timing';
import { $basket, flushBasket, loadBasket, setLineQuantity } from '../../../../shared/stores/basket/basket';
import { reloadPageContext } from '../../../../shared/context/page-context';
import { AddToBasket, type AddToBasketProps } from '../../../../shared/ui/features/add-to-basket';
import { model, useMockApi } from '../../../fixtures/mock-api';
import { stripVersions } from '../../../support/basket-payload';

const { db, server } = useMockApi();

function page(context: object) {
  document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify(context)}</script>`;
  reloadPageContext();
}

/** A signed-in page with the default basket (B-1001) loaded, and the product from the mock API. */
async function setup(
  productId: string,
  props: Partial<AddToBasketProps> = {},
  { language = 'en', isAuthenticated = true } = {},
) {
  page({ language, isAuthenticated });
  if (isAuthenticated) await loadBasket();
  const product = await model<Product>(`catalog/products/${productId}`);
  render(<AddToBasket product={product} {...props} />);
  return { product, input: screen.getByRole('textbox') as HTMLInputElement };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

afterEach(() => vi.useRealTimers());

describe('AddToBasket: bound to the current basket', () => {
  it("shows the line's quantity, labelled with the product name", async () => {
    const { input } = await setup('100228'); // line L5: 4 cartons
    expect(screen.getByLabelText('Quantity of Letmælk 0,5% 1 l')).toBe(input);
    expect(input.value).toBe('4');
  });

  it('finds a quick-sale line by product Id plus quick-sale Id', async () => {
    const { input } = await setup('100403', { quickSaleId: 'QS1004031' }); // line L7: 1 piece
    expect(input.value).toBe('1');
    expect(screen.getByLabelText('Quantity of Piskefløde 38% 0,5 l, quick sale')).toBe(input);
  });

  it('sets the line quantity with the quick sale and the sales unit', async () => {
    const { input } = await setup('100403', { quickSaleId: 'QS1004031' });
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '3');
    await flushBasket();
    expect(stripVersions(db.basketUpdates.at(-1)!.payload as object)).toEqual({
      Products: [
        { ProductId: '100403', Quantity: 3, QuickSaleId: 'QS1004031', SalesUnit: { Code: 'STK', Quantity: 1 } },
      ],
    });
    expect($basket.get()!.LineItems.find((l) => l.QuickSaleId === 'QS1004031')?.Quantity).toBe(3);
  });

  it('follows changes other islands make to the line', async () => {
    const { input } = await setup('100228');
    setLineQuantity({ ProductId: '100228', Quantity: 9 });
    await act(() => flushBasket());
    await waitFor(() => expect(input.value).toBe('9'));
  });

  it('applies the stock rule: 5 pieces in stock allow no carton of 20, and 5 pieces', async () => {
    const user = userEvent.setup();
    const { input } = await setup('102061'); // default unit: carton of 20
    await user.type(input, '1');
    expect(screen.getByText('No kartoner left in stock')).toBeTruthy();
    expect(input.value).toBe('');
    cleanup();
    render(<AddToBasket product={await model<Product>('catalog/products/102061')} salesUnitIndex={0} />);
    await user.type(screen.getByRole('textbox'), '6');
    expect(screen.getByText('Only 5 stk. left in stock')).toBeTruthy();
  });
});

describe('AddToBasket: SPEC 4 success flag shows for 2 s', () => {
  it('shows "Added" with a check mark in a polite live region, until exactly 2000 ms', async () => {
    expect(TIMING.successFlag).toBe(2000);
    const { input } = await setup('100228');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    type(input, '42'); // fireEvent: user-event waits on timers that are fake here
    const flag = screen.getByText('Added');
    expect(flag.closest('[aria-live="polite"]')).not.toBeNull();
    expect(flag.querySelector('[aria-hidden="true"]')?.textContent).toBe('✓');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByText('Added')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Added')).toBeNull();
  });

  it('starts the 2 s again with each accepted change, and shows no flag for 0', async () => {
    const { input } = await setup('100228');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    type(input, '1');
    act(() => vi.advanceTimersByTime(1500));
    type(input, '2');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByText('Added')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Added')).toBeNull();
    type(input, '3');
    type(input, '');
    expect(screen.queryByText('Added')).toBeNull();
  });

  it('says "Lagt i kurven" on a Danish page', async () => {
    const { input } = await setup('100228', {}, { language: 'da' });
    await userEvent.setup().type(input, '1');
    expect(screen.getByText('Lagt i kurven')).toBeTruthy();
    expect(screen.getByLabelText('Antal af Letmælk 0,5% 1 l')).toBe(input);
  });
});

describe('AddToBasket: anonymous visitors', () => {
  it('shows a hint to log in instead of the flag, and keeps the field empty', async () => {
    const { input } = await setup('100228', {}, { isAuthenticated: false });
    await userEvent.setup().type(input, '3');
    expect(screen.getByText('Log in to add products to your basket')).toBeTruthy();
    expect(screen.queryByText('Added')).toBeNull();
    expect(input.value).toBe('');
    expect(input.getAttribute('aria-describedby')).toContain(
      screen.getByText('Log in to add products to your basket').parentElement!.id,
    );
    expect(db.basketUpdates).toHaveLength(0);
  });

  it('shows the hint in Danish', async () => {
    const { input } = await setup('100228', {}, { isAuthenticated: false, language: 'da' });
    await userEvent.setup().type(input, '3');
    expect(screen.getByText('Log ind for at lægge varer i kurven')).toBeTruthy();
  });

  it('a signed-in visitor whose basket has not loaded yet is told to try again, not to log in', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.get(/\/api\/checkout\/basket(\?|$)/, async () => void (await held))); // the field reads the basket, which starts loading
    page({ language: 'en', isAuthenticated: true });
    render(<AddToBasket product={await model<Product>('catalog/products/100228')} />);
    await userEvent.setup().type(screen.getByRole('textbox'), '3');
    expect(screen.getByText('Your basket is still loading. Try again in a moment.')).toBeTruthy();
    answer();
  });
});
