// npm run bench, section (g): favourite lists on the favourites demo page (demo-pages/favorites.html).
//   400-product list  a list of every product of the mock catalogue (400), made through the mock API (POST
//                   favorites) before each run, opened on its details route with ?measure=1:
//     longest task     the longest main-thread task from navigation until all 400 rows are drawn and priced
//                      (a light Chromium trace, category toplevel), and the long tasks (>= 50 ms,
//                      PerformanceObserver). Goal: at most 50 ms.
//     rows re-rendered product rows rendered after one quantity is typed, until the basket has answered
//                      (window.__wshRowRenders). Goal: 1.
//   add 300 numbers  an empty list, the "Add by product numbers" dialog with 300 product numbers: the time from
//                    the submit to the list showing all 300 rows (the POST, the list read again, its rows drawn).
// Median of RUNS fresh contexts, the mock reset before each.
//   node scripts/bench-favorites.mjs --base http://127.0.0.1:4710   (against a running server)
import { readFileSync } from 'node:fs';
import { medians, ms, runStandalone, traceLongestFrom, repeatRuns } from './bench-lib.mjs';

export const FAVORITES_RUNS = 3;
const PAGE = 'favorites.html';
const TIMEOUT_MS = 30_000;
const CATALOGUE = JSON.parse(
  readFileSync(new URL('../fixtures/seed/catalog.json', import.meta.url), 'utf8'),
).products.map((p) => p.Id);

function observe() {
  window.__benchLongTasks = [];
  new PerformanceObserver((list) =>
    window.__benchLongTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration }))),
  ).observe({ type: 'longtask', buffered: true });
}

/** The longest task (ms) on the page's main thread from its navigation on. */
const traceLongest = (buffer) => traceLongestFrom(buffer, PAGE);

async function createList(page, base, name, productIds) {
  const response = await page.request.post(`${base}api/favorites`, { data: { name, productIds } });
  return (await response.json()).Model.Id;
}

const rowsDrawn = (rows) =>
  document.querySelectorAll('#favorites .wsh-product-list__row').length === rows &&
  !document.querySelector('#favorites .wsh-product-list__row[aria-busy="true"]');

async function list400(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.request.post(`${base}__mock/reset`);
  const id = await createList(page, base, 'Bench 400', CATALOGUE.slice(0, 400));
  await page.addInitScript(observe);
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
  let traced = false;
  try {
    await page.goto(`${base}${PAGE}/details/${id}?measure=1`);
    await page.waitForFunction(rowsDrawn, 400, { timeout: TIMEOUT_MS, polling: 50 });
    await page.waitForTimeout(300);
    const longTasks = await page.evaluate(() => window.__benchLongTasks);
    const longestTaskMs = traceLongest(await browser.stopTracing());
    traced = true;
    await page.evaluate(() => {
      window.__wshRowRenders = 0;
      window.__batchDone = new Promise((resolve) =>
        document.addEventListener('wsh:basketBatchCompleted', resolve, { once: true }),
      );
    });
    await page.locator('#favorites .wsh-product-list__order[data-list-quantity] input').nth(3).focus();
    await page.keyboard.type('2');
    await page.evaluate(() => window.__batchDone);
    await page.waitForTimeout(200);
    return {
      longestTaskMs,
      longTasks: longTasks.length,
      longestLongTaskMs: longTasks.length ? Math.max(...longTasks.map((t) => t.duration)) : 0,
      rowRenders: await page.evaluate(() => window.__wshRowRenders),
    };
  } finally {
    if (!traced) await browser.stopTracing().catch(() => {});
    await context.close();
  }
}

async function add300(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await page.request.post(`${base}__mock/reset`);
    const id = await createList(page, base, 'Bench 300', []);
    await page.goto(`${base}${PAGE}/details/${id}`);
    await page.getByRole('button', { name: 'Add by product numbers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add products by product number' });
    await dialog.getByLabel('Product numbers').fill(CATALOGUE.slice(0, 300).join('\n'));
    // The clock starts at the submit and stops at the first frame that shows all 300 rows.
    await page.evaluate(() => {
      window.__benchShown = new Promise((resolve) => {
        let start = 0;
        document.addEventListener('submit', () => (start = performance.now()), { capture: true, once: true });
        const check = () => {
          if (start && document.querySelectorAll('#favorites .wsh-product-list__row').length === 300)
            resolve(performance.now() - start);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
    });
    await dialog.getByRole('button', { name: 'Add to the list' }).click();
    const submitToShownMs = await page.evaluate(
      (timeout) => Promise.race([window.__benchShown, new Promise((r) => setTimeout(() => r(null), timeout))]),
      TIMEOUT_MS,
    );
    return { submitToShownMs };
  } finally {
    await context.close();
  }
}

/** Both measurements, RUNS each; medians per figure. */
export async function measureFavorites(browser, base, runs = FAVORITES_RUNS) {
  const result = { runs, page: PAGE };
  for (const [name, measure, keys] of [
    ['list400', list400, ['longestTaskMs', 'longTasks', 'longestLongTaskMs', 'rowRenders']],
    ['add300', add300, ['submitToShownMs']],
  ]) {
    const all = await repeatRuns(`(g) ${name}`, runs, () => measure(browser, base));
    result[name] = { runs: all, median: medians(all, keys) };
  }
  return result;
}

/** Section (g) of the bench output. */
export function printFavorites(result, table) {
  const l = result.list400.median;
  const a = result.add300.median;
  console.log(`\n(g) Favourite lists on ${result.page}, median of ${result.runs} runs\n`);
  console.log(
    table(
      ['figure', 'value', 'goal'],
      [
        ['400-product list: longest task from navigation to 400 rows priced (trace)', ms(l.longestTaskMs), '<= 50 ms'],
        [
          '400-product list: long tasks (>= 50 ms) / longest',
          `${l.longTasks} / ${ms(l.longestLongTaskMs, 'none')}`,
          '0',
        ],
        ['400-product list: rows re-rendered by one typed quantity', l.rowRenders, '1'],
        ['add 300 product numbers: submit to 300 rows shown', ms(a.submitToShownMs), '-'],
      ],
    ),
  );
}

// Standalone: node scripts/bench-favorites.mjs --base http://127.0.0.1:4710
await runStandalone(import.meta.url, measureFavorites, printFavorites);
