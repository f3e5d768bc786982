import { collectErrors, expect, expectNoSeriousA11yViolations, resetMock, settleIslands, test } from './support';

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test('campaign page, authenticated: a linked banner, a promotion tile list with "Show more", a single-position promotion with 1 product', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const tileRequests: URL[] = [];
  page.on('request', (r) => r.url().includes('snapshots/paginated') && tileRequests.push(new URL(r.url())));
  await page.goto('/campaign.html');
  await settleIslands(page);

  const banner = page.locator('#campaign-banner');
  await expect(banner.getByRole('link')).toHaveAttribute('href', /^https?:\/\/[^/]+\/campaigns\/\d+$/);
  await expect(banner.getByRole('img')).toHaveAttribute('alt', /.+/);

  const promotion = page.locator('#product-promotion');
  await expect(promotion.getByRole('heading', { level: 3 })).toHaveCount(6);
  const more = promotion.getByRole('button', { name: 'Show more products' });
  await expect(more).toBeVisible();
  await more.click();
  await expect.poll(() => promotion.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(6);
  await expect(more).toHaveCount(0);
  expect(tileRequests.some((u) => u.searchParams.get('skip') === '6' && u.searchParams.get('pageSize') === '12')).toBe(
    true,
  );

  await expect(page.locator('#product-promotion-single').getByRole('heading', { level: 3 })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, 'campaign page, authenticated');
  expect(errors).toEqual([]);
});

test('campaign page, anonymous visitor: banners show, promotions give a login hint and ask for no products', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const calls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/') && calls.push(new URL(r.url()).pathname));
  await page.goto('/campaign-anonymous.html');
  await settleIslands(page);

  await expect(page.locator('#campaign-banner').getByRole('img')).toHaveAttribute('alt', /.+/);
  const promotion = page.locator('#product-promotion');
  await expect(promotion).toContainText('Log in to see the products and prices of this promotion.');
  await expect(promotion.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  await expect(page.locator('main').getByRole('alert')).toHaveCount(0); // no error in the islands (the exception overlay keeps an empty live region)
  expect(calls.filter((p) => /snapshots|checkout\/basket|delivery/.test(p))).toEqual([]);
  await expectNoSeriousA11yViolations(page, 'campaign page, anonymous visitor');
  expect(errors).toEqual([]);
});
