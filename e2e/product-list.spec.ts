import type { Page } from '@playwright/test';
import {
  chooseOtherDeliveryDay,
  collectErrors,
  expect,
  expectNoSeriousA11yViolations,
  resetMock,
  settleIslands,
  test,
} from './support';

const list = (page: Page) => page.locator('#product-list');
const rows = (page: Page) => list(page).locator('.wsh-product-list__row');
const quantityInputs = (page: Page) => list(page).locator('[data-list-quantity] input');
const miniBasketButton = (page: Page) => page.locator('#mini-basket button[aria-expanded]');

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

/** The demo page with all 400 rows drawn and every snapshot landed. */
async function openSettled(page: Page, query = '') {
  const snapshotCalls: string[][] = [];
  page.on('requestfinished', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/catalog/products/snapshots') snapshotCalls.push(url.searchParams.getAll('ids'));
  });
  await page.goto(`/product-list-400.html${query}`);
  await settleIslands(page);
  await expect(rows(page)).toHaveCount(400, { timeout: 10_000 });
  await expect(list(page).getByText('Loading price')).toHaveCount(0, { timeout: 10_000 });
  return snapshotCalls;
}

test('400 rows appear, snapshots fill in every price in chunks of 50, axe passes', async ({ page }) => {
  test.setTimeout(90_000); // axe over 400 rows takes a while
  const errors = collectErrors(page);
  const calls = await openSettled(page);
  // SPEC 4 / page context catalogChunkSize 50: 8 snapshot requests of 50 ids for 400 rows.
  expect(calls.map((ids) => ids.length)).toEqual([50, 50, 50, 50, 50, 50, 50, 50]);
  await expect(list(page).getByText('Price unavailable.')).toHaveCount(0);
  const withoutPrice = await rows(page).evaluateAll(
    (els) => els.filter((el) => !el.querySelector('.wsh-product-list__price')).length,
  );
  expect(withoutPrice).toBe(0);
  await expect(rows(page).first().getByRole('heading', { level: 3 })).toBeVisible();
  await expect(list(page).getByText('Sample').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'product list with 400 rows');
  expect(errors).toEqual([]);
});

test('arrow keys move between the quantity inputs and on to "Back to top", and never change a number', async ({
  page,
}) => {
  await openSettled(page);
  const inputs = quantityInputs(page);
  await inputs.nth(0).focus();
  await page.keyboard.press('ArrowDown');
  await expect(inputs.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(inputs.nth(2)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(inputs.nth(1)).toBeFocused();
  await expect(inputs.nth(1)).toHaveValue('');

  const last = inputs.last();
  await last.focus();
  await page.keyboard.press('ArrowDown');
  const top = list(page).getByRole('link', { name: 'Back to top' });
  await expect(top).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(last).toBeFocused();
});

test('typing a quantity in a row updates the mini basket', async ({ page }) => {
  await openSettled(page);
  await expect(miniBasketButton(page)).toContainText('7 lines');
  const row = rows(page).filter({ hasText: 'Item no. 100081' });
  await row.getByLabel('Quantity of Skummetmælk 0,1% 1 l', { exact: true }).fill('3');
  await expect(miniBasketButton(page)).toContainText('8 lines');
  await expect(row).toHaveClass(/wsh-product-list__row--in-basket/);
});

test('a new delivery date fetches the snapshots again for that date', async ({ page }) => {
  const calls = await openSettled(page);
  const dates: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/catalog/products/snapshots')
      dates.push(url.searchParams.get('expectedDeliveryDate') ?? '');
  });
  const before = calls.length;
  const drawerButton = page.locator('#delivery-date-drawer').getByRole('button', { name: /Delivery date/ });
  await drawerButton.click();
  const drawer = page.getByRole('dialog', { name: 'Choose delivery date' });
  await chooseOtherDeliveryDay(drawer);
  await drawer.getByRole('button', { name: 'Change delivery date' }).click();
  await expect.poll(() => calls.length - before, { timeout: 10_000 }).toBe(8);
  expect(new Set(dates).size).toBe(1);
  expect(dates[0]).toMatch(/^\d{4}-\d{2}-\d{2}/);
  await expect(list(page).getByText('Price unavailable.')).toHaveCount(0);
});
