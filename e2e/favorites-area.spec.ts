import type { Page } from '@playwright/test';
import { collectErrors, expect, expectNoSeriousA11yViolations, resetMock, settleIslands, test } from './support';

// The favourites area as one island under favorites.html (its page context's areaBasePath): each screen
// has its own address, Back and Forward move between them, a reload shows the same screen, and every
// route passes axe. The screens' own behaviour is in favorites-lists.spec.ts and favorites-details.spec.ts.

const BASE = '/favorites.html';
const island = (page: Page) => page.locator('#favorites');
const heading = (page: Page, name: string | RegExp) => island(page).getByRole('heading', { level: 2, name });
const rowsShown = (page: Page) => island(page).locator('.wsh-product-list__row');

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

/** The address and the screen it shows, read after the area settled. */
const ROUTES: { path: string; heading: string | RegExp; withRows?: boolean }[] = [
  { path: '', heading: 'Your favourite lists' },
  { path: '/details/F1001?sort=Name', heading: 'Faste varer', withRows: true },
  { path: '/details-edit/F1001', heading: 'Edit “Faste varer”', withRows: true },
  {
    path: '/generated/salesstatistics?query=m',
    heading: 'Bought in the last 3 months',
    withRows: true,
  },
];

for (const route of ROUTES) {
  test(`${BASE}${route.path || '/'}: the screen, the same after a reload, axe clean`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`${BASE}${route.path}`);
    await settleIslands(page);
    await expect(heading(page, route.heading)).toBeVisible();
    if (route.withRows) await expect(rowsShown(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, `favourites ${route.path || 'overview'}`);
    const address = page.url();
    await page.reload();
    await settleIslands(page);
    await expect(heading(page, route.heading)).toBeVisible();
    expect(page.url()).toBe(address);
    expect(errors).toEqual([]);
  });
}

test('Back and Forward move between the overview and a list, each screen as it was', async ({ page }) => {
  await page.goto(BASE);
  await settleIslands(page);
  await expect(heading(page, 'Your favourite lists')).toBeVisible();
  await island(page).getByRole('link', { name: 'Faste varer' }).click();
  await expect(heading(page, 'Faste varer')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`${BASE}/details/F1001`);
  await island(page).getByRole('combobox', { name: 'Sort by' }).selectOption('Name');
  await expect(page).toHaveURL(/\/details\/F1001\?sort=Name$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/details\/F1001$/);
  await expect(island(page).getByRole('combobox', { name: 'Sort by' })).toHaveValue('');
  await page.goBack();
  await expect(heading(page, 'Your favourite lists')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(BASE);
  await page.goForward();
  await expect(heading(page, 'Faste varer')).toBeVisible();
  await page.goForward();
  await expect(island(page).getByRole('combobox', { name: 'Sort by' })).toHaveValue('Name');
  await page.reload();
  await settleIslands(page);
  await expect(island(page).getByRole('combobox', { name: 'Sort by' })).toHaveValue('Name');
  await expect(heading(page, 'Faste varer')).toBeVisible();
});

test('the old path /generated is replaced by /generated/salesstatistics (no history entry of its own)', async ({
  page,
}) => {
  await page.goto('/index.html');
  await page.goto(`${BASE}/generated`);
  await settleIslands(page);
  await expect(heading(page, 'Bought in the last 3 months')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${BASE}/generated/salesstatistics$`));
  await page.goBack();
  await expect(page).toHaveURL(/\/index\.html$/);
});

test('an unknown address in the area shows "not found" with a link to the lists, axe clean', async ({ page }) => {
  await page.goto(`${BASE}/details`);
  await settleIslands(page);
  await expect(heading(page, 'Page not found')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'favourites not found');
  await island(page)
    .getByRole('link', { name: /favourite lists/i })
    .click();
  await expect(heading(page, 'Your favourite lists')).toBeVisible();
});

test('Print opens the print page in a window 950 wide and 900 high, with the list, search, sort and delivery date', async ({
  page,
}) => {
  await page.goto(`${BASE}/details/F1001?query=m&sort=Brand`);
  await settleIslands(page);
  await expect(rowsShown(page).first()).toBeVisible();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    island(page).getByRole('button', { name: 'Print' }).click(),
  ]);
  await popup.waitForLoadState();
  const url = new URL(popup.url());
  expect(url.pathname).toBe('/favorites-print.html');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    id: 'F1001',
    query: 'm',
    sort: 'Brand',
    expectedDeliveryDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
  });
  expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([950, 900]);
  await expect(popup.getByRole('heading', { name: 'Faste varer' })).toBeVisible();
  await expect(popup.getByRole('table').getByRole('row').nth(1)).toBeVisible();
});

test('Back from the edit screen returns to the list at the same scroll position', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto(`${BASE}/details/F1001`);
  await settleIslands(page);
  await expect(rowsShown(page)).toHaveCount(30);
  await expect(island(page).getByText('Loading price')).toHaveCount(0, { timeout: 10_000 });
  await rowsShown(page).nth(20).scrollIntoViewIfNeeded();
  const y = await page.evaluate(() => Math.round(scrollY));
  expect(y).toBeGreaterThan(600);
  // The edit link sits above the rows: reached with a script click, so the page stays where the user left it.
  await island(page).getByRole('link', { name: 'Edit list' }).dispatchEvent('click');
  await expect(heading(page, 'Edit “Faste varer”')).toBeVisible();
  await page.goBack();
  await expect(heading(page, 'Faste varer')).toBeVisible();
  await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(y);
});
