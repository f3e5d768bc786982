import type { Page } from '@playwright/test';
import {
  expect,
  focusedIsResultQuantity,
  resetMock,
  savedScrollY,
  searchWithF8AndTabToResult,
  settleIslands,
  test,
} from './support';

const miniBasket = (page: Page) => page.locator('#mini-basket button[aria-expanded]');

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test('keyboard only: F8, search, arrows through the rows, quantities into the mini basket, and back to the same results', async ({
  page,
}) => {
  await page.goto('/search.html');
  await settleIslands(page);
  await expect(miniBasket(page)).toContainText('7 lines');

  // F8, typing and Enter search; Tab to the first quantity input of the results.
  await searchWithF8AndTabToResult(page, 'ost', '35 products');
  const first = await page.evaluate(() => document.activeElement?.id);

  // Down twice moves two rows on; a quantity typed there reaches the mini basket.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  expect(await focusedIsResultQuantity(page)).toBe(true);
  expect(await page.evaluate(() => document.activeElement?.id)).not.toBe(first);
  await page.keyboard.type('2');
  await expect(miniBasket(page)).toContainText('8 lines', { timeout: 5_000 });
  await page.keyboard.press('ArrowUp');
  await page.keyboard.type('1');
  await expect(miniBasket(page)).toContainText('9 lines', { timeout: 5_000 });

  // Down past the last row reaches the pagination; Enter opens page 2.
  for (let i = 0; i < 60; i++) {
    const onLink = await page.evaluate(() => document.activeElement?.hasAttribute('data-list-nav') ?? false);
    if (onLink) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(page.locator(':focus')).toHaveAttribute('data-list-nav', '');
  for (let i = 0; i < 6; i++) {
    if (
      /Page 2/.test(
        (await page.evaluate(
          () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
        )) ?? '',
      )
    )
      break;
    await page.keyboard.press('ArrowRight');
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/side=2/);
  await expect(page.locator('#search-page').getByRole('link', { name: 'Page 2 of 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.waitForLoadState('networkidle');
  const scrolled = await page.evaluate(() => (window.scrollTo(0, 600), Math.round(window.scrollY)));
  await expect.poll(() => savedScrollY(page), 'the position is saved (at most every 150 ms)').toBe(scrolled);

  // Leave and come back: same results, page and scroll position.
  await page.goto('/basket.html');
  await settleIslands(page);
  await page.goBack();
  await settleIslands(page);
  await expect(page).toHaveURL(/q=ost.*side=2|side=2.*q=ost/);
  await expect(page.locator('#search-page')).toContainText('35 products');
  await expect(page.locator('#search-page').getByRole('link', { name: 'Page 2 of 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(scrolled);
});
