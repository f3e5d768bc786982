// npm run bench, section (f): basket changes and leaving the page, on basket.html in Chromium.
//   200 page leaves: a quantity typed into the first row, then the page is left (a navigation to
//   countdown.html) 0 to 597 ms later, 3 ms apart: across the 500 ms batching window and the flight
//   after it. A change counts as lost when the mock never received it: not by the keepalive flush as
//   the page went, not by the tab's replay of unconfirmed changes on its next page load (goal 0).
//   Also: how many arrived only by that replay.
//   node scripts/bench-page-leave.mjs --base http://127.0.0.1:4710   (against a running server)
import { runStandalone } from './bench-lib.mjs';

const LEAVES = 200;
const SPREAD_MS = 600;
const PRODUCT = '100228'; // the first row of basket.html's QA quantity inputs

const receivedQuantities = async (page, base) =>
  new Set(
    (await (await page.request.get(`${base}__mock/basket-updates`)).json()).flatMap((u) =>
      (u.payload?.Products ?? []).filter((p) => p.ProductId === PRODUCT).map((p) => p.Quantity),
    ),
  );

export async function measurePageLeave(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.request.post(`${base}__mock/reset`);
  const input = page.locator('#quantity-inputs input[inputmode="numeric"]').first();
  let byReplay = 0;
  const typed = [];
  for (let i = 0; i < LEAVES; i++) {
    await page.goto(`${base}basket.html`);
    await input.waitFor({ timeout: 10_000 });
    if (i > 0) {
      // The previous leave's change, if it arrived only now, came with this page's replay.
      await page.waitForLoadState('networkidle');
      const before = await receivedQuantities(page, base);
      if (!before.has(typed.at(-1))) byReplay++;
    }
    const quantity = 100 + i;
    typed.push(quantity);
    await input.fill(String(quantity));
    await page.waitForTimeout(Math.floor((i * SPREAD_MS) / LEAVES)); // the measured delay itself
    await page.goto(`${base}countdown.html`);
  }
  await page.goto(`${base}basket.html`);
  await input.waitFor({ timeout: 10_000 });
  await page.waitForLoadState('networkidle');
  const arrived = await receivedQuantities(page, base);
  await context.close();
  return { leaves: LEAVES, spreadMs: SPREAD_MS, lost: typed.filter((q) => !arrived.has(q)).length, byReplay };
}

export function printPageLeave(result, table) {
  console.log(`\n(f) Leaving basket.html 0-${result.spreadMs} ms after a typed quantity (goal: 0 lost)\n`);
  console.log(
    table(
      ['page leaves', 'lost', "arrived only by the next load's replay"],
      [[result.leaves, result.lost, result.byReplay]],
    ),
  );
}

// Standalone: node scripts/bench-page-leave.mjs --base http://127.0.0.1:4710
await runStandalone(import.meta.url, measurePageLeave, printPageLeave);
