import type { APIRequestContext, Page } from '@playwright/test';
import { chooseOtherDeliveryDay, expect, resetMock, settleIslands, test } from './support';

const miniBasketButton = (page: Page) => page.locator('#mini-basket button[aria-expanded]');
const drawerButton = (page: Page) =>
  page.locator('#delivery-date-drawer').getByRole('button', { name: /Delivery date/ });
const quantityInputs = (page: Page) => page.locator('#quantity-inputs input[inputmode="numeric"]');

async function serverDefaultBasketId(request: APIRequestContext): Promise<string> {
  const answer = await (await request.get('/api/checkout/basket')).json();
  return answer.Model.Id as string;
}

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

async function open(page: Page, url = '/basket.html', lines = '7 lines') {
  await page.goto(url);
  await settleIslands(page);
  await expect(miniBasketButton(page)).toContainText(lines);
}

/** The delivery date of a basket as the server gives it, as the drawer's button shows it (dd.MM.yyyy). */
async function serverDeliveryDate(request: APIRequestContext, id: string): Promise<string> {
  const answer = await (await request.get(`/api/checkout/basket?id=${id}`)).json();
  return (answer.Model.Delivery.ExpectedDate as string).slice(0, 10).split('-').reverse().join('.');
}

test('switching basket in the mini basket updates every island on the page', async ({ page, request }) => {
  await open(page);
  // Two baskets may share a delivery date (on a Friday both snap to Monday): the button must show the
  // date the server gives the basket switched to, whatever the day.
  const dateAfter = await serverDeliveryDate(request, 'B-1004');
  await miniBasketButton(page).click();
  await page
    .locator('#mini-basket')
    .getByRole('button', { name: /Café-kurv/ })
    .click();
  // The mini basket, the delivery-date button and the quantity inputs all show the empty basket now.
  await expect(miniBasketButton(page)).toContainText('0 lines');
  await expect(drawerButton(page)).toContainText(dateAfter);
  for (const input of await quantityInputs(page).all()) await expect(input).toHaveValue('');
  // The drop-size warning asks for the minimum order of the empty basket.
  await expect(page.locator('#drop-size-warning')).toContainText(/more to reach the minimum order/);
  expect(await serverDefaultBasketId(request)).toBe('B-1004');
});

test('changing the delivery date in the drawer updates the other islands', async ({ page }) => {
  await open(page);
  const before = await drawerButton(page).innerText();
  const deadlineBefore = await miniBasketButton(page).innerText();
  await drawerButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Choose delivery date' });
  await expect(drawer).toBeVisible();
  await chooseOtherDeliveryDay(drawer);
  await drawer.getByRole('button', { name: 'Change delivery date' }).click();
  await expect(drawer).toBeHidden();
  await expect(drawerButton(page)).not.toHaveText(before);
  await expect(drawerButton(page)).toBeFocused();
  // The deadline in the mini basket follows the new date.
  await expect(miniBasketButton(page)).not.toHaveText(deadlineBefore);
});

test("a change in one tab shows in the mini basket of the user's other tab", async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await open(first);
  await open(second, '/mini-basket.html', '7 linjer');
  // Set a product that is not in the basket yet: one more line.
  const inputs = quantityInputs(first);
  let added = false;
  for (const input of await inputs.all()) {
    if ((await input.inputValue()) === '') {
      await input.fill('2');
      added = true;
      break;
    }
  }
  expect(added, 'a product not yet in the basket').toBe(true);
  await expect(miniBasketButton(first)).toContainText('8 lines', { timeout: 5_000 });
  await expect(miniBasketButton(second)).toContainText('8 linjer', { timeout: 5_000 });
});
