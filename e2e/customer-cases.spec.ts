import type { Page } from '@playwright/test';
import { collectErrors, expect, expectNoSeriousA11yViolations, resetMock, settleIslands, tabTo, test } from './support';

// The customer cases area (SPEC 2 CustomerCases) on customer-cases.html, as the default demo customer
// (512034, the one with cases): the list newest first, a case opened and closed from the keyboard alone,
// the time span trimmed to 5 characters, axe clean closed and open, and "not found" below the page.

const BASE = '/customer-cases.html';
const island = (page: Page) => page.locator('#customer-cases');
const cases = (page: Page) => island(page).getByRole('list', { name: 'Customer cases, newest first' });
const toggles = (page: Page) => cases(page).getByRole('button');

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test('opens a customer case by keyboard: Enter opens, Space closes, axe clean both ways', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(BASE);
  await settleIslands(page);
  await expect(island(page).getByRole('heading', { level: 2, name: 'Your customer cases' })).toBeVisible();
  await expect(toggles(page).first()).toBeVisible();
  expect(await toggles(page).count()).toBeGreaterThan(1);
  await expectNoSeriousA11yViolations(page, 'customer cases, all closed');

  const first = toggles(page).first();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  const panel = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeHidden();

  await tabTo(page, first);
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  // SPEC 2: the time span shows its first 5 characters ("06:00:00" -> "06:00").
  await expect(panel).toContainText(/Delivery time \d\d:\d\d–\d\d:\d\d/);
  expect(await panel.innerText()).not.toMatch(/\d\d:\d\d:\d\d/);
  await expect(panel.getByRole('table')).toBeVisible();
  await expect(panel.getByRole('columnheader', { name: 'Cause' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'customer cases, first case open');

  await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  await expect(first).toBeFocused();
  expect(errors).toEqual([]);
});

test('lists the cases newest first', async ({ page }) => {
  await page.goto(BASE);
  await settleIslands(page);
  await expect(toggles(page).first()).toBeVisible();
  const created = await toggles(page).evaluateAll((buttons) =>
    buttons.map((b) => b.querySelector('.wsh-customer-cases__created')!.textContent!.replace('Case of ', '')),
  );
  // dd.MM.yyyy (the demo page's date format) read as yyyyMMdd, which sorts as dates do.
  const sortable = created.map((d) => d.split('.').reverse().join(''));
  expect(sortable).toEqual(sortable.toSorted().toReversed());
});

test('a customer without cases sees "no customer cases"; another address below the page is not found', async ({
  page,
}) => {
  await page.goto(`${BASE}?customer=512036`);
  await settleIslands(page);
  await expect(island(page).getByText('You have no customer cases.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'customer cases, empty');

  await page.goto(`${BASE}/details/CC5100`);
  await settleIslands(page);
  await expect(island(page).getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'customer cases, not found');
  await island(page).getByRole('link', { name: 'Go to customer cases' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE.replace('.', '\\.')}$`));
  await expect(island(page).getByRole('heading', { level: 2, name: 'Your customer cases' })).toBeVisible();
});
