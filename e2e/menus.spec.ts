import {
  collectErrors,
  expect,
  expectNoSeriousA11yViolations,
  installClock,
  pauseClock,
  resetMock,
  settleIslands,
  tabTo,
  test,
} from './support';

// Issue #18 point 3 on menus.html, keyboard only: the off-canvas menu (a portal overlay: focus trapped
// while open, Escape closes it after the 500 ms exit animation, focus back on its button) and the
// my-account menu (unread count, favourites, logout; Escape closes it); axe clean open and closed.

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test('the off-canvas menu by keyboard: focus trapped, Escape closes after the exit animation, focus back', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await installClock(page); // the 500 ms exit is checked on a stopped clock, not on a busy machine's
  await page.goto('/menus.html');
  await settleIslands(page);
  const button = page.locator('#off-canvas-menu').getByRole('button', { name: 'Menu' });
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  // A portal: the overlay is not inside the island (a sticky header could not clip it).
  expect(await page.locator('#off-canvas-menu .wsh-drawer').count()).toBe(0);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'off-canvas menu open');

  // Open "Assortment" in place, then Tab past the last link: focus wraps to the close button.
  await tabTo(page, dialog.getByRole('button', { name: 'Assortment' }), 10);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('link', { name: 'Dairy' })).toBeVisible();
  const last = dialog.getByRole('link', { name: 'Widget catalogue' });
  await tabTo(page, last, 12);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(last).toBeFocused();
  await expect(dialog.getByRole('link', { name: 'Menus (this page)' })).toHaveAttribute('aria-current', 'page');

  await pauseClock(page);
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
  // The exit animation: the overlay stays (inert, hidden from assistive technology) for 500 ms, then goes.
  await expect(page.locator('body > .wsh-drawer')).toHaveAttribute('data-state', 'closing');
  await page.clock.runFor(499);
  await expect(page.locator('body > .wsh-drawer')).toHaveAttribute('data-state', 'closing');
  await page.clock.runFor(1);
  await expect(page.locator('.wsh-drawer')).toHaveCount(0);
  await page.clock.resume();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expectNoSeriousA11yViolations(page, 'off-canvas menu closed');
  expect(errors).toEqual([]);
});

test('the my-account menu by keyboard: unread count, favourites, Escape closes, logout', async ({ page }) => {
  await page.goto('/menus.html');
  await settleIslands(page);
  const island = page.locator('#my-account-menu');
  const button = island.getByRole('button', { name: /^My account/ });
  await expect(button).toHaveAccessibleName(/^My account \d+ unread notifications?$/);
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const menu = island.getByRole('navigation', { name: 'My account' });
  await expect(menu.getByRole('link', { name: /^Favourite lists \(\d+ lists?\)$/ })).toBeVisible();
  await expect(menu.getByRole('link', { name: /^Notifications \(\d+ unread\)$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'my-account menu open');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();

  await page.keyboard.press('Enter');
  await tabTo(page, menu.getByRole('button', { name: 'Log out' }), 10);
  // The mock's logout names "/" as the next page (RedirectUrl, same origin), which wins over startUrl.
  await Promise.all([page.waitForURL((url) => url.pathname === '/'), page.keyboard.press('Enter')]);
});
