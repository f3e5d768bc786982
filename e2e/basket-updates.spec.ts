import type { APIRequestContext, Page } from '@playwright/test';
import { expect, installClock, pauseClock, resetMock, settleIslands, test, unsentBasketChanges } from './support';

interface Received {
  at: string;
  basketId: string;
  payload: { Products?: { ProductId: string; Quantity: number }[] };
}

const received = async (request: APIRequestContext): Promise<Received[]> =>
  (await request.get('/__mock/basket-updates')).json();
const quantityInputs = (page: Page) => page.locator('#quantity-inputs input[inputmode="numeric"]');

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

async function openBasketPage(page: Page) {
  await page.goto('/basket.html');
  await settleIslands(page);
  await expect(quantityInputs(page)).toHaveCount(4);
}

test('typing quantities into 3 inputs within 500 ms sends exactly one PUT carrying all three', async ({
  page,
  request,
}) => {
  await installClock(page);
  await openBasketPage(page);
  const puts: string[] = [];
  page.on('request', (r) => r.method() === 'PUT' && r.url().includes('/api/checkout/basket') && puts.push(r.url()));
  const inputs = quantityInputs(page);
  // The clock stands still while the three are typed: they fall within the 500 ms however slow the machine.
  await pauseClock(page);
  await inputs.nth(0).fill('2');
  await page.clock.runFor(200);
  await inputs.nth(1).fill('3');
  await page.clock.runFor(200);
  await inputs.nth(2).fill('1');
  await expect
    .poll(async () => (await unsentBasketChanges(page)).length, 'the three changes wait in the queue')
    .toBe(3);
  await page.clock.runFor(499);
  expect(puts, 'nothing is sent while the 500 ms after the last change run').toEqual([]);
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/api/checkout/basket'),
  );
  await page.clock.runFor(1);
  await answered;
  await expect.poll(async () => (await received(request)).length, { timeout: 5_000 }).toBe(1);
  await page.clock.runFor(5_000); // past every wait and retry the basket could still have: nothing more is sent
  expect(puts).toHaveLength(1);
  expect(await received(request)).toHaveLength(1);
  const [update] = await received(request);
  expect(update!.payload.Products?.map((p) => p.Quantity).sort()).toEqual([1, 2, 3]);
});

test('a change made 100 ms before navigating away still reaches the server (keepalive flush)', async ({
  page,
  request,
}) => {
  await installClock(page);
  await openBasketPage(page);
  await pauseClock(page);
  await quantityInputs(page).nth(0).fill('7');
  await expect.poll(async () => (await unsentBasketChanges(page)).map((c) => c.split(': ')[1])).toEqual(['7']);
  await page.clock.runFor(100);
  expect(await received(request), 'not sent yet: the 500 ms wait still runs').toEqual([]);
  await page.goto('/countdown.html');
  await expect
    .poll(async () => (await received(request)).map((u) => u.payload.Products?.[0]?.Quantity), { timeout: 5_000 })
    .toContain(7);
  // And the next page load shows it: the basket on the server holds the line.
  await page.clock.resume();
  await page.goto('/basket.html');
  await settleIslands(page);
  await expect(quantityInputs(page).nth(0)).toHaveValue('7');
});

test('the basket-404 scenario shows the page-reload warning and reloads the basket', async ({ page }) => {
  await page.goto('/basket.html?scenario=basket-update-404');
  await settleIslands(page);
  const basketCalls: string[] = [];
  page.on(
    'request',
    (r) => r.method() === 'GET' && r.url().includes('/api/checkout/basket') && basketCalls.push(r.url()),
  );
  await quantityInputs(page).nth(1).fill('4');
  await expect(page.getByRole('alertdialog', { name: 'This page is out of date' })).toBeVisible({ timeout: 5_000 });
  await expect.poll(() => basketCalls.length, { timeout: 5_000 }).toBeGreaterThan(0);
});
