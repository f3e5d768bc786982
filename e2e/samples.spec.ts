import type { Page } from '@playwright/test';
import { collectErrors, expect, expectNoSeriousA11yViolations, resetMock, settleIslands, test } from './support';

const COFFEE = '111045'; // 222.11 a bag (the quick order's first unit): 5 bags cross the samples' minimum basket total of 1,000
const SAMPLE_IDS = ['120416', '120451', '120458', '120486'];
const samples = (page: Page) => page.locator('#product-samples');
const sampleInputs = (page: Page) => samples(page).locator('input[inputmode="numeric"]');
const lockReason = /Add DKK\s1,000\.00 more to your basket to choose samples\./; // Intl puts a no-break space after DKK

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test('samples: adding is locked below the minimum basket total and the lock lifts when the basket reaches it; the count follows', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  // The seeded empty basket as the default one: nothing in it, so the whole minimum is missing.
  expect((await request.post('/api/checkout/basket/change', { data: { basketId: 'B-1004' } })).ok()).toBe(true);
  await page.goto('/samples.html');
  await settleIslands(page);

  await expect(samples(page).getByRole('heading', { level: 2 })).toHaveText('Gratis vareprøver');
  await expect(samples(page)).toContainText(lockReason);
  await expect(sampleInputs(page)).toHaveCount(6);
  for (const input of await sampleInputs(page).all()) await expect(input).toBeDisabled();
  await expect(samples(page)).not.toContainText('samples chosen'); // Hidden: no samples in the basket
  await expectNoSeriousA11yViolations(page, 'samples locked below the minimum');

  // One bag of coffee in the quick order: still locked, with less missing; five bags lift the lock without a reload.
  const coffee = page.locator('#quantity-inputs tr', { hasText: COFFEE }).locator('input[inputmode="numeric"]');
  await coffee.fill('1');
  await expect(samples(page)).toContainText(/Add DKK\s777\.89 more to your basket to choose samples\./);
  await coffee.fill('5');
  await expect(samples(page)).not.toContainText('more to your basket to choose samples');
  for (const input of await sampleInputs(page).all()) await expect(input).toBeEnabled();

  await sampleInputs(page).first().fill('1');
  await expect(samples(page).getByRole('status').filter({ hasText: 'samples chosen' })).toHaveText(
    '1 of 3 samples chosen.',
  );
  await expectNoSeriousA11yViolations(page, 'samples open, one chosen');
  expect(errors).toEqual([]);
});

test('samples: more samples in the basket than allowed shows the error and what to do; the chosen ones can be lowered', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const put = await request.put('/api/checkout/basket?id=B-1001', {
    data: { Products: SAMPLE_IDS.map((ProductId) => ({ ProductId, Quantity: 1 })) },
  });
  expect(put.ok()).toBe(true);
  await page.goto('/samples.html');
  await settleIslands(page);

  await expect(samples(page).getByRole('alert')).toHaveText(
    'Your basket has 4 samples, but at most 3 are allowed. Remove 1 of them from your basket before you order.',
  );
  await expect(samples(page)).toContainText('You can choose samples again when your basket has at most 3.');
  await expect(sampleInputs(page).nth(0)).toBeEnabled(); // chosen: can be lowered
  await expect(sampleInputs(page).nth(5)).toBeDisabled(); // not chosen: cannot be added
  await expectNoSeriousA11yViolations(page, 'samples, too many');

  // Removing one brings the basket to the maximum: Display, and adding stays locked at the maximum.
  await sampleInputs(page).nth(0).fill('');
  await expect(samples(page).getByRole('status').filter({ hasText: 'samples chosen' })).toHaveText(
    '3 of 3 samples chosen.',
  );
  await expect(samples(page).getByRole('alert')).toHaveCount(0);
  await expect(samples(page)).toContainText('You have chosen the maximum of 3 samples.');
  expect(errors).toEqual([]);
});

test('highlighted products show their type badge, owner and products; anonymous visitors get the samples login hint', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/highlights.html');
  await settleIslands(page);
  for (const id of ['#highlighted-products', '#highlighted-products-single']) {
    const island = page.locator(id);
    await expect(island.locator('.wsh-highlighted-products__badge')).toHaveText(/^(Sponsored|New|Recommended)$/);
    await expect(island.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await expect(island).toContainText(/From \S/);
  }
  await expect(page.locator('#highlighted-products').getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(page.locator('#highlighted-products-single').getByRole('heading', { level: 3 })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, 'highlighted products');

  const calls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/') && calls.push(new URL(r.url()).pathname));
  await page.goto('/campaign-anonymous.html');
  await settleIslands(page);
  await expect(samples(page)).toContainText('Log in to choose free samples with your order.');
  await expect(samples(page).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  expect(calls.filter((p) => /product-samples|snapshots/.test(p))).toEqual([]);
  expect(errors).toEqual([]);
});
