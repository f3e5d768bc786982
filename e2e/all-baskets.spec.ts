import type { Locator, Page } from '@playwright/test';
import { collectErrors, expect, expectNoSeriousA11yViolations, resetMock, settleIslands, tabTo, test } from './support';

// Issue #18 point 4 on the demo page, keyboard only: switch, create and delete baskets on the all-baskets
// page and see the mini basket in the header follow at once; the server's refusal is shown; axe clean.
// The mock's customer 512034 has Hovedkurv (current, 7 lines), Kantine fredag (5), Julefrokost (3), Café-kurv (0).

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

const miniBasket = (page: Page) => page.locator('#mini-basket').getByRole('button').first();
const panel = (page: Page) => page.locator('#all-baskets');
const card = (page: Page, name: string): Locator =>
  panel(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^${name}`) }) });
const names = (page: Page) => panel(page).getByRole('list').getByRole('heading', { level: 3 });

async function open(page: Page): Promise<void> {
  await page.goto('/all-baskets.html');
  await settleIslands(page);
  await expect(names(page)).toHaveText([/^Hovedkurv/, /^Kantine fredag/, /^Julefrokost/, /^Café-kurv/]);
  await expect(miniBasket(page)).toContainText('7 lines');
}

test('switch, create and delete baskets by keyboard; the mini basket follows each time', async ({ page }) => {
  const errors = collectErrors(page);
  await open(page);
  await expect(card(page, 'Hovedkurv')).toContainText('Current basket');
  await expectNoSeriousA11yViolations(page, 'all baskets');

  // Switch: Kantine fredag becomes current; the header says its 5 lines.
  await tabTo(page, panel(page).getByRole('button', { name: 'Use basket Kantine fredag' }));
  await page.keyboard.press('Enter');
  await expect(miniBasket(page)).toContainText('5 lines');
  await expect(card(page, 'Kantine fredag')).toContainText('Current basket');
  await expect(panel(page).getByRole('status').first()).toHaveText('Kantine fredag is now your current basket.');
  await expect(page.getByRole('heading', { level: 3, name: /^Kantine fredag/ })).toBeFocused();

  // Create with a name: it becomes current and empty; the mini basket shows it.
  await tabTo(page, panel(page).getByLabel('Name of the new basket'));
  await page.keyboard.type('Weekend');
  await page.keyboard.press('Enter');
  await expect(miniBasket(page)).toContainText('0 lines');
  await expect(card(page, 'Weekend')).toContainText('Current basket');
  await page.locator('#mini-basket').getByRole('button').first().click();
  const miniPanel = page.locator('#mini-basket').getByRole('region', { name: 'Weekend' });
  await expect(miniPanel).toBeVisible();
  // Four other baskets now, over the switcher's 3 (SPEC 9): its "show all" link leads to this page.
  await expect(miniPanel.getByRole('link', { name: 'Show all baskets (5)' })).toHaveAttribute(
    'href',
    /(^|\/)all-baskets\.html$/,
  );
  await page.keyboard.press('Escape');
  await expectNoSeriousA11yViolations(page, 'all baskets after create');

  // Delete the current basket after confirming: another becomes current and the header follows.
  await tabTo(page, panel(page).getByRole('button', { name: 'Delete basket Weekend' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete basket Weekend?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'delete confirmation');
  await page.keyboard.press('Tab'); // from Cancel (focused first) to the confirm button
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(names(page)).toHaveCount(4);
  await expect(panel(page).getByRole('heading', { level: 3, name: /^Weekend/ })).toHaveCount(0);
  await expect(miniBasket(page)).not.toContainText('0 lines');
  await expect(panel(page).getByText('Basket Weekend deleted.')).toBeVisible();
  expect(errors).toEqual([]);
});

test("renaming shows the new name in the mini basket; the server's refusal to delete the only basket is shown", async ({
  page,
}) => {
  await open(page);
  await tabTo(page, panel(page).getByRole('button', { name: 'Rename basket Hovedkurv' }));
  await page.keyboard.press('Enter');
  await expect(panel(page).getByLabel('New name of Hovedkurv')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Kantine mandag');
  await page.keyboard.press('Enter');
  await expect(panel(page).getByText('Basket renamed to Kantine mandag.')).toBeVisible();
  await miniBasket(page).click();
  await expect(page.locator('#mini-basket').getByRole('region', { name: 'Kantine mandag' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Delete three baskets; the fourth, the only one left, is refused with the server's Message.
  for (const name of ['Kantine fredag', 'Julefrokost', 'Café-kurv']) {
    await panel(page)
      .getByRole('button', { name: `Delete basket ${name}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete basket' }).click();
    await expect(panel(page).getByText(`Basket ${name} deleted.`)).toBeVisible();
  }
  await panel(page).getByRole('button', { name: 'Delete basket Kantine mandag' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete basket Kantine mandag?' });
  await dialog.getByRole('button', { name: 'Delete basket' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('You cannot delete your only basket. Empty it instead.');
  await expectNoSeriousA11yViolations(page, 'delete refused');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(miniBasket(page)).toContainText('7 lines');
});

test('a checkout line that cannot be delivered goes into the basket that can deliver it (GET checkout/alternativebasket)', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/checkout.html?scenario=checkout-not-deliverable');
  await settleIslands(page);
  const row = page
    .locator('li[data-line-id]')
    .filter({ has: page.getByRole('textbox', { name: 'Quantity of Affedtning 5 l' }) });
  await tabTo(page, row.getByRole('button', { name: 'Find a basket that can deliver it Affedtning 5 l' }));
  await page.keyboard.press('Enter');
  const move = row.getByRole('button', {
    name: /^Put it in basket Kantine fredag for \d\d\.\d\d\.\d{4} Affedtning 5 l$/,
  });
  await expect(move).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'checkout with an alternative basket offered');
  await move.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Quantity of Affedtning 5 l' })).toHaveCount(0);

  // The all-baskets page shows it in Kantine fredag: 6 lines instead of 5.
  await page.goto('/all-baskets.html');
  await settleIslands(page);
  await expect(card(page, 'Kantine fredag')).toContainText(/Lines\s*6/);
  expect(errors).toEqual([]);
});
