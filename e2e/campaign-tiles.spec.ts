import type { Page } from '@playwright/test';
import { collectErrors, expect, expectNoSeriousA11yViolations, resetMock, settleIslands, test } from './support';

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

/** Presses Tab until focus is on a link inside `container` (at most `max` presses); returns its name, href and focus ring. */
async function tabToLinkIn(page: Page, container: string, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const hit = await page.evaluate((sel) => {
      const el = document.activeElement as HTMLAnchorElement | null;
      if (!el || el.tagName !== 'A' || !el.closest(sel)) return null;
      // The focus ring is on the link, or on its ::after where the link covers a whole tile.
      const ring = [getComputedStyle(el), getComputedStyle(el, '::after')].some(
        (s) => s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2,
      );
      const name = el.getAttribute('aria-label') || el.textContent?.trim() || el.querySelector('img')?.alt || '';
      return { name, href: el.getAttribute('href'), ring };
    }, container);
    if (hit) return hit;
  }
  throw new Error(`no link in ${container} within ${max} tabs`);
}

test('receipt page, authenticated: receipt tiles, a promotion tile and the product news with their products', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const tileRequests: URL[] = [];
  const newsRequests: string[] = [];
  page.on('request', (r) => r.url().includes('snapshots/paginated') && tileRequests.push(new URL(r.url())));
  page.on('request', (r) => r.url().includes('campaigns/product-news') && newsRequests.push(r.url()));
  await page.goto('/campaign-tiles.html');
  await settleIslands(page);

  const receipt = page.locator('#order-receipt-tiles');
  const grid = receipt.getByRole('region', { name: 'Campaigns for your next order' });
  await expect(grid.getByRole('heading', { level: 3 })).toHaveCount(3); // the three tiles the mock places on ReceiptPage
  for (const link of await grid.getByRole('link').all())
    await expect(link).toHaveAttribute('href', /^https?:\/\/[^/]+\/campaigns\/\d+$/);
  await expect(grid.getByText(/^From /)).toHaveCount(3);

  await expect(page.locator('#promotion-tile').getByRole('link')).toHaveAttribute(
    'href',
    /^https?:\/\/[^/]+\/campaigns\/\d+$/,
  );
  // The server's choice for its placeholder (issue #34): the tile shows what GET campaigns/placeholder answers.
  const chosen = await (
    await page.request.get('/api/campaigns/placeholder?group=PromotionTiles&pageType=ReceiptPage&placeholderId=x')
  ).json();
  await expect(page.locator('#promotion-tile-server').getByRole('heading', { level: 2 })).toHaveText(
    chosen.Model.Title,
  );

  const news = page.locator('#product-news-list');
  await expect(news.getByRole('heading', { level: 3 })).toHaveCount(3);
  const firstProducts = news.getByRole('list', { name: /^Products: / }).first();
  await expect(firstProducts.getByRole('link').first()).toHaveAttribute(
    'href',
    /^https?:\/\/[^/]+\/product\.html\?id=\d+$/,
  );
  await expect(firstProducts.getByText(/kr\. \/ /).first()).toBeVisible();
  await expect(news.getByRole('list', { name: /^Products: / })).toHaveCount(3);
  expect(tileRequests.every((u) => u.searchParams.get('pageSize') === '6' && u.searchParams.get('skip') === '0')).toBe(
    true,
  );
  await expect(news).not.toContainText('Log in');

  await expect(page.locator('#product-news-logos').getByRole('link')).toHaveCount(6);
  expect(newsRequests.length).toBeGreaterThan(0);
  expect(new Set(newsRequests).size).toBe(newsRequests.length); // both news islands share one request per delivery date
  await expect(page.locator('#supplier-brand-logos')).toBeEmpty(); // supplier logos are not placed on receipt pages

  await expectNoSeriousA11yViolations(page, 'receipt page with campaign tiles');
  expect(errors).toEqual([]);
});

test('receipt page: the tile, news and product links are reachable by keyboard with names and a visible focus ring', async ({
  page,
}) => {
  await page.goto('/campaign-tiles.html');
  await settleIslands(page);
  await page.locator('h1').click(); // start tabbing from the page's content, past the header
  const tile = await tabToLinkIn(page, '#order-receipt-tiles');
  expect(tile.name).not.toBe('');
  expect(tile.href).toMatch(/^https?:\/\/[^/]+\/campaigns\/\d+$/);
  expect(tile.ring).toBe(true);
  const newsLink = await tabToLinkIn(page, '#product-news-list');
  expect(newsLink.name).toMatch(/^Nyt fra /);
  expect(newsLink.ring).toBe(true);
  const logo = await tabToLinkIn(page, '#product-news-logos');
  expect(logo.name).toMatch(/^Nyt fra /);
  expect(logo.ring).toBe(true);
});

test('campaign page, authenticated: supplier logos by priority, product news logos, a promotion tile', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/campaign.html');
  await settleIslands(page);

  const logos = page.locator('#supplier-brand-logos').getByRole('region', { name: 'Our suppliers' });
  await expect(logos.getByRole('link')).toHaveCount(12);
  await expect(logos.getByRole('link').first()).toHaveAttribute('href', /^https?:\/\/[^/]+\/brands\//);
  await expect(logos.getByRole('link', { name: 'Amager Mejeri' })).toBeVisible(); // a Priority 1 logo, named by its title
  await page.locator('h1').click();
  const reached = await tabToLinkIn(page, '#supplier-brand-logos', 120);
  expect(reached.name).not.toBe('');
  expect(reached.ring).toBe(true);

  await expect(page.locator('#product-news-logos').getByRole('link')).toHaveCount(6);
  await expect(page.locator('#promotion-tile').getByRole('heading', { level: 2 })).toHaveCount(1);
  await expect(page.locator('#product-news-list').getByRole('list', { name: /^Products: / })).toHaveCount(3);
  await expect(page.locator('#order-receipt-tiles').getByRole('heading', { level: 3 })).toHaveCount(3);
  expect(errors).toEqual([]);
});

test('campaign page, anonymous visitor: tiles and logos show, the product news list gives a login hint and asks for no products', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const calls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/') && calls.push(new URL(r.url()).pathname));
  await page.goto('/campaign-anonymous.html');
  await settleIslands(page);

  await expect(page.locator('#promotion-tile').getByRole('link')).toHaveAttribute(
    'href',
    /^https?:\/\/[^/]+\/campaigns\/\d+$/,
  );
  await expect(page.locator('#supplier-brand-logos').getByRole('link')).toHaveCount(12);
  await expect(page.locator('#product-news-logos').getByRole('link')).toHaveCount(6);
  const news = page.locator('#product-news-list');
  await expect(news).toContainText('Log in to see the products and prices of the news.');
  await expect(news.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  await expect(news.getByRole('heading', { level: 3 })).toHaveCount(3);
  await expect(news.getByRole('list', { name: /^Products: / })).toHaveCount(0);
  await expect(page.locator('#order-receipt-tiles').getByRole('link')).toHaveCount(3);
  await expect(page.locator('main').getByRole('alert')).toHaveCount(0);
  expect(calls.filter((p) => /snapshots|checkout\/basket|delivery/.test(p))).toEqual([]);
  await expectNoSeriousA11yViolations(page, 'campaign page, anonymous visitor, with tiles and logos');
  expect(errors).toEqual([]);
});
