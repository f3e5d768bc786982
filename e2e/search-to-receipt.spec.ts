import type { APIRequestContext } from '@playwright/test';
import { expect, resetMock, searchWithF8AndTabToResult, settleIslands, tabTo, test } from './support';

// Issue #6, done when: keyboard only from search to receipt, through an order warning that is ignored
// and processed; the placed order is in the mock's orders afterwards.

interface StoredOrder {
  Id: string;
  Lines: { ItemNumber: string; Quantity: number }[];
}
const orders = async (request: APIRequestContext): Promise<StoredOrder[]> =>
  ((await (await request.get('/__mock/state')).json()) as { data: { orders: { orders: StoredOrder[] } } }).data.orders
    .orders;

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test('keyboard only: search, a quantity, the mini basket to checkout, an ignored order warning, and the receipt', async ({
  page,
  request,
}) => {
  const before = (await orders(request)).length;
  // The QA scenario in which placing an order answers the LargeQuantity warning until it is ignored.
  await page.goto('/search.html?scenario=checkout-order-warning');
  await settleIslands(page);

  // F8, a term and Enter search; Tab to the first result's quantity input and order 3.
  await searchWithF8AndTabToResult(page, 'ost', '35 products');
  const label = await page.evaluate(() => (document.activeElement as HTMLInputElement).labels?.[0]?.textContent ?? '');
  expect(label).toMatch(/^Quantity of /);
  const productName = label.replace(/^Quantity of /, '');
  await page.keyboard.type('3');
  const miniBasket = page.locator('#mini-basket button[aria-expanded]');
  await expect(miniBasket).toContainText('8 lines', { timeout: 5_000 });

  // Shift+Tab back to the mini basket, open it, and follow "Go to basket" to the checkout.
  for (let i = 0; i < 120 && !(await miniBasket.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Shift+Tab');
  await expect(miniBasket).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: 'Go to basket' }), 120);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/checkout\.html$/);
  await settleIslands(page);
  const checkout = page.locator('#checkout-basket');
  await expect(checkout.getByRole('textbox', { name: `Quantity of ${productName}` })).toHaveValue('3');

  // Place the order: the warning overlay opens; ignore it and process.
  await tabTo(page, checkout.getByRole('button', { name: 'Place order' }), 120);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Please confirm your order' });
  await expect(dialog).toBeVisible({ timeout: 5_000 });
  await expect(dialog.getByRole('listitem')).toHaveCount(8);
  await tabTo(page, dialog.getByRole('button', { name: 'Ignore and place order' }), 5);
  await page.keyboard.press('Enter');

  // The receipt shows the placed order, which is in the mock's orders.
  await page.waitForURL(/\/receipt\.html\?id=\d+$/, { timeout: 10_000 });
  const id = new URL(page.url()).searchParams.get('id')!;
  await settleIslands(page);
  await expect(page.locator('#checkout-receipt').getByRole('heading', { level: 2 })).toContainText(
    'Thank you for your order',
  );
  await expect(page.locator('#checkout-receipt')).toContainText(id);
  await expect(page.locator('#checkout-receipt')).toContainText(productName);
  const all = await orders(request);
  expect(all).toHaveLength(before + 1);
  const placed = all.find((o) => o.Id === id)!;
  expect(placed.Lines).toHaveLength(8);
  expect(placed.Lines).toContainEqual(expect.objectContaining({ Quantity: 3 }));
});
