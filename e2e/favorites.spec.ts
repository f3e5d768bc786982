import type { Page } from '@playwright/test';
import { collectErrors, expect, expectNoSeriousA11yViolations, resetMock, settleIslands, test } from './support';
import { favouriteChanges, storedLists } from './favorites-support';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Favourite lists' });
const rows = (page: Page) => page.locator('#product-list .wsh-product-list__row');
const dialog = (page: Page) => page.getByRole('dialog');

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

/** The first row whose product is on no list (its marker empty), held by its name: the marker changes. */
async function rowNotOnAList(page: Page) {
  const empty = rows(page).filter({ has: page.getByRole('button', { name: /^Add to favourite list: / }) });
  const name = (await empty.first().getByRole('heading').textContent())!;
  return { row: rows(page).filter({ has: page.getByRole('heading', { name, exact: true }) }), name };
}

async function open(page: Page) {
  await page.goto('/favorites-menu.html');
  await settleIslands(page);
  await expect(menu(page).getByRole('link', { name: 'Faste varer' })).toBeVisible();
  await expect(page.locator('#product-list').getByText('Loading price')).toHaveCount(0, { timeout: 10_000 });
}

test('add to list from a product row into a new list: a name clash is flagged and nothing sent, then the marker fills and the menu shows the list', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const sent = favouriteChanges(page);
  await open(page);
  const { row, name } = await rowNotOnAList(page);
  const button = row.getByRole('button', { name: `Add to favourite list: ${name}` });
  await button.click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('group', { name: 'Choose a list' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'add-to-list dialog open');

  await dialog(page).getByRole('radio', { name: 'A new list' }).check();
  const input = dialog(page).getByLabel('Name of the new list');
  await input.fill('FASTE varer');
  await dialog(page).getByRole('button', { name: 'Add to list' }).click();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog(page).getByText('You already have a list with this name.')).toBeVisible();
  await expect(input).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'name in use flagged');
  expect(sent).toEqual([]);

  await input.fill('Weekend');
  await input.press('Enter');
  await expect(dialog(page)).toBeHidden();
  expect(sent).toEqual(['POST /api/favorites']);
  const id = (await row.locator('.wsh-product-list__number').textContent())!.replace(/\D/g, '');
  expect((await storedLists(request)).find((l) => l.Name === 'Weekend')?.ProductIds).toEqual([id]);
  await expect(row.getByRole('button', { name: new RegExp(`^On a favourite list: `) })).toBeVisible();
  await expect(row.getByRole('button', { name: /^On a favourite list/ })).toBeFocused();
  const created = menu(page).getByRole('link', { name: 'Weekend' });
  await expect(created).toBeVisible();
  await expect(created).toHaveAttribute('href', /\/favorites\/details\/F\d+$/);
  await expect(menu(page).getByRole('listitem').filter({ hasText: 'Weekend' })).toContainText('1 product');
  expect(errors).toEqual([]);
});

test('add to an existing list by keyboard; Escape leaves the dialog without sending', async ({ page }) => {
  const sent = favouriteChanges(page);
  await open(page);
  const { row } = await rowNotOnAList(page);
  const button = row.getByRole('button', { name: /^Add to favourite list: / });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByRole('group', { name: 'Choose a list' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(button).toBeFocused();
  expect(sent).toEqual([]);

  const fredagsbar = menu(page).getByRole('listitem').filter({ hasText: 'Fredagsbar' });
  await expect(fredagsbar).toContainText('12 products');
  await page.keyboard.press('Enter');
  // Focus on the chosen list: the first the product is not on; arrows choose another, Tab goes on to "Add to list".
  await expect(dialog(page).getByRole('radio', { name: /^Faste varer/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog(page).getByRole('radio', { name: /^Fredagsbar/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(dialog(page).getByRole('button', { name: 'Add to list' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  await expect(fredagsbar).toContainText('13 products');
  await expect(row.getByRole('button', { name: /^On a favourite list/ })).toBeVisible();
  expect(sent).toEqual(['POST /api/favorites/F1002']);
});

test("a product added to a list in one tab shows its marker and the new count in the user's other tab without a reload", async ({
  page,
  context,
}) => {
  await open(page);
  const other = await context.newPage();
  await open(other);
  const { row, name } = await rowNotOnAList(page);
  const otherRow = rows(other).filter({ has: other.getByRole('heading', { name, exact: true }) });
  await expect(otherRow.getByRole('button', { name: /^Add to favourite list: / })).toBeVisible();
  const fredagsbar = menu(other).getByRole('listitem').filter({ hasText: 'Fredagsbar' });
  await expect(fredagsbar).toContainText('12 products');

  await row.getByRole('button', { name: /^Add to favourite list: / }).click();
  await dialog(page)
    .getByRole('radio', { name: /^Fredagsbar/ })
    .check();
  await dialog(page).getByRole('button', { name: 'Add to list' }).click();
  await expect(dialog(page)).toBeHidden();

  await expect(otherRow.getByRole('button', { name: /^On a favourite list/ })).toBeVisible();
  await expect(fredagsbar).toContainText('13 products');
  await other.close();
});

test('the QA panel switches the customer: the second demo customer sees the shared list read-only', async ({
  page,
}) => {
  await open(page);
  await expect(menu(page).getByRole('listitem').filter({ hasText: 'Restaurant basis' })).toContainText(
    'shared by Restaurant Nordlys, read-only',
  );
  // The switch reloads the page as the chosen customer.
  await Promise.all([page.waitForEvent('load'), page.locator('#qa-customer').selectOption('512036')]);
  await settleIslands(page);
  const shared = menu(page).getByRole('listitem').filter({ hasText: 'Rengøring' });
  await expect(shared).toContainText('shared by Kantinen på Havnen ApS, read-only');
  await expect(menu(page).getByRole('link', { name: 'Faste varer' })).toHaveCount(0);
  await expect(page.locator('#qa-customer')).toHaveValue('512036');
  const context = await page.evaluate(() => JSON.parse(document.getElementById('page-context')!.textContent!));
  expect(context.currentCustomerId).toBe('512036');
  // A list shared read-only takes no products: the add-to-list dialog offers the customer's own lists only.
  await rows(page)
    .first()
    .getByRole('button', { name: /favourite list: / })
    .click();
  await expect(dialog(page).getByRole('group', { name: 'Choose a list' })).toBeVisible();
  await expect(dialog(page).getByRole('radio', { name: /^Rengøring/ })).toHaveCount(0);
  await expect(dialog(page).getByRole('radio', { name: /^Restaurant basis/ })).toHaveCount(1);
});

test('favorites-menu.html: axe passes with the new-list form open and a name flagged', async ({ page }) => {
  await open(page);
  await expectNoSeriousA11yViolations(page, 'menu loaded');
  await menu(page).getByRole('button', { name: 'New list' }).click();
  const input = menu(page).getByLabel('Name of the new list');
  await expect(input).toBeFocused();
  await input.fill('fredagsbar');
  await input.press('Enter');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page, 'new-list form with a name in use');
});
