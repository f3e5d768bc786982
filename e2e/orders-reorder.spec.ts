import type { Page } from '@playwright/test';
import { collectErrors, expect, expectNoSeriousA11yViolations, resetMock, settleIslands, test } from './support';

/** The mock's reorder demo order of 512034 and two of its orders delivered today (fixtures/model/year-of-orders.ts). */
const DEMO_ORDER = '6099001';
const DELIVERED_TODAY = '6099002';

const island = (page: Page) => page.locator('#orders');
const reorder = (page: Page) => island(page).getByRole('region', { name: 'Order again' });
const miniBasketButton = (page: Page) => page.locator('#mini-basket button[aria-expanded]');

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

async function openOrder(page: Page, id: string) {
  await page.goto(`/orders.html/details/${id}`);
  await settleIslands(page);
  await expect(island(page).getByRole('heading', { level: 2, name: `Order ${id}` })).toBeVisible();
}

test('reorder an order with an undeliverable line: the summary names it, and the mini basket shows the rest at once', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const before = (await (await request.get('/api/checkout/basket')).json()).Model as { NumberOfLines: number };
  await openOrder(page, DEMO_ORDER);
  await expect(miniBasketButton(page)).toContainText(`${before.NumberOfLines} lines`);

  await reorder(page).getByRole('button', { name: 'Order again', exact: true }).click();
  const heading = reorder(page).getByRole('heading', { name: 'Added to your basket' });
  await expect(heading).toBeFocused();
  const summary = reorder(page).getByRole('region', { name: 'Added to your basket' });
  await expect(summary).toContainText('3 of 5 lines went into the basket');
  await expect(summary.getByRole('listitem').filter({ hasText: 'Andebryst' })).toContainText(
    'Not added: not deliverable on the basket’s delivery date',
  );
  await expect(summary.getByRole('listitem').filter({ hasText: 'Smør i portioner' })).toContainText(
    'Not added: out of stock',
  );
  await expect(summary.getByRole('listitem').filter({ hasText: 'Kyllingebryst filet' })).toContainText(
    'Replaced by Hel kylling 1,4 kg',
  );
  await expectNoSeriousA11yViolations(page, 'reorder summary');

  // The mini basket follows without a reload: the basket now holds the added lines and the replacement, not the
  // undeliverable or out-of-stock line, and the mini basket counts them.
  const after = (await (await request.get('/api/checkout/basket')).json()).Model as {
    NumberOfLines: number;
    LineItems: { ProductId: string }[];
  };
  expect(after.LineItems.map((l) => l.ProductId)).toEqual(expect.arrayContaining(['100081', '100228', '103624']));
  expect(after.LineItems.map((l) => l.ProductId)).not.toContain('103741');
  expect(after.LineItems.map((l) => l.ProductId)).not.toContain('102108');
  await expect(miniBasketButton(page)).toContainText(`${after.NumberOfLines} lines`);
  await miniBasketButton(page).click();
  await expect(page.locator('#mini-basket').getByRole('definition').first()).toHaveText(String(after.NumberOfLines));
  expect(errors).toEqual([]);
});

test('reorder to an unknown customer says the customer was not found, in the form', async ({ page }) => {
  const errors = collectErrors(page);
  await openOrder(page, DEMO_ORDER);
  await reorder(page).getByRole('button', { name: 'Order again for another customer' }).click();
  const field = reorder(page).getByLabel('Customer number');
  await field.fill('999999');
  await field.press('Enter');
  await expect(reorder(page).getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'We found no customer 999999. Check the customer number and try again.',
  );
  await expect(field).toHaveValue('999999');
  await expectNoSeriousA11yViolations(page, 'reorder to an unknown customer');
  // The browser logs the import's 404 itself; nothing else may fail.
  expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
});

test('an order delivered today shows its tracking', async ({ page }) => {
  await openOrder(page, DELIVERED_TODAY);
  const tracking = island(page).getByRole('region', { name: 'Tracking' });
  await expect(tracking).toBeVisible();
  await expect(tracking).toContainText('Expected arrival');
  await expectNoSeriousA11yViolations(page, 'order delivered today');
});
