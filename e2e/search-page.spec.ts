import type { Page } from '@playwright/test';
import {
  chooseOtherDeliveryDay,
  collectErrors,
  expect,
  expectNoSeriousA11yViolations,
  pageIdle,
  requestsInFlight,
  resetMock,
  savedScrollY,
  settleIslands,
  test,
} from './support';

// The demo page's context keeps the page number under "side" (paginationQueryKey).
const island = (page: Page) => page.locator('#search-page');
const countLine = (page: Page) => island(page).locator('.wsh-catalogue-search__count');
const rows = (page: Page) => island(page).locator('.wsh-product-list__row');
const firstName = (page: Page) => rows(page).first().getByRole('heading', { level: 3 });
const sortSelect = (page: Page) => island(page).getByRole('combobox', { name: 'Sort by' });
const pages = (page: Page) => island(page).getByRole('navigation', { name: 'Pages' });
const params = (page: Page) => new URL(page.url()).searchParams;
const facet = (page: Page, name: string) => island(page).getByRole('region', { name });

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

async function open(page: Page, query = '') {
  await page.goto(`/search.html${query}`);
  await settleIslands(page);
}

/** The rows of the answer for the current address have been drawn. */
async function settled(page: Page, count: string) {
  await expect(countLine(page)).toHaveText(count);
  await expect(rows(page).first()).toBeVisible();
}

