import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { collectErrors, expect, expectNoSeriousA11yViolations, resetMock, settleIslands, test } from './support';

/** The favourites demo page's area lives under its own address (page context areaBasePath). */
const BASE = '/favorites.html';
const rows = (page: Page) => page.locator('#favorites .wsh-product-list__row');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const CATALOGUE = (
  JSON.parse(readFileSync(new URL('../fixtures/seed/catalog.json', import.meta.url), 'utf8')) as {
    products: { Id: string }[];
  }
).products.map((p) => p.Id);

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

/** Every favourites call the page sends that is not a GET, as "METHOD path". */
function changes(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/favorites'))
      sent.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  return sent;
}

/** A new list of this test's customer through the mock API (POST favorites), its id. */
async function createList(request: APIRequestContext, name: string, productIds: string[]): Promise<string> {
  const response = await request.post('/api/favorites', { data: { name, productIds } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { Model: { Id: string } }).Model.Id;
}

const storedIds = async (request: APIRequestContext, id: string) =>
  (
    (await (await request.get('/__mock/state')).json()) as {
      data: { favorites: { lists: { Id: string; ProductIds: string[] }[] } };
    }
  ).data.favorites.lists.find((l) => l.Id === id)!.ProductIds;

async function open(page: Page, path: string, name: string) {
  await page.goto(`${BASE}/${path}`);
  await settleIslands(page);
  await expect(heading(page, name)).toBeVisible();
}

const pricesIn = (page: Page) =>
  expect(page.locator('#favorites').getByText('Loading price')).toHaveCount(0, { timeout: 20_000 });

test('add by product numbers: 300 numbers with 2 bad entries lists both and sends nothing; fixed, all 300 are in the list', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const id = await createList(request, 'Indkøb 300', []);
  const sent = changes(page);
  await open(page, `details/${id}`, 'Indkøb 300');
  await expect(page.getByText('This list has no products yet. Add some by their product numbers.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'empty list');

  const numbers = CATALOGUE.slice(0, 300);
  await page.getByRole('button', { name: 'Add by product numbers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add products by product number' });
  const field = dialog.getByLabel('Product numbers');
  await field.fill([...numbers.slice(0, 150), 'AB-12', ...numbers.slice(150), '12x4'].join('\n'));
  await dialog.getByRole('button', { name: 'Add to the list' }).click();
  await expect(
    dialog.getByText('These 2 are not product numbers (digits only), so nothing was added: AB-12, 12x4'),
  ).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page, 'bad entries listed');
  expect(sent).toEqual([]);

  await field.fill(`${numbers.slice(0, 200).join(', ')}; ${numbers.slice(200).join(' ')}`);
  await dialog.getByRole('button', { name: 'Add to the list' }).click();
  await expect(dialog).toBeHidden();
  expect(sent).toEqual([`POST /api/favorites/${id}`]);
  await expect(rows(page)).toHaveCount(300, { timeout: 20_000 });
  await expect(page.getByText('300 products', { exact: true })).toBeVisible();
  expect(await storedIds(request, id)).toEqual(numbers);
  expect(errors).toEqual([]);
});

test('move a product by keyboard: the new order is saved and shown after a reload', async ({ page, request }) => {
  const errors = collectErrors(page);
  await open(page, 'details/F1001', 'Faste varer');
  const names = rows(page).getByRole('heading', { level: 3 });
  await expect(names).toHaveCount(30);
  const [first, second] = await names.allTextContents();
  const down = page.getByRole('button', { name: `Move ${first} down` });
  await down.focus();
  const moved = page.waitForResponse((r) => r.url().includes('/api/favorites/F1001/products/move'));
  await page.keyboard.press('Alt+ArrowDown');
  expect((await moved).ok()).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: `${first} moved to position 2 of 30.` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Move ${first} down` })).toBeFocused();
  expect((await names.allTextContents()).slice(0, 2)).toEqual([second, first]);

  await page.reload();
  await settleIslands(page);
  await expect(names).toHaveCount(30);
  expect((await names.allTextContents()).slice(0, 2)).toEqual([second, first]);
  const stored = await storedIds(request, 'F1001');
  expect(stored.indexOf(stored[1]!)).toBe(1);
  expect(errors).toEqual([]);
});

test('select 40 products and put them into the basket with exactly 1 PUT', async ({ page, request }) => {
  const errors = collectErrors(page);
  const id = await createList(request, 'Fyrre', CATALOGUE.slice(100, 140));
  await open(page, `details/${id}`, 'Fyrre');
  await expect(rows(page)).toHaveCount(40);
  await pricesIn(page);
  const puts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && new URL(r.url()).pathname === '/api/checkout/basket') puts.push(r.url());
  });
  await page.getByRole('checkbox', { name: 'Select all 40 products' }).check();
  const button = page.getByRole('button', { name: 'Put 40 selected products into the basket' });
  const top = async () => (await rows(page).first().boundingBox())!.y;
  const before = await top();
  await button.click();
  await expect(page.getByText(/^\d+ products? put into the basket\./)).toBeVisible({ timeout: 10_000 });
  // The result's line had its place before the click: the list under it has not moved.
  expect(await top()).toBe(before);
  // Give a second PUT the engine's quiet period to show up: there must be none.
  await page.waitForTimeout(1_000);
  expect(puts).toHaveLength(1);
  const received = (await (await request.get('/__mock/basket-updates')).json()) as {
    payload: { Products: { ProductId: string; Quantity: number }[] };
  }[];
  expect(received).toHaveLength(1);
  const sent = received[0]!.payload.Products;
  expect(sent.length).toBeGreaterThan(30);
  expect(sent.every((p) => CATALOGUE.slice(100, 140).includes(p.ProductId) && p.Quantity === 1)).toBe(true);
  // The products left out (among them Rugbrød skåret 1 kg, none in stock) open under the line on request.
  await page.getByRole('button', { name: 'Show which' }).click();
  await expect(page.getByRole('button', { name: 'Hide them' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('listitem').filter({ hasText: /^Out of stock: .*Rugbrød skåret 1 kg/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'details after the batch');
  expect(errors).toEqual([]);
});

test('a read-only list shows no editing, and its edit address goes to its details', async ({ page }) => {
  const errors = collectErrors(page);
  await open(page, 'details/F2001', 'Restaurant basis');
  await expect(page.getByText(/^Shared by Restaurant Nordlys, read-only/)).toBeVisible();
  await expect(rows(page)).toHaveCount(20);
  await expect(page.getByRole('button', { name: 'Put the whole list into the basket' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Move / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add by product numbers' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit list' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'read-only details');

  await page.goto(`${BASE}/details-edit/F2001`);
  await settleIslands(page);
  await expect(page).toHaveURL(new RegExp(`${BASE}/details/F2001$`));
  await expect(heading(page, 'Restaurant basis')).toBeVisible();
  expect(errors).toEqual([]);
});

test('details edit: rename clash flagged and nothing sent; axe clean', async ({ page }) => {
  const errors = collectErrors(page);
  const sent = changes(page);
  await open(page, 'details-edit/F1001', 'Edit “Faste varer”');
  await expect(rows(page)).toHaveCount(30);
  await pricesIn(page);
  await expectNoSeriousA11yViolations(page, 'details edit');
  const name = page.getByRole('textbox', { name: 'Name of the list' });
  await name.fill('fredagsbar');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('You already have a list with this name.')).toBeVisible();
  expect(sent).toEqual([]);
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(heading(page, 'Faste varer')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${BASE}/details/F1001$`));
  await pricesIn(page);
  await expectNoSeriousA11yViolations(page, 'details');
  expect(errors).toEqual([]);
});
