import type { Page } from '@playwright/test';
import { collectErrors, expect, expectNoSeriousA11yViolations, resetMock, settleIslands, tabTo, test } from './support';

// Issue #15 points 4 and 5 on the settings demo page (a search and the mini basket beside the settings):
// the price display mode changed by keyboard shows at once in the search results and the opened mini
// basket, with no reload and no second GET; it is saved (a reload keeps it); the language switch saves
// the language and the page comes back in it. Axe clean in every state.

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

const searchPrices = (page: Page) => page.locator('#search-page .wsh-product-list__price');
const basketButton = (page: Page) => page.locator('#mini-basket button[aria-expanded]');
const basketLinePrices = (page: Page) => page.locator('#mini-basket .wsh-mini-basket__line-price');

/** Opens the mini basket, reads its latest lines' prices, and closes it again (Escape). */
async function miniBasketPrices(page: Page): Promise<string[]> {
  await basketButton(page).click();
  await expect(basketLinePrices(page).first()).toBeVisible();
  const prices = await basketLinePrices(page).allInnerTexts();
  await page.keyboard.press('Escape');
  await expect(basketButton(page)).toHaveAttribute('aria-expanded', 'false');
  return prices;
}

test('the price display mode follows at once in the search results and the mini basket, is saved, and the language switch reloads the page in Danish', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const settingsGets: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/user/settings' && r.method() === 'GET') settingsGets.push(r.url());
  });
  await page.goto('/user-settings.html?q=ost');
  await settleIslands(page);
  const settings = page.locator('#user-settings');
  const price = settings.getByRole('group', { name: 'Show prices' });
  await expect(price.getByRole('radio', { checked: true })).toHaveValue('SalesUnit');
  await expect(searchPrices(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle'); // every row's price is in
  const before = await searchPrices(page).allInnerTexts();
  expect(before.every((p) => p.endsWith('kg'))).toBe(false); // some are per kilo already: sold by the kilo
  const basketBefore = await miniBasketPrices(page);
  expect(basketBefore.length).toBeGreaterThan(0);
  expect(basketBefore.every((p) => p.endsWith('kg'))).toBe(false);
  await expectNoSeriousA11yViolations(page, 'settings page with search and mini basket');

  // No reload from here on: a mark on the window survives only if the page stays.
  await page.evaluate(() => Reflect.set(window, '__samePage', true));

  // Keyboard: Tab into the price group, arrows choose (SalesUnit -> BaseUnit -> Kilo), each saved on change.
  await tabTo(page, price.getByRole('radio', { checked: true }));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(price.getByRole('radio', { checked: true })).toHaveValue('Kilo');
  await expect(price.getByRole('status')).toHaveText('Saved');

  // Every search result price is now per kilo ...
  await expect.poll(async () => (await searchPrices(page).allInnerTexts()).every((p) => p.endsWith('kg'))).toBe(true);
  const after = await searchPrices(page).allInnerTexts();
  expect(after.length).toBe(before.length);
  expect(after.every((p) => p.endsWith('kg'))).toBe(true);
  expect(after).not.toEqual(before);
  // ... and so are the mini basket's latest lines.
  const basketAfter = await miniBasketPrices(page);
  expect(basketAfter.length).toBe(basketBefore.length);
  expect(basketAfter.every((p) => p.endsWith('kg'))).toBe(true);
  expect(basketAfter).not.toEqual(basketBefore);

  expect(await page.evaluate(() => Reflect.get(window, '__samePage'))).toBe(true);
  expect(settingsGets).toHaveLength(1); // one read for every island of the page
  await expectNoSeriousA11yViolations(page, 'price mode changed to kilo');

  // Saved on the server: a reload keeps it.
  await page.reload();
  await settleIslands(page);
  await expect(price.getByRole('radio', { checked: true })).toHaveValue('Kilo');
  await expect(searchPrices(page).first()).toBeVisible();
  await expect.poll(async () => (await searchPrices(page).allInnerTexts()).every((p) => p.endsWith('kg'))).toBe(true);

  // The language switch, by keyboard: Dansk saves the language and the page comes back in Danish.
  const danish = page.locator('#language-switch').getByRole('button', { name: 'Dansk' });
  await tabTo(page, danish);
  const reloaded = page.waitForEvent('load');
  await page.keyboard.press('Enter');
  await reloaded;
  await settleIslands(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  await expect(settings.getByRole('group', { name: 'Vis priser' })).toBeVisible();
  await expect(page.locator('#language-switch').getByRole('button', { name: 'Dansk' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(settings.getByRole('group', { name: 'Vis priser' }).getByRole('radio', { checked: true })).toHaveValue(
    'Kilo',
  );
  await expectNoSeriousA11yViolations(page, 'after the language change, in Danish');

  // And back to English the same way.
  const english = page.locator('#language-switch').getByRole('button', { name: 'English' });
  await tabTo(page, english);
  const back = page.waitForEvent('load');
  await page.keyboard.press('Enter');
  await back;
  await settleIslands(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(settings.getByRole('group', { name: 'Show prices' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a setting the server does not save is undone and says so; "Try again" saves it', async ({ page }) => {
  await page.goto('/user-settings.html');
  await settleIslands(page);
  const basket = page.locator('#user-settings').getByRole('group', { name: 'Show basket lines' });
  await expect(basket.getByRole('radio', { name: 'Grouped by category' })).toBeChecked();
  let failures = 1;
  await page.route('**/api/user/settings*', (route) =>
    route.request().method() === 'PUT' && failures-- > 0 ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
  );
  await tabTo(page, basket.getByRole('radio', { name: 'Grouped by category' }));
  await page.keyboard.press('ArrowDown');
  const alert = basket.getByRole('alert');
  await expect(alert).toContainText('“As one list” was not saved. Check your connection and try again.');
  await expect(basket.getByRole('radio', { name: 'Grouped by category' })).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'a setting not saved');
  await tabTo(page, alert.getByRole('button', { name: 'Try again' }));
  await page.keyboard.press('Enter');
  await expect(basket.getByRole('status')).toHaveText('Saved');
  await expect(basket.getByRole('radio', { name: 'As one list' })).toBeChecked();
  await expect(alert).toHaveCount(0);
});
