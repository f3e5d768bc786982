import type { Page } from '@playwright/test';
import { collectErrors, expect, expectNoSeriousA11yViolations, resetMock, settleIslands, test } from './support';

const home = (page: Page) => page.locator('#brands-home');
const grid = (page: Page) => home(page).getByRole('list', { name: 'Brands' });
const tiles = (page: Page) => grid(page).locator('.wsh-brands-home__tile');
const sideLetter = (page: Page, l: string) =>
  home(page)
    .locator('.wsh-brands-home__side')
    .getByRole('button', { name: `Brands starting with ${l}` });

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

/** Tiles in the first row: those sharing the first tile's top edge. */
async function tilesPerRow(page: Page): Promise<number> {
  const tops = await tiles(page).evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  return tops.filter((t) => t === tops[0]).length;
}

async function open(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/brands.html');
  await settleIslands(page);
  await expect(tiles(page).first()).toBeVisible();
}

// SPEC 2: 2 tiles a row small, 4 medium, 6 extra large; the side column from medium-large screens up (S2-72),
// tablets included: from SPEC 9's medium, 768 px; below it the Filters button.
for (const [width, perRow, side] of [
  [767, 2, false],
  [768, 4, true],
  [1280, 6, true],
] as const) {
  test(`at ${width} px: ${perRow} tiles a row, filter ${side ? 'in the side column' : 'behind the Filters button'}`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await open(page, width);
    expect(await tilesPerRow(page)).toBe(perRow);
    await expect(home(page).locator('.wsh-brands-home__side')).toBeVisible({ visible: side });
    await expect(home(page).getByRole('button', { name: 'Filters' })).toBeVisible({ visible: !side });
    await expectNoSeriousA11yViolations(page, `brands page at ${width} px`);
    expect(errors).toEqual([]);
  });
}

test('small screens: the Filters modal opens from the left, filters, and the button counts the active filter', async ({
  page,
}) => {
  await open(page, 375);
  await home(page).getByRole('button', { name: 'Filters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await expect(dialog).toBeVisible();
  // From the left: once the entry animation has run, the panel's left edge is the viewport's.
  await expect.poll(async () => Math.round((await dialog.boundingBox())?.x ?? -1)).toBe(0);
  await dialog.getByRole('button', { name: 'Brands starting with B' }).click();
  await expect(dialog.getByRole('button', { name: 'Brands starting with B' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page, 'filters modal');
  await dialog.getByRole('button', { name: 'Show brands' }).click();
  await expect(dialog).toBeHidden();
  await expect(home(page).getByRole('button', { name: 'Filters (1)' })).toBeFocused();
  await expect(tiles(page)).toHaveCount(3);
  expect(await tilesPerRow(page)).toBe(2);
});

test('letter toggle and reset; the teaser only without a letter', async ({ page }) => {
  await open(page, 1280);
  const all = await tiles(page).count();
  await expect(grid(page).locator('.wsh-brands-home__teaser')).toContainText(`${all} labels`);
  await sideLetter(page, 'A').click();
  await expect(tiles(page)).toHaveCount(3);
  await expect(grid(page).locator('.wsh-brands-home__teaser')).toHaveCount(0);
  await sideLetter(page, 'A').click();
  await expect(tiles(page)).toHaveCount(all);
  await sideLetter(page, 'K').click();
  await expect(tiles(page)).toHaveCount(3);
  await expectNoSeriousA11yViolations(page, 'letter selected');
  await home(page).getByRole('button', { name: 'Reset filters' }).click();
  await expect(tiles(page)).toHaveCount(all);
  await expect(home(page).getByRole('button', { name: 'Reset filters' })).toHaveCount(0);
});

test('brand details: products through history state, the browser Back returns to the info', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/brand.html');
  await settleIslands(page);
  const island = page.locator('#brand-details');
  await expect(island.getByRole('heading', { level: 2, name: 'Amager Mejeri' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'brand info');
  await island.getByRole('button', { name: 'See the products' }).click();
  await expect(island.getByRole('heading', { name: 'Products from Amager Mejeri' })).toBeFocused();
  await expect(island.locator('.wsh-product-list__row').first()).toBeVisible();
  expect(new URL(page.url()).searchParams.get('side')).toBe('1');
  await expectNoSeriousA11yViolations(page, 'brand products');
  await page.goBack();
  await expect(island.getByRole('heading', { level: 2, name: 'Amager Mejeri' })).toBeVisible();
  await expect(island.locator('.wsh-product-list__row')).toHaveCount(0);
  await page.goForward();
  await expect(island.getByRole('heading', { name: 'Products from Amager Mejeri' })).toBeVisible();
  await island.getByRole('button', { name: /Back to the brand/ }).click();
  await expect(island.getByRole('heading', { level: 2, name: 'Amager Mejeri' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('side')).toBeNull();
  expect(errors).toEqual([]);
});
