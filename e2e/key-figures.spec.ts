import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  installClock,
  pauseClock,
  resetMock,
  settleIslands,
  test,
} from './support';

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

const panel = (page: Page, id: string) => page.locator(`#${id}`);
const sectionHeadings = (island: Locator) => island.getByRole('heading', { level: 3 });

/** SPEC 4 tiers by raw percent: below 30 eco, 30 to below 60 bronze, 60 to below 90 silver, 90 and above gold. */
function tierOf(percent: number): string {
  if (percent >= 90) return 'gold';
  if (percent >= 60) return 'silver';
  if (percent >= 30) return 'bronze';
  return 'eco';
}

test('shows Loading... and then the sections of an order, with totals in kg and percent', async ({ page }) => {
  // Hold the order's figures back until "Loading..." has been seen: no race with the wall clock.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/sustainability/keyfigures/order/7104407**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/key-figures.html');
  const order = panel(page, 'kf-order');
  await expect(order.getByRole('status')).toHaveText('Loading...');
  release();
  await expect(sectionHeadings(order)).toHaveText([
    'Weight of the food',
    'Food CO2 footprint',
    'Organic share',
    'Food reports',
  ]);
  const weight = order.getByRole('group', { name: 'Weight of the food' });
  await expect(weight.getByRole('row').last()).toHaveText(/Total\s*74,6 kg\s*100 %/);
  await expect(order.getByRole('link', { name: 'Læs om vores klimadata' })).toHaveAttribute('target', '_self');
  await settleIslands(page);
  await expectNoSeriousA11yViolations(page, 'every panel loaded');
});

test('says No data for the empty data set and leaves out what the partial one lacks', async ({ page }) => {
  await page.goto('/key-figures.html');
  await settleIslands(page);
  await expect(panel(page, 'kf-empty')).toContainText('No data');
  await expect(sectionHeadings(panel(page, 'kf-empty'))).toHaveCount(0);
  const partial = panel(page, 'kf-partial');
  await expect(sectionHeadings(partial)).toHaveText(['Weight of the food', 'Food CO2 footprint']);
  await expect(partial.getByRole('link')).toHaveCount(0);
  // The full data set has the reduced-food-waste table.
  const waste = panel(page, 'kf-full').getByRole('group', { name: 'Reduced food waste' });
  await expect(waste.getByRole('row').last()).toHaveText(/Weight\s*30,0 kg\s*149,5 kg/);
});

test('shows the badge tier that matches each organic percent', async ({ page }) => {
  await page.goto('/key-figures.html');
  await settleIslands(page);
  const seen = new Set<string>();
  for (const id of ['kf-basket', 'kf-order', 'kf-full']) {
    const organic = panel(page, id).getByRole('group', { name: 'Organic share' });
    await expect(organic.getByRole('img')).toHaveCount(2);
    for (const item of await organic.getByRole('listitem').all()) {
      const label = (await item.getByRole('img').getAttribute('aria-label')) ?? '';
      const percent = Number(/([\d.,]+) %$/.exec(label)![1]!.replace('.', '').replace(',', '.'));
      const tier = tierOf(percent);
      seen.add(tier);
      await expect(item.locator('[data-tier]'), `${id}: ${label}`).toHaveAttribute('data-tier', tier);
      await expect(item.locator('[data-tier]')).toHaveText(`${tier[0]!.toUpperCase()}${tier.slice(1)} badge`);
    }
  }
  // The basket (13,0 % and 52,3 %) and KF-FULL (93,2 % and 86,8 %) between them show every tier.
  expect([...seen].sort()).toEqual(['bronze', 'eco', 'gold', 'silver']);
});

test('opens and closes the info explanation from the keyboard', async ({ page }) => {
  await page.goto('/key-figures.html');
  await settleIslands(page);
  const weight = panel(page, 'kf-basket').getByRole('group', { name: 'Weight of the food' });
  const info = weight.getByRole('button', { name: 'About the weight of the food' });
  await expect(info).toHaveAttribute('aria-expanded', 'false');
  // Tab from the mini basket's button: the info icon is the next stop after the header.
  await page.locator('#mini-basket button[aria-expanded]').focus();
  await page.keyboard.press('Tab');
  await expect(info).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(info).toHaveAttribute('aria-expanded', 'true');
  const explanation = page.locator(`[id="${await info.getAttribute('aria-controls')}"]`);
  await expect(explanation).toBeVisible();
  await expect(explanation).toContainText('share of the total weight');
  await expectNoSeriousA11yViolations(page, 'info open');
  await page.keyboard.press('Escape');
  await expect(info).toHaveAttribute('aria-expanded', 'false');
  await expect(explanation).toBeHidden();
  await page.keyboard.press('Space');
  await expect(info).toHaveAttribute('aria-expanded', 'true');
});

test('draws the donuts once they are scrolled into view, not before', async ({ page }) => {
  await installClock(page);
  await page.goto('/key-figures.html');
  await settleIslands(page);
  const top = panel(page, 'kf-basket').getByRole('group', { name: 'Weight of the food' }).getByRole('img').first();
  await expect(top).toHaveAttribute('data-drawn', 'true');
  const below = panel(page, 'kf-partial').getByRole('group', { name: 'Food CO2 footprint' }).getByRole('img').first();
  await expect(below).toHaveAttribute('data-drawn', 'false');
  const ring = below.locator('circle').last();
  const offsetBefore = await ring.evaluate((c) => getComputedStyle(c).strokeDashoffset);
  // Not in view: still not drawn after the 0.5 s delay (in the page's time, the test moving its clock).
  await pauseClock(page);
  await page.clock.runFor(700);
  await expect(below).toHaveAttribute('data-drawn', 'false');
  await page.clock.resume();
  await below.scrollIntoViewIfNeeded();
  await expect(below).toHaveAttribute('data-drawn', 'true');
  await expect.poll(() => ring.evaluate((c) => getComputedStyle(c).strokeDashoffset)).not.toBe(offsetBefore);
});
