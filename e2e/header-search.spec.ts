import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  installClock,
  pauseClock,
  resetMock,
  settleIslands,
  test,
} from './support';

const PAGE = '/search-overlay.html';
const field = (page: Page) => page.getByRole('combobox', { name: 'Search products' });
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

async function open(page: Page, url = PAGE) {
  await page.goto(url);
  await settleIslands(page);
}

/** Every suggest request the page sends, by its query. */
function suggestQueries(page: Page): string[] {
  const queries: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('/catalog/search/suggest')) queries.push(url.searchParams.get('query') ?? '');
  });
  return queries;
}

test('keyboard only: F8, type, arrows, Escape, Enter to the search page, and Back to the page as it was', async ({
  page,
}) => {
  const queries = suggestQueries(page);
  await installClock(page);
  await open(page);
  const title = await page.title();
  await page.keyboard.press('F8');
  await expect(field(page)).toBeFocused();
  // Typed within the 900 ms pause, on a stopped clock (a busy machine's gaps between key presses do not
  // count): one request, for the whole term, once the pause has run.
  await pauseClock(page);
  await page.keyboard.type('fløde');
  await page.clock.runFor(900);
  await page.clock.resume();
  await expect(field(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(listbox(page).getByRole('option').first()).toBeVisible();
  expect(queries).toEqual(['fløde']);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('fløde');
  await expect(page).toHaveTitle(`Search: fløde – ${title}`);

  await page.keyboard.press('ArrowDown');
  const first = listbox(page).getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(field(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await expectNoSeriousA11yViolations(page, 'search overlay open');

  await page.keyboard.press('Escape');
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(field(page)).toBeFocused();
  expect(new URL(page.url()).search).toBe('');
  await expect(page).toHaveTitle(title);

  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname.endsWith('/search.html'));
  expect(new URL(page.url()).searchParams.get('q')).toBe('fløde');
  await page.goBack();
  await page.waitForURL((url) => url.pathname.endsWith(PAGE));
  expect(new URL(page.url()).search, 'Back returns to the address the page had before the overlay').toBe('');
});

test('emptying the field closes the overlay and restores the address and title', async ({ page }) => {
  await installClock(page);
  await open(page, `${PAGE}?campaign=7`);
  const title = await page.title();
  await field(page).focus();
  await pauseClock(page);
  await page.keyboard.type('mælk');
  await expect.poll(() => new URL(page.url()).searchParams.get('q'), 'the first letter at once').toBe('m');
  await page.clock.runFor(1_000);
  await expect.poll(() => new URL(page.url()).searchParams.get('q'), 'the last term after the 1000 ms').toBe('mælk');
  await field(page).fill('');
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(listbox(page)).toHaveCount(0);
  expect(new URL(page.url()).search).toBe('?campaign=7');
  await expect(page).toHaveTitle(title);
  // No late throttled update brings the term back.
  await page.clock.runFor(1_200);
  expect(new URL(page.url()).search).toBe('?campaign=7');
});

test('Enter on a suggestion opens that product; a blank term asks for nothing', async ({ page }) => {
  const queries = suggestQueries(page);
  await installClock(page);
  await open(page);
  await field(page).focus();
  await pauseClock(page);
  await page.keyboard.type('   ');
  await page.clock.runFor(1_200); // past the 900 ms after which a term is asked for
  expect(queries).toEqual([]);
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
  await page.clock.resume();

  await field(page).fill('piskefløde');
  await expect(listbox(page).getByRole('option').first()).toBeVisible();
  const suggest = await (await page.request.get('/api/catalog/search/suggest?query=piskefl%C3%B8de')).json();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname.endsWith('/product.html'));
  expect(new URL(page.url()).searchParams.get('id')).toBe(suggest.Model.Suggestions[0].ProductId);
});

test('the sticky header class comes past 10 px; ScrollTo with VerticalOffset lands the element below the header', async ({
  page,
}) => {
  await open(page);
  const header = page.locator('#site-header');
  await page.evaluate(() => window.scrollTo(0, 10));
  await expect(header).not.toHaveClass(/is-sticky/);
  await page.evaluate(() => window.scrollTo(0, 11));
  await expect(header).toHaveClass(/\bwsh-sticky\b/);
  await expect(header).toHaveClass(/\bis-sticky\b/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveClass(/wsh-sticky/);

  await page.goto(`${PAGE}?ScrollTo=section-4&VerticalOffset=40`);
  await page.waitForLoadState('domcontentloaded');
  expect(await page.evaluate(() => window.scrollY), 'nothing scrolls before the 700 ms').toBe(0);
  await expect
    .poll(() => page.evaluate(() => Math.round(document.getElementById('section-4')!.getBoundingClientRect().top)), {
      timeout: 5_000,
    })
    .toBe(104 + 40);
  await expect(header).toHaveClass(/is-sticky/);
});

test('small screens: the overlay spans the full width under the header', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page);
  await field(page).focus();
  await page.keyboard.type('ost');
  await expect(listbox(page).getByRole('option').first()).toBeVisible();
  const panel = await page.locator('.wsh-header-search__panel').boundingBox();
  const box = await field(page).boundingBox();
  expect(panel!.x).toBe(0);
  expect(panel!.width).toBe(375);
  expect(panel!.y).toBeGreaterThanOrEqual(box!.y + box!.height);
});
