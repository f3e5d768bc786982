import type { Page } from '@playwright/test';
import { collectErrors, expect, expectNoSeriousA11yViolations, resetMock, settleIslands, test } from './support';

const landing = (page: Page) => page.locator('#supplier-landing-page');
/** Product names are the rows' level-4 headings (under the page title h2 and "Products" h3). */
const productNames = (page: Page, name: string) => page.getByRole('list', { name }).getByRole('heading', { level: 4 });

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test('landing page: splash, logo and text, 12 of 14 products, page 2 in the address, Back returns to page 1', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/landing.html');
  await settleIslands(page);
  await expect(landing(page).getByRole('heading', { level: 2, name: 'Skagen Fisk' })).toBeVisible();
  await expect(landing(page).getByRole('img', { name: 'Skagen Fisk logo' })).toBeVisible();
  await expect(landing(page)).toContainText('Mød Skagen Fisk');
  await expect(productNames(page, 'Products from Skagen Fisk')).toHaveCount(12);
  await expect(landing(page).getByText('14 products')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'landing page, page 1');

  const pages = landing(page).getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(productNames(page, 'Products from Skagen Fisk')).toHaveCount(2);
  await expect(pages.getByRole('link', { name: 'Page 2 of 2' })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page, 'landing page, page 2');

  // A reload keeps the page; Back returns to page 1.
  await page.reload();
  await settleIslands(page);
  await expect(productNames(page, 'Products from Skagen Fisk')).toHaveCount(2);
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(productNames(page, 'Products from Skagen Fisk')).toHaveCount(12);
  expect(errors).toEqual([]);
});

test('landing page is keyboard reachable: Tab to the pagination, Enter opens page 2 and focus moves to the products', async ({
  page,
}) => {
  await page.goto('/landing.html');
  await settleIslands(page);
  await expect(productNames(page, 'Products from Skagen Fisk')).toHaveCount(12);
  const isPage2 = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') === 'Page 2');
  for (let i = 0; i < 80 && !(await isPage2()); i++) await page.keyboard.press('Tab');
  expect(await isPage2()).toBe(true);
  // Visible focus: the focused link has an outline.
  expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(landing(page).getByRole('heading', { level: 3, name: 'Products' })).toBeFocused();
  await expect(productNames(page, 'Products from Skagen Fisk')).toHaveCount(2);
});

test('campaign details: title, owner and products; axe passes', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/campaign-details.html');
  await settleIslands(page);
  const details = page.locator('#campaign-details');
  await expect(details.getByRole('heading', { level: 2, name: 'Ugens tilbud' })).toBeVisible();
  await expect(details.getByText('Presented by Grossisten')).toBeVisible();
  await expect(productNames(page, 'Products of Ugens tilbud')).toHaveCount(12);
  await expectNoSeriousA11yViolations(page, 'campaign details');
  expect(errors).toEqual([]);
});

test('an unknown campaign says it has ended or does not exist, with a link back', async ({ page }) => {
  await page.goto('/campaign-details.html');
  await settleIslands(page);
  // An island added later mounts by itself (as in a CMS preview).
  await page.evaluate(() => {
    const island = document.createElement('div');
    island.id = 'campaign-details-unknown';
    island.dataset.widget = 'campaign-details';
    island.dataset.loadOn = 'eager';
    island.dataset.props = JSON.stringify({ type: 'banners', id: '9999', backUrl: 'campaign.html' });
    document.querySelector('main')!.append(island);
  });
  const unknown = page.locator('#campaign-details-unknown');
  await expect(unknown).toContainText('This campaign has ended or does not exist.');
  await expect(unknown.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', 'campaign.html');
  await expect(unknown.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'campaign details, unknown campaign');
});
