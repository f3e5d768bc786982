import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  installClock,
  pauseClock,
  resetMock,
  settleIslands,
  tabTo,
  test,
  unsentBasketChanges,
} from './support';

interface Received {
  payload: { Products?: { ProductId: string; Quantity: number }[]; triggerValidation?: boolean };
}
const received = async (request: APIRequestContext): Promise<Received[]> =>
  (await request.get('/__mock/basket-updates')).json();
const orders = async (request: APIRequestContext): Promise<{ Id: string; Lines: unknown[] }[]> =>
  (
    (await (await request.get('/__mock/state')).json()) as {
      data: { orders: { orders: { Id: string; Lines: unknown[] }[] } };
    }
  ).data.orders.orders;

const checkout = (page: Page) => page.locator('#checkout-basket');
const reference = (page: Page) => page.getByRole('textbox', { name: /^Order reference/ });
const placeOrder = (page: Page) => page.getByRole('button', { name: 'Place order' });

async function openCheckout(page: Page, scenario?: string): Promise<void> {
  await page.goto(`/checkout.html${scenario ? `?scenario=${scenario}` : ''}`);
  await settleIslands(page);
  await expect(checkout(page).getByRole('listitem').first()).toBeVisible();
}

const inViewport = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const r = document.querySelector(s)!.getBoundingClientRect();
    return r.bottom > 0 && r.top < innerHeight;
  }, selector);

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test('a typed quantity is sent as one validated update after the 200 ms + 500 ms waits (keyboard only)', async ({
  page,
  request,
}) => {
  await installClock(page);
  await openCheckout(page);
  const input = page.getByRole('textbox', { name: 'Quantity of Letmælk 0,5% 1 l' });
  await tabTo(page, input);
  // From here the test moves the page's clock: the waits are measured in the page's time, not the machine's.
  await pauseClock(page);
  const puts: string[] = [];
  page.on('request', (r) => r.method() === 'PUT' && r.url().includes('/api/checkout/basket') && puts.push(r.url()));
  await page.keyboard.press('Control+A');
  await page.keyboard.type('1');
  await page.clock.runFor(50);
  await page.keyboard.type('2');
  await expect(input).toHaveValue('12');
  // The stock refresh 200 ms after the last key, then the basket's 500 ms: nothing leaves before.
  const stock = page.waitForResponse((r) => r.url().includes('/api/catalog/stock'));
  await page.clock.runFor(200);
  await stock;
  // With the stock in, the change joins the basket's queue, and its 500 ms start.
  await expect.poll(() => unsentBasketChanges(page)).toEqual(['100228: 12']);
  await page.clock.runFor(499);
  expect(puts, 'no PUT before 200 ms + 500 ms after the last key').toEqual([]);
  const put = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/checkout/basket'));
  await page.clock.runFor(1);
  await put;
  await page.clock.runFor(5_000); // past every wait and retry: nothing more is sent
  expect(puts).toHaveLength(1);
  const updates = await received(request);
  expect(updates).toHaveLength(1);
  expect(updates[0]!.payload).toMatchObject({
    triggerValidation: true,
    Products: [{ ProductId: '100228', Quantity: 12 }],
  });
});

test('a line is removed with its remove button (keyboard only), and focus stays in the list', async ({
  page,
  request,
}) => {
  await openCheckout(page);
  const remove = page.getByRole('button', { name: 'Remove Letmælk 0,5% 1 l' });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Quantity of Letmælk 0,5% 1 l' })).toHaveCount(0, { timeout: 5_000 });
  expect((await received(request))[0]!.payload.Products).toEqual([
    expect.objectContaining({ ProductId: '100228', Quantity: 0 }),
  ]);
  await expect(page.getByRole('button', { name: 'Remove Piskefløde 38% 0,5 l' })).toBeFocused();
  await expect(page.getByRole('heading', { name: /Your order \(6 lines/ })).toBeVisible();
});

test('required reference: an empty one blocks, scrolls to the date picker and focuses the field; typing one lets the order through', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await openCheckout(page, 'checkout-reference-required');
  await expect(page.getByText('Order reference (required)')).toBeVisible();
  await reference(page).fill('');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await placeOrder(page).click();
  await expect(page.getByText('Enter an order reference: your company requires one on every order.')).toBeVisible();
  await expect(reference(page)).toBeFocused();
  expect(await inViewport(page, '#delivery-date')).toBe(true);
  await page.keyboard.type('PO-4711');
  await placeOrder(page).click();
  await page.waitForURL(/\/receipt\.html\?id=\d+$/, { timeout: 10_000 });
  const id = new URL(page.url()).searchParams.get('id');
  expect((await orders(request))[0]!.Id).toBe(id);
});

