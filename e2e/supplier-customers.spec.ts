import type { APIRequestContext, Page } from '@playwright/test';
import { collectErrors, expect, expectNoSeriousA11yViolations, resetMock, settleIslands, tabTo, test } from './support';

// Issue #17 point 2 on the demo page, keyboard only: a supplier user switches customer and the mini basket
// follows (the page loads again for the new customer); a refused change shows the response's Message; ending
// supplier mode returns to the customer kept in the _su_<supplierKey> cookie; axe clean in every state.

const SUPPLIER = 'salg@amagermejeri.dk';

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

async function logInAsSupplier(request: APIRequestContext): Promise<void> {
  const answer = await request.post('/api/auth/login', { data: { EmailAddress: SUPPLIER, Password: 'demo1234' } });
  expect(answer.ok()).toBe(true);
}

const miniBasket = (page: Page) => page.locator('#mini-basket').getByRole('button').first();
const panel = (page: Page) => page.locator('#supplier-customers');

async function open(page: Page, actingFor: string, lines: string): Promise<void> {
  await page.goto('/supplier-customers.html');
  await settleIslands(page);
  await expect(panel(page).getByText(`You act for ${actingFor}`)).toBeVisible();
  await expect(miniBasket(page)).toContainText(lines);
}

const storedChoice = async (page: Page) => (await page.context().cookies()).find((c) => c.name === '_su_amager')?.value;

test('a supplier user switches customer by keyboard, and the mini basket follows', async ({ page, request }) => {
  const errors = collectErrors(page);
  await logInAsSupplier(request);
  await open(page, 'Kantinen på Havnen ApS (customer 512034)', '7 lines');
  // The current customer is not offered; the other two are.
  await expect(panel(page).getByRole('button', { name: /^Act for / })).toHaveText([
    'Act for Plejecenter Solbakken',
    'Act for Hotel Strandkanten',
  ]);
  await expectNoSeriousA11yViolations(page, 'supplier panel');

  await tabTo(page, panel(page).getByRole('button', { name: 'Act for Hotel Strandkanten' }));
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
  await settleIslands(page);
  await expect(panel(page).getByText('You act for Hotel Strandkanten (customer 512039)')).toBeVisible();
  await expect(miniBasket(page)).toContainText('4 lines');
  expect(await storedChoice(page)).toBe('512039');
  expect(errors).toEqual([]);
});

test("a refused change shows the response's Message and keeps the customer", async ({ page, request }) => {
  await logInAsSupplier(request);
  await open(page, 'Kantinen på Havnen ApS', '7 lines');
  await tabTo(page, panel(page).getByRole('button', { name: 'Act for Plejecenter Solbakken' }));
  await page.keyboard.press('Enter');
  const alert = panel(page).getByRole('alert');
  await expect(alert).toContainText('Could not switch to Plejecenter Solbakken.');
  await expect(alert).toContainText('Plejecenter Solbakken is on credit stop. Contact the credit department.');
  await expect(panel(page).getByText('You act for Kantinen på Havnen ApS')).toBeVisible();
  await expect(miniBasket(page)).toContainText('7 lines');
  expect(await storedChoice(page)).toBeUndefined();
  await expectNoSeriousA11yViolations(page, 'supplier panel, change refused');
});

test('ending supplier mode returns to the customer kept in the _su_ cookie', async ({ page, request }) => {
  await logInAsSupplier(request);
  await open(page, 'Kantinen på Havnen ApS', '7 lines');
  await tabTo(page, panel(page).getByRole('button', { name: 'Act for Hotel Strandkanten' }));
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
  await settleIslands(page);
  // Acting for the stored customer: nothing to end.
  await expect(panel(page).getByText('You act for Hotel Strandkanten')).toBeVisible();
  await expect(panel(page).getByRole('button', { name: /End supplier mode/ })).toHaveCount(0);

  // A new login puts the supplier on its first customer; the cookie still names Hotel Strandkanten.
  await logInAsSupplier(request);
  await open(page, 'Kantinen på Havnen ApS', '7 lines');
  const end = panel(page).getByRole('button', { name: 'End supplier mode: back to Hotel Strandkanten' });
  await tabTo(page, end);
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
  await settleIslands(page);
  await expect(panel(page).getByText('You act for Hotel Strandkanten')).toBeVisible();
  await expect(miniBasket(page)).toContainText('4 lines');
});