test('search, paginate, sort and filter; back, forward and reload restore results and page', async ({ page }) => {
  const errors = collectErrors(page);
  await open(page);
  await expect(island(page)).toContainText('Type what you are looking for');

  await island(page).getByRole('searchbox', { name: 'Search products' }).fill('ost');
  await page.keyboard.press('Enter');
  await settled(page, '35 products');
  expect(params(page).get('q')).toBe('ost');
  const page1First = await firstName(page).innerText();

  // Page 2: a real link with the page number under the context's key.
  const second = pages(page).getByRole('link', { name: 'Page 2' });
  await expect(second).toHaveAttribute('href', '/search.html?q=ost&side=2');
  await second.click();
  await expect(pages(page).getByRole('link', { name: 'Page 2 of 2' })).toHaveAttribute('aria-current', 'page');
  await expect(rows(page)).toHaveCount(11);
  const page2First = await firstName(page).innerText();
  expect(page2First).not.toBe(page1First);

  // Sorting goes back to page 1.
  await sortSelect(page).selectOption('Name');
  await expect.poll(() => params(page).get('sort')).toBe('Name');
  expect(params(page).has('side')).toBe(false);
  await settled(page, '35 products');
  // Page 1's 24 rows, not page 2's 11 still shown while the sorted list loads (the count line reads the same).
  await expect(rows(page)).toHaveCount(24);
  const byNameFirst = await firstName(page).innerText();

  // A filter: storage "Chilled".
  await facet(page, 'Storage')
    .getByRole('button', { name: /^Chilled/ })
    .click();
  await expect.poll(() => params(page).get('markings')).toBe('cool');
  await expect(countLine(page)).toHaveText('28 products');
  await expect(island(page).getByRole('button', { name: 'Clear filters' })).toBeVisible();

  // Back: the sorted list without the filter; back again: page 2; forward: sorted again.
  await page.goBack();
  await settled(page, '35 products');
  await expect(firstName(page)).toHaveText(byNameFirst);
  await expect(sortSelect(page)).toHaveValue('Name');
  await page.goBack();
  await expect(pages(page).getByRole('link', { name: 'Page 2 of 2' })).toHaveAttribute('aria-current', 'page');
  await expect(firstName(page)).toHaveText(page2First);
  await expect(sortSelect(page)).toHaveValue('Relevance');
  await page.goForward();
  await expect(firstName(page)).toHaveText(byNameFirst);
  await page.goForward();
  await expect(countLine(page)).toHaveText('28 products');

  // Reload restores the filtered, sorted state.
  await page.reload();
  await settleIslands(page);
  await settled(page, '28 products');
  await expect(sortSelect(page)).toHaveValue('Name');
  await expect(facet(page, 'Storage').getByRole('button', { name: /^Chilled/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(errors).toEqual([]);
});

test('coming back to the results restores the page and the scroll position', async ({ page }) => {
  await open(page, '?q=ost&side=2');
  await settled(page, '35 products');
  await page.waitForLoadState('networkidle'); // prices and stock in: the page has its full height
  // Where the page really is: on a short screen the browser stops before 900.
  const scrolled = await page.evaluate(() => (window.scrollTo(0, 900), Math.round(window.scrollY)));
  expect(scrolled).toBeGreaterThan(300);
  await expect.poll(() => savedScrollY(page), 'the position is saved (at most every 150 ms)').toBe(scrolled);
  await page.goto('/product.html?id=100081');
  await settleIslands(page);
  await page.goBack();
  await settleIslands(page);
  await settled(page, '35 products');
  await expect(pages(page).getByRole('link', { name: 'Page 2 of 2' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(scrolled);
});

test('the chosen sort becomes the default (user settings) for searches that name none', async ({ page }) => {
  await open(page, '?q=ost');
  await settled(page, '35 products');
  await sortSelect(page).selectOption('PriceDesc');
  await expect.poll(() => params(page).get('sort')).toBe('PriceDesc');
  await expect
    .poll(async () => (await (await page.request.get('/api/user/settings')).json()).Model.Settings.DefaultSort)
    .toBe('PriceDesc');
  await open(page, '?q=m%C3%A6lk');
  await expect(sortSelect(page)).toHaveValue('PriceDesc');
  expect(params(page).has('sort')).toBe(false);
});

/** Every page the tab starts to load from now on (a `location.assign` shows here before the address changes). */
function documentRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on(
    'request',
    (r) => r.isNavigationRequest() && r.frame() === page.mainFrame() && urls.push(new URL(r.url()).pathname),
  );
  return urls;
}

test('a term of 8 characters with one result opens the product; Back shows the result instead of leaving again', async ({
  page,
}) => {
  await page.goto('/search.html?q=couscous'); // leaves before the islands could be waited for
  await page.waitForURL(/\/product\.html\?id=108494$/);
  const navigations = documentRequests(page);
  const inFlight = requestsInFlight(page);
  await page.goBack();
  await settleIslands(page);
  await settled(page, '1 product');
  // The single result is acted on as its answer renders: with every answer in and the page idle, it
  // would have left by now.
  await expect.poll(inFlight).toBe(0);
  await pageIdle(page);
  expect(
    navigations.filter((p) => p !== '/search.html'),
    'pages opened after Back',
  ).toEqual([]);
  expect(new URL(page.url()).pathname).toBe('/search.html');
});

test('a 7-character term with one result stays on the search page', async ({ page }) => {
  const navigations = documentRequests(page);
  const inFlight = requestsInFlight(page);
  await open(page, '?q=linguin');
  await settled(page, '1 product');
  await expect.poll(inFlight).toBe(0);
  await pageIdle(page);
  expect(navigations, 'pages opened').toEqual(['/search.html']);
  expect(new URL(page.url()).pathname).toBe('/search.html');
});

test('a delivery-date change clears set filters with a notice', async ({ page }) => {
  await open(page, '?q=ost&markings=cool');
  await settled(page, '28 products');
  const drawerButton = page.locator('#delivery-date-drawer').getByRole('button', { name: /Delivery date/ });
  await drawerButton.click();
  const drawer = page.getByRole('dialog', { name: 'Choose delivery date' });
  await chooseOtherDeliveryDay(drawer);
  await drawer.getByRole('button', { name: 'Change delivery date' }).click();
  await expect(island(page).getByText(/Your filters were cleared/)).toBeVisible();
  expect(params(page).has('markings')).toBe(false);
  await expect(countLine(page)).toHaveText('35 products');
  await expectNoSeriousA11yViolations(page, 'filters cleared notice');
});

test('a delivery-date change without filters reloads the page', async ({ page }) => {
  await open(page, '?q=ost&sort=Name');
  await settled(page, '35 products');
  await page.evaluate(() => {
    Object.assign(window, { beforeReload: true });
  });
  await page
    .locator('#delivery-date-drawer')
    .getByRole('button', { name: /Delivery date/ })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Choose delivery date' });
  await chooseOtherDeliveryDay(drawer);
  const reloaded = page.waitForEvent('load');
  await drawer.getByRole('button', { name: 'Change delivery date' }).click();
  await reloaded;
  expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
  expect(page.url()).toMatch(/\/search\.html\?q=ost&sort=Name$/);
  await settleIslands(page);
  await settled(page, '35 products');
});

test('keyboard: arrows go from the last quantity input to the pagination, and along it', async ({ page }) => {
  await open(page, '?q=ost');
  await settled(page, '35 products');
  await expect(rows(page)).toHaveCount(24);
  await island(page).locator('[data-list-quantity] input').last().focus();
  await page.keyboard.press('ArrowDown');
  await expect(pages(page).getByRole('link', { name: 'Page 1 of 2' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(pages(page).getByRole('link', { name: 'Page 2' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => params(page).get('side')).toBe('2');
  await expect(island(page).getByRole('heading', { name: 'Results for “ost”' })).toBeFocused();
});

test('axe passes with results, facets opened, nothing found and on a small screen', async ({ page }) => {
  await open(page, '?q=e');
  await expect(countLine(page)).toHaveText(/^\d+ products$/);
  await expect(rows(page).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'results');
  await facet(page, 'Category')
    .getByRole('button', { name: /^Show more/ })
    .click();
  await expect(facet(page, 'Category').getByRole('button', { name: 'Show fewer' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectNoSeriousA11yViolations(page, 'category facet expanded');
  await open(page, '?q=zzzz');
  await expect(island(page)).toContainText('No products match “zzzz”.');
  await expectNoSeriousA11yViolations(page, 'nothing found');
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, '?q=ost');
  await settled(page, '35 products');
  await island(page).getByRole('button', { name: 'Filters' }).click();
  await expect(facet(page, 'Category')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'small screen, filters open');
});
