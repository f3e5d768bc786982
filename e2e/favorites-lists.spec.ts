import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, resetMock, settleIslands, test } from './support';
import { favouriteChanges, storedLists } from './favorites-support';

// The favourites area lives under /favorites.html (its page context's areaBasePath); the demo server
// serves the same page for every address below it, e.g. /favorites.html/generated/salesstatistics.
const OVERVIEW = '/favorites.html';
const GENERATED = '/favorites.html/generated/salesstatistics';

const overview = (page: Page) => page.getByRole('region', { name: 'Your favourite lists' });
const row = (page: Page, name: string) =>
  overview(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
const dialog = (page: Page) => page.getByRole('dialog');

/** A dialog fades in (SPEC 4 Overlays); axe measures contrast once it is fully shown. */
const dialogShown = (page: Page) => expect(page.locator('.wsh-dialog-backdrop')).toHaveCSS('opacity', '1');

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

async function openOverview(page: Page) {
  await page.goto(OVERVIEW);
  await settleIslands(page);
  await expect(overview(page).getByRole('link', { name: 'Faste varer' })).toBeVisible();
}

test('create a list, then rename it to a name in use: flagged at the field, and no PUT or POST is sent', async ({
  page,
  request,
}) => {
  const sent = favouriteChanges(page);
  await openOverview(page);
  await expectNoSeriousA11yViolations(page, 'overview');

  await overview(page).getByRole('button', { name: 'New list' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'New favourite list' })).toBeVisible();
  await dialog(page).getByLabel('Name of the list').fill('Weekend');
  await dialog(page).getByLabel('Name of the list').press('Enter');
  await expect(row(page, 'Weekend')).toContainText('0 products');
  await expect(overview(page).getByRole('status').filter({ hasText: 'The list “Weekend” was created.' })).toBeVisible();
  await expect(overview(page).getByRole('button', { name: 'New list' })).toBeFocused();
  expect(sent).toEqual(['POST /api/favorites']);
  expect((await storedLists(request)).some((l) => l.Name === 'Weekend')).toBe(true);

  await row(page, 'Weekend').getByRole('button', { name: 'Rename Weekend' }).click();
  const input = overview(page).getByLabel('New name for Weekend');
  await expect(input).toBeFocused();
  await input.fill('fredagsBAR');
  await input.press('Enter');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(overview(page).getByText('You already have a list with this name. Choose another name.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'rename with a name in use');
  expect(sent).toEqual(['POST /api/favorites']);

  await input.fill('Weekend og fredag');
  await input.press('Enter');
  await expect(
    overview(page)
      .getByRole('status')
      .filter({ hasText: /^Renamed$/ }),
  ).toBeVisible();
  // The edit mode closes 1 s after the success, focus back on the Rename button.
  await expect(row(page, 'Weekend og fredag').getByRole('button', { name: 'Rename Weekend og fredag' })).toBeFocused();
  expect(sent.slice(1)).toEqual([expect.stringMatching(/^PUT \/api\/favorites\/F\d+$/)]);
});

test('share a list read-only with the second demo customer, who sees it read-only without edit actions', async ({
  page,
}) => {
  const sent = favouriteChanges(page);
  await openOverview(page);
  const share = row(page, 'Fredagsbar').getByRole('button', { name: 'Share Fredagsbar' });
  await share.click();
  await expect(dialog(page).getByText('The list is not shared with anyone yet.')).toBeVisible();
  await expect(dialog(page).getByRole('radio', { name: /^Read-only/ })).toBeChecked();
  await dialog(page).getByLabel('Customer number').fill('512036');
  await dialog(page).getByRole('button', { name: 'Share list' }).click();
  await expect(dialog(page).getByText('The list is now shared read-only with customer 512036.')).toBeVisible();
  await expect(dialog(page).getByRole('region', { name: 'Shared with' })).toContainText('Restaurant Nordlys (512036)');
  await dialogShown(page);
  await expectNoSeriousA11yViolations(page, 'share dialog');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(share).toBeFocused();
  expect(sent).toEqual(['POST /api/favorites/F1002/share']);

  // The QA panel's customer switch reloads the page as Restaurant Nordlys.
  await Promise.all([page.waitForEvent('load'), page.locator('#qa-customer').selectOption('512036')]);
  await settleIslands(page);
  const shared = page.getByRole('region', { name: 'Shared with you' });
  const fredagsbar = shared.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Fredagsbar' }) });
  await expect(fredagsbar).toContainText('Read-only, shared by Kantinen på Havnen ApS');
  await expect(fredagsbar.getByRole('link', { name: 'Fredagsbar' })).toHaveAttribute(
    'href',
    /\/favorites\.html\/details\/F1002$/,
  );
  await expect(fredagsbar.getByRole('button', { name: /^(Rename|Share|Delete) / })).toHaveCount(0);
  await expect(fredagsbar.getByRole('button')).toHaveText(['Copy to customer Fredagsbar']);
  await expect(
    page.getByRole('region', { name: 'Your lists' }).getByRole('link', { name: 'Restaurant basis' }),
  ).toBeVisible();
});

test('copy a list to a customer that does not exist: "customer not found", then to one that does', async ({ page }) => {
  const sent = favouriteChanges(page);
  await openOverview(page);
  await row(page, 'Morgenmad').getByRole('button', { name: 'Copy to customer Morgenmad' }).click();
  const customer = dialog(page).getByLabel('Customer number');
  await expect(customer).toBeFocused();
  await customer.fill('999999');
  await customer.press('Enter');
  await expect(dialog(page).getByRole('alert')).toHaveText(
    'There is no customer with the number 999999. Check the number and try again.',
  );
  await dialogShown(page);
  await expectNoSeriousA11yViolations(page, 'copy dialog with customer not found');
  await customer.fill('512035');
  await customer.press('Enter');
  await expect(dialog(page).getByRole('status')).toHaveText('A copy of “Morgenmad” was sent to customer 512035.');
  expect(sent).toEqual(['POST /api/favorites/copy/F1005/to/999999', 'POST /api/favorites/copy/F1005/to/512035']);
});

test('the generated list shows the products bought in the last 3 months and saves them as a new list', async ({
  page,
  request,
}) => {
  const sent = favouriteChanges(page);
  await openOverview(page);
  await overview(page).getByRole('link', { name: 'Bought in the last 3 months' }).click();
  await expect(page).toHaveURL(/\/favorites\.html\/generated\/salesstatistics$/);
  const screen = page.getByRole('region', { name: 'Bought in the last 3 months' });
  const products = screen.getByRole('list', { name: 'Products bought in the last 3 months' });
  await expect(products.getByRole('listitem').first()).toBeVisible();
  await expect(screen.getByText(/^\d+ products?$/)).toBeVisible();
  const count = Number((await screen.getByText(/^\d+ products?$/).textContent())!.replace(/\D/g, ''));
  expect(count).toBeGreaterThan(0);

  await screen.getByRole('button', { name: 'Save as new list' }).click();
  await dialog(page).getByLabel('Name of the list').fill('Faste varer');
  await dialog(page).getByRole('button', { name: 'Save list' }).click();
  await expect(dialog(page).getByLabel('Name of the list')).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);
  await dialog(page).getByLabel('Name of the list').fill('Sidste kvartal');
  await dialog(page).getByRole('button', { name: 'Save list' }).click();
  const open = screen.getByRole('link', { name: 'Open “Sidste kvartal”' });
  await expect(open).toBeVisible();
  expect(sent).toEqual(['POST /api/favorites']);
  const saved = (await storedLists(request)).find((l) => l.Name === 'Sidste kvartal')!;
  expect(saved.ProductIds).toHaveLength(count);
  await expect(open).toHaveAttribute('href', new RegExp(`/favorites\\.html/details/${saved.Id}$`));
});

// Two tests, not one: three axe scans over a long list took about 30 s on a busy 2-core machine, the whole
// budget of one test.
test('axe passes on the generated route (loaded directly), also with its save dialog open', async ({ page }) => {
  await page.goto(GENERATED);
  await settleIslands(page);
  const screen = page.getByRole('region', { name: 'Bought in the last 3 months' });
  await expect(screen.getByRole('list', { name: 'Products bought in the last 3 months' })).toBeVisible();
  await expect(page.getByText('Loading price')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page, 'generated list');
  await screen.getByRole('button', { name: 'Save as new list' }).click();
  await expect(dialog(page)).toBeVisible();
  await dialogShown(page);
  await expectNoSeriousA11yViolations(page, 'save-as-list dialog');
});

test('axe passes on the overview with the delete confirmation open', async ({ page }) => {
  await openOverview(page);
  await row(page, 'Julefrokost').getByRole('button', { name: 'Delete Julefrokost' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete this list?' })).toBeVisible();
  await dialogShown(page);
  await expectNoSeriousA11yViolations(page, 'delete confirmation');
});
