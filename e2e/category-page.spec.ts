import type { Page } from '@playwright/test';
import {
  collectErrors,
  expect,
  expectNoSeriousA11yViolations,
  pageIdle,
  requestsInFlight,
  resetMock,
  settleIslands,
  test,
} from './support';

// Issue #34: the category page. category.html is Dairy & eggs (level 1, the widget's categoryId "01", 90
// products, page number under "side"); category-milk.html is Milk (level 3, the context's currentCategoryId).
const island = (page: Page) => page.locator('#category-page');
const countLine = (page: Page) => island(page).locator('.wsh-catalogue-search__count');
const rows = (page: Page) => island(page).locator('.wsh-product-list__row');
const heading = (page: Page) => island(page).getByRole('heading', { level: 2 });
const crumbs = (page: Page) => island(page).getByRole('navigation', { name: 'Breadcrumb' });
const subcategories = (page: Page) => island(page).getByRole('navigation', { name: 'Subcategories' });
const pages = (page: Page) => island(page).getByRole('navigation', { name: 'Pages' });
const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const miniBasket = (page: Page) => page.locator('#mini-basket button[aria-expanded]');

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

/** The listing shows `name` with `count` and its rows. */
async function shows(page: Page, name: string, count: string) {
  await expect(heading(page)).toHaveText(name);
  await expect(countLine(page)).toHaveText(count);
  await expect(rows(page).first()).toBeVisible();
}

test('a level-1 category: subcategories, breadcrumbs, facets, sort and page survive Back, Forward and reload', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const inFlight = requestsInFlight(page);
  await page.goto('/category.html');
  await settleIslands(page);
  await shows(page, 'Dairy & eggs', '90 products');
  await expect(crumbs(page).locator('[aria-current="page"]')).toHaveText('Dairy & eggs');
  await expect(subcategories(page).getByRole('link')).toHaveCount(5);
  // The header's menu is built from the catalogue's top categories.
  await expect(page.locator('#category-menu').getByRole('link', { name: 'Meat & poultry' })).toHaveAttribute(
    'href',
    'category.html?category=02',
  );
  await expectNoSeriousA11yViolations(page, 'level-1 category');

  // Page 2, then a subcategory: a new listing on page 1.
  await pages(page).getByRole('link', { name: 'Page 2' }).click();
  await expect(pages(page).getByRole('link', { name: 'Page 2 of 4' })).toHaveAttribute('aria-current', 'page');
  const cheese = subcategories(page).getByRole('link', { name: /^Cheese/ });
  await expect(cheese).toHaveAttribute('href', '/category.html?category=0102');
  await cheese.click();
  await shows(page, 'Cheese', '30 products');
  expect(params(page)).toEqual({ category: '0102' });
  await expect(crumbs(page).getByRole('link')).toHaveText(['Dairy & eggs']);

  // A marking and a sort, as on the search page.
  await island(page)
    .getByRole('region', { name: 'Markings' })
    .getByRole('button', { name: /Organic/ })
    .click();
  await expect(countLine(page)).toHaveText('13 products');
  await island(page).getByRole('combobox', { name: 'Sort by' }).selectOption('Name');
  await expect(page).toHaveURL(/sort=Name/);
  // The address changes at once, the rows when the sorted answer is drawn: wait for the rows in name order
  // (reading the first row right after the address changed read the unsorted list on a busy machine).
  const names = () => rows(page).getByRole('heading', { level: 3 }).allInnerTexts();
  await expect
    .poll(async () => {
      const shown = await names();
      return shown.length > 1 && shown.join('|') === [...shown].sort((a, b) => a.localeCompare(b, 'da')).join('|');
    })
    .toBe(true);
  // The poll above saw more than one row, so the first is there.
  const [sortedFirst = ''] = await names();
  expect(params(page)).toEqual({ category: '0102', markings: 'organic', sort: 'Name' });

  // Reload keeps it all.
  await page.reload();
  await settleIslands(page);
  await shows(page, 'Cheese', '13 products');
  await expect(island(page).getByRole('combobox', { name: 'Sort by' })).toHaveValue('Name');
  await expect(rows(page).first().getByRole('heading', { level: 3 })).toHaveText(sortedFirst);

  // Back: the sort goes, then the marking, then the subcategory (back on Dairy's page 2); Forward returns.
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(countLine(page)).toHaveText('13 products');
  await page.goBack();
  await shows(page, 'Cheese', '30 products');
  await page.goBack();
  await shows(page, 'Dairy & eggs', '90 products');
  await expect(pages(page).getByRole('link', { name: 'Page 2 of 4' })).toHaveAttribute('aria-current', 'page');
  await page.goForward();
  await shows(page, 'Cheese', '30 products');

  // The breadcrumb leads back to the page's own category, at its plain address.
  await crumbs(page).getByRole('link', { name: 'Dairy & eggs' }).click();
  await shows(page, 'Dairy & eggs', '90 products');
  expect(params(page)).toEqual({});

  // The menu leads to another category page.
  await page.locator('#category-menu').getByRole('link', { name: 'Meat & poultry' }).click();
  await settleIslands(page);
  await expect(heading(page)).toHaveText('Meat & poultry');
  await pageIdle(page);
  await expect.poll(inFlight).toBe(0);
  expect(errors).toEqual([]);
});

test('a level-3 category from the page context: its path, its subcategories, and ordering by keyboard', async ({
  page,
}) => {
  await page.goto('/category-milk.html');
  await settleIslands(page);
  await shows(page, 'Milk', '12 products');
  await expect(crumbs(page).getByRole('link')).toHaveText(['Dairy & eggs', 'Milk & cream']);
  await expect(subcategories(page).getByRole('link')).toHaveText([/^Low-fat milk/, /^Whole milk/]);
  await expect(page.locator('#category-menu').getByRole('link', { name: 'Milk', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(miniBasket(page)).toContainText('7 lines');
  await expectNoSeriousA11yViolations(page, 'level-3 category');

  // Tab from the sort to the first quantity input; a typed quantity reaches the basket, the arrows move rows.
  await island(page).getByRole('combobox', { name: 'Sort by' }).focus();
  const onQuantity = () =>
    page.evaluate(
      () =>
        document.activeElement?.getAttribute('inputmode') === 'numeric' &&
        !!document.activeElement.closest('#category-page'),
    );
  for (let i = 0; i < 20 && !(await onQuantity()); i++) await page.keyboard.press('Tab');
  expect(await onQuantity(), 'a quantity input of the rows is reachable by Tab').toBe(true);
  await page.keyboard.type('2');
  await expect(miniBasket(page)).toContainText('8 lines', { timeout: 5_000 });
  await page.keyboard.press('ArrowDown');
  expect(await onQuantity()).toBe(true);
  await page.keyboard.type('1');
  await expect(miniBasket(page)).toContainText('9 lines', { timeout: 5_000 });

  // A subcategory stays on this page; Back returns to Milk.
  await subcategories(page)
    .getByRole('link', { name: /^Whole milk/ })
    .click();
  await shows(page, 'Whole milk', '6 products');
  await expect(crumbs(page).getByRole('link')).toHaveText(['Dairy & eggs', 'Milk & cream', 'Milk']);
  await page.goBack();
  await shows(page, 'Milk', '12 products');
});
