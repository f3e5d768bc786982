import { collectErrors, expect, expectNoSeriousA11yViolations, resetMock, settleIslands, test } from './support';

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test('the print page shows the list from its address as an A4 table with an empty quantity column, axe clean', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/favorites-print.html?id=F1001&sort=Name&expectedDeliveryDate=2026-11-26');
  await settleIslands(page);
  const island = page.locator('#favorites-print');
  await expect(island.getByRole('heading', { name: 'Faste varer' })).toBeVisible();
  await expect(island.getByText('Expected delivery: 26.11.2026')).toBeVisible();
  const rows = island.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(31); // the header and Faste varer's 30 products
  const names = await island.locator('tbody tr td:first-child').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'da')));
  await expect(island.locator('tbody td.wsh-favorites-print__quantity').first()).toHaveText('');
  await expectNoSeriousA11yViolations(page, 'print page with a list');

  // On paper: the list only, without the Print button, the demo's heading or the QA panel.
  await page.emulateMedia({ media: 'print' });
  await expect(island.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.locator('.demo-print-page__hint')).toBeHidden();
  await expect(island.getByRole('table')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the sales statistics print under their 3-month title', async ({ page }) => {
  await page.goto('/favorites-print.html?generatedType=salesstatistics');
  await settleIslands(page);
  await expect(page.getByRole('heading', { name: 'Bought in the last 3 months' })).toBeVisible();
  await expect(page.locator('#favorites-print tbody tr').first()).toBeVisible();
});