test('a reference over 20 characters blocks with an inline error', async ({ page, request }) => {
  await openCheckout(page);
  await reference(page).fill('x'.repeat(21));
  await expect(page.getByText('The order reference may be at most 20 characters; it has 21.')).toBeVisible();
  const orderPosts: string[] = [];
  page.on(
    'request',
    (r) => r.method() === 'POST' && r.url().includes('/api/checkout/weborder') && orderPosts.push(r.url()),
  );
  const before = (await orders(request)).length;
  await placeOrder(page).click();
  // The reference is checked before anything is sent: once it has focus the order was refused.
  await expect(reference(page)).toBeFocused();
  expect(orderPosts).toEqual([]);
  expect(page.url()).toContain('/checkout.html');
  expect((await orders(request)).length).toBe(before);
  await reference(page).fill('x'.repeat(20));
  await placeOrder(page).click();
  await page.waitForURL(/\/receipt\.html\?id=/, { timeout: 10_000 });
  expect((await orders(request)).length).toBe(before + 1);
});

test('line errors mark the right lines and scroll to (and focus) the first', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await openCheckout(page, 'checkout-line-errors');
  const ids = await page.evaluate(async () =>
    (await (await fetch('/api/checkout/basket')).json()).Model.LineItems.map((l: { Id: string }) => l.Id),
  );
  await placeOrder(page).click();
  // Lines 2 and 4 of the basket; grouped by category, line 4 (Medisterpølse, Meat & poultry) is shown first.
  const first = page.getByRole('textbox', { name: 'Quantity of Medisterpølse 1 kg' });
  await expect(first).toBeFocused({ timeout: 5_000 });
  const marked = await page
    .locator('.wsh-checkout-basket__line--invalid')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-line-id')));
  expect(marked.sort()).toEqual([ids[1], ids[3]].sort());
  await expect(page.locator(`[data-line-id="${ids[1]}"]`)).toContainText(
    'Affedtning 5 l cannot be ordered right now (simulated)',
  );
  await expect(page.locator(`[data-line-id="${ids[3]}"]`)).toContainText(
    'Medisterpølse 1 kg cannot be ordered right now (simulated)',
  );
  expect(await inViewport(page, `[data-line-id="${ids[3]}"]`)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'line errors');
});

test('an order warning opens the overlay; "Ignore and place order" places the order and opens the receipt (keyboard only)', async ({
  page,
  request,
}) => {
  await openCheckout(page, 'checkout-order-warning');
  await tabTo(page, placeOrder(page));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Please confirm your order' });
  await expect(dialog).toBeVisible({ timeout: 5_000 });
  await expect(dialog.getByRole('listitem')).toHaveCount(7);
  await expectNoSeriousA11yViolations(page, 'order warning');
  await expect(dialog.getByRole('button', { name: 'Go back' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Ignore and place order' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/receipt\.html\?id=\d+$/, { timeout: 10_000 });
  const id = new URL(page.url()).searchParams.get('id');
  const placed = (await orders(request)).find((o) => o.Id === id);
  expect(placed?.Lines).toHaveLength(7);
});

test('a 404 on placing the order shows the page-reload warning and stays on the checkout', async ({ page }) => {
  await openCheckout(page, 'basket-update-404');
  await placeOrder(page).click();
  await expect(page.getByRole('alertdialog', { name: 'This page is out of date' })).toBeVisible({ timeout: 5_000 });
  expect(page.url()).toContain('/checkout.html');
});

test('checkout.html is axe clean, also with lines that cannot be delivered', async ({ page }) => {
  await openCheckout(page);
  await expectNoSeriousA11yViolations(page, 'checkout');
  await openCheckout(page, 'checkout-not-deliverable');
  await expect(page.getByText(/^2 lines cannot be delivered on/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'not deliverable');
});
