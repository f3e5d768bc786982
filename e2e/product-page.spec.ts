import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, resetMock, settleIslands, tabTo, test } from './support';

/** Bought 4 times by the default customer in the seed: the most of any product. */
const MOST_BOUGHT = '106769';

const productDetails = (page: Page) => page.locator('#product-details');
const purchaseHistory = (page: Page) => page.locator('#purchase-history');
const historyToggle = (page: Page) => purchaseHistory(page).getByRole('button', { name: 'Show purchase history' });
const purchaseRows = (page: Page) => purchaseHistory(page).locator('tbody tr');
const miniBasketButton = (page: Page) => page.locator('#mini-basket button[aria-expanded]');

/**
 * Places `count` orders of one product through the mock's own checkout (POST checkout/basket with the
 * product, then POST checkout/weborder), as a buyer would. The seed has no product bought more than 10
 * times, and the mock does not invent purchases, so this is how a product gets a long history.
 */
async function placeOrders(request: APIRequestContext, productId: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const basket = await request.post('/api/checkout/basket', {
      data: { Products: [{ ProductId: productId, Quantity: i + 1 }] },
    });
    expect(basket.ok(), `POST checkout/basket answered ${basket.status()}`).toBe(true);
    const basketid = (await basket.json()).Model.Id as string;
    const order = await request.post('/api/checkout/weborder', { data: { basketid } });
    expect(order.ok(), `POST checkout/weborder answered ${order.status()}: ${await order.text()}`).toBe(true);
  }
}

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test('the product page shows the product with its replacements, then the purchase summary and, on request, the details', async ({
  page,
}) => {
  // Every API answer is held until the loading states have been seen: no race with the wall clock.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/product.html?id=102627');
  await expect(productDetails(page).getByRole('status')).toHaveText('Loading...');
  await settleIslands(page);
  await expect(purchaseHistory(page).getByRole('status')).toHaveText('Loading...');
  release();
  await expect(productDetails(page).getByRole('heading', { level: 1 })).toHaveText('Entrecôte skiver 200 g', {
    timeout: 10_000,
  });
  const replacements = productDetails(page).getByRole('region', { name: 'Replacements' });
  await expect(replacements.getByRole('link')).toHaveCount(3, { timeout: 10_000 });
  await expect(replacements.getByRole('link', { name: 'Oksemørbrad hel' })).toHaveAttribute(
    'href',
    /^https?:\/\/[^/]+\/product\.html\?id=102667$/,
  );

  await expect(purchaseHistory(page)).toContainText('3 times', { timeout: 10_000 });
  await expect(historyToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(purchaseHistory(page).getByRole('table')).toBeHidden();
  await historyToggle(page).click();
  await expect(historyToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(purchaseRows(page)).toHaveCount(3);
  await expect(purchaseHistory(page).getByRole('button', { name: /Show all/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'product with replacements, purchase details open');
});

test('with more than 10 purchases: the first 10, then "Show all" by keyboard shows every one', async ({
  page,
  request,
}) => {
  await placeOrders(request, MOST_BOUGHT, 10); // 14 purchases in all
  await page.goto(`/product.html?id=${MOST_BOUGHT}`);
  await settleIslands(page);
  await expect(purchaseHistory(page)).toContainText('14 times');

  await tabTo(page, historyToggle(page), 60);
  await page.keyboard.press('Enter');
  await expect(historyToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(purchaseRows(page)).toHaveCount(10);
  const showAll = purchaseHistory(page).getByRole('button', { name: 'Show all 14 purchases' });
  await tabTo(page, showAll, 5);
  await expect(showAll).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(purchaseRows(page)).toHaveCount(14);
  await expect(showAll).toHaveCount(0);
  // The button is gone; focus is on the table, visibly, and the change is announced.
  await expect(purchaseHistory(page).getByRole('table')).toBeFocused();
  await expect(purchaseHistory(page).getByRole('status')).toHaveText('Showing all 14 purchases.');
  // Space closes the details again from the toggle.
  await historyToggle(page).focus();
  await page.keyboard.press('Space');
  await expect(purchaseHistory(page).getByRole('table')).toBeHidden();
  await expectNoSeriousA11yViolations(page, 'all purchases shown');
});

test('a quantity typed for a replacement goes to the basket and the mini basket follows', async ({ page }) => {
  await page.goto('/product.html?id=113646');
  await settleIslands(page);
  await expect(miniBasketButton(page)).toContainText('7 lines');
  const direct = productDetails(page).getByRole('listitem').filter({ hasText: 'Direct replacement' });
  await expect(direct.getByRole('link')).toHaveText('Økologisk cheddar skiver');
  // The replaced product itself has no quantity field; its replacement has.
  await expect(productDetails(page).getByRole('textbox', { name: 'Quantity of Økologisk revet parmesan' })).toHaveCount(
    0,
  );
  // The direct replacement is out of stock (restock date shown); the alternative is in stock.
  await expect(direct).toContainText('Out of stock, expected back in stock on');
  const input = productDetails(page).getByRole('textbox', { name: 'Quantity of Gammel ost 45+ blok' });
  await tabTo(page, input, 60);
  await page.keyboard.type('2');
  await expect(miniBasketButton(page)).toContainText('8 lines', { timeout: 5_000 });
  await expect(purchaseHistory(page)).toContainText('You have not bought this product yet.');
});

test('a product the API answers 404 for is no longer available, with no exception notice', async ({ page }) => {
  // The notice follows the bus's exception event, which the API client raises before the island hears
  // of the failure: once the island says "no longer available", an exception would have been raised.
  await page.addInitScript(() => {
    const raised: unknown[] = [];
    Object.assign(window, { raisedExceptions: raised });
    document.addEventListener('wsh:exception', (e) => raised.push((e as CustomEvent).detail));
  });
  await page.goto('/product.html?id=999999');
  await settleIslands(page);
  await expect(productDetails(page).getByRole('heading', { level: 1 })).toHaveText(
    'This product is no longer available.',
  );
  expect(await page.evaluate(() => Reflect.get(window, 'raisedExceptions'))).toEqual([]);
  await expect(page.locator('.wsh-exception-overlay__notice')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'product not available');
});

test("a server error shows the server's Message in the product island only, with a retry", async ({ page }) => {
  await page.goto('/product.html?id=102627&scenario=error-500');
  const list = await settleIslands(page);
  await expect(productDetails(page).getByRole('alert')).toContainText(
    'Could not load the product: Simulated server error',
  );
  await expect(purchaseHistory(page).getByRole('alert')).toContainText('Your purchase history could not be loaded.');
  // Every island is still mounted: none was blanked by an error boundary.
  expect(list.map((i) => `${i.widget}:${i.state}`).filter((s) => !s.endsWith(':mounted'))).toEqual([]);
  await expectNoSeriousA11yViolations(page, 'server error');

  // The server recovers (the QA scenario cookie back to normal); "Try again" loads the product.
  await page.context().addCookies([{ name: 'wsh_scenario', value: 'none', url: page.url() }]);
  await productDetails(page).getByRole('button', { name: 'Try again' }).click();
  await expect(productDetails(page).getByRole('heading', { level: 1 })).toHaveText('Entrecôte skiver 200 g');
});
