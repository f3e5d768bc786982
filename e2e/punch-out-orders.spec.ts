import type { Page } from '@playwright/test';
import { collectErrors, expect, expectNoSeriousA11yViolations, resetMock, settleIslands, test } from './support';

// The punch-out orders area (SPEC 2 PunchOut) on punch-out-orders.html: as the punch-out demo customer
// 512037 (the QA panel's ?customer=, cookie wsh_customer, as the catalogue's link opens it) the orders load,
// newest first; any other customer is told punch-out orders belong to punch-out accounts. Axe clean.

const BASE = '/punch-out-orders.html';
const island = (page: Page) => page.locator('#punch-out-orders');
const table = (page: Page) => island(page).getByRole('table', { name: 'Punch-out orders, newest first' });

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test('as the punch-out customer 512037 the page loads with its orders, axe clean, the same after a reload', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  // As many rows as the mock has punch-out orders for 512037 (the seed's and the generated year's).
  const answer = await request.get('/api/punchout/orders', { headers: { cookie: 'wsh_customer=512037' } });
  const expected = ((await answer.json()) as { Model: unknown[] }).Model.length;
  expect(expected).toBeGreaterThan(8);
  await page.goto(`${BASE}?customer=512037`);
  await settleIslands(page);
  await expect(island(page).getByRole('heading', { level: 2, name: 'Punch-out orders' })).toBeVisible();
  const rows = table(page).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(rows).toHaveCount(expected);
  await expect(rows.first().getByRole('rowheader')).toHaveText(/^\d+$/);
  await expect(table(page).getByRole('columnheader', { name: 'Your reference' })).toBeVisible();
  await expect(rows.first()).toContainText('kr.');
  await expectNoSeriousA11yViolations(page, 'punch-out orders');

  // The QA panel wrote the customer into the page context too, as the shop's server would.
  const context = await page.locator('#page-context').textContent();
  expect(JSON.parse(context!).currentCustomerId).toBe('512037');

  await page.reload();
  await settleIslands(page);
  await expect(table(page).locator('tbody tr')).toHaveCount(expected);
  expect(errors).toEqual([]);
});

test('a customer who is not punch-out is told the orders belong to punch-out accounts', async ({ page }) => {
  await page.goto(`${BASE}?customer=512034`);
  await settleIslands(page);
  await expect(island(page).getByText(/^Punch-out orders belong to punch-out accounts/)).toBeVisible();
  await expect(table(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'punch-out orders, not a punch-out customer');
});

test('an error says what to do; another address below the page is not found', async ({ page }) => {
  await page.goto(`${BASE}?customer=512037&scenario=error-500`);
  await settleIslands(page);
  const alert = island(page).getByRole('alert');
  await expect(alert).toContainText('Your punch-out orders could not be loaded. Check your connection and try again.');
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();

  await page.goto(`${BASE}/details/7105294?scenario=none`);
  await settleIslands(page);
  await expect(island(page).getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'punch-out orders, not found');
});
