// npm run bench, section (h): the order overview with a year of orders (demo-pages/orders.html, customer 512034,
// the mock's generated year: fixtures/model/year-of-orders.ts), opened on its search route with numberOfDays=365:
//   first list drawn  ms from navigation start to the first frame that shows the orders (the list's order links)
//   longest task      the longest main-thread task from navigation until the list is drawn and settled (a light
//                     Chromium trace, category toplevel), and the long tasks (>= 50 ms, PerformanceObserver)
//   orders            how many orders the list drew
// Median of RUNS fresh contexts, the mock reset before each.
//   node scripts/bench-orders.mjs --base http://127.0.0.1:4710   (against a running server)
import { medians, ms, runStandalone, traceLongestFrom, repeatRuns } from './bench-lib.mjs';

export const ORDERS_RUNS = 3;
const PAGE = 'orders.html';
const PATH = `${PAGE}/search?numberOfDays=365`;
const TIMEOUT_MS = 30_000;
const ORDER_LINKS = '#orders .wsh-orders__list a[href*="/details/"]';

function observe(selector) {
  window.__benchLongTasks = [];
  new PerformanceObserver((list) =>
    window.__benchLongTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration }))),
  ).observe({ type: 'longtask', buffered: true });
  window.__benchFirstList = new Promise((resolve) => {
    const check = () => {
      const n = document.querySelectorAll(selector).length;
      if (n > 0) resolve({ at: performance.now(), orders: n });
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/** The longest task (ms) on the page's main thread from its navigation on. */
const traceLongest = (buffer) => traceLongestFrom(buffer, PAGE);

async function yearOverview(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.request.post(`${base}__mock/reset`);
  await page.addInitScript(observe, ORDER_LINKS);
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
  let traced = false;
  try {
    await page.goto(`${base}${PATH}`);
    const first = await page.evaluate(
      (timeout) => Promise.race([window.__benchFirstList, new Promise((r) => setTimeout(() => r(null), timeout))]),
      TIMEOUT_MS,
    );
    if (!first) throw new Error(`no order list within ${TIMEOUT_MS} ms`);
    await page.waitForTimeout(500);
    const longTasks = await page.evaluate(() => window.__benchLongTasks);
    const longestTaskMs = traceLongest(await browser.stopTracing());
    traced = true;
    return {
      firstListMs: first.at,
      orders: await page.locator(ORDER_LINKS).count(),
      longestTaskMs,
      longTasks: longTasks.length,
      longestLongTaskMs: longTasks.length ? Math.max(...longTasks.map((t) => t.duration)) : 0,
    };
  } finally {
    if (!traced) await browser.stopTracing().catch(() => {});
    await context.close();
  }
}

/** RUNS fresh contexts; medians per figure. */
export async function measureOrders(browser, base, runs = ORDERS_RUNS) {
  const all = await repeatRuns('(h)', runs, () => yearOverview(browser, base));
  return {
    runs,
    page: PATH,
    all,
    median: medians(all, ['firstListMs', 'orders', 'longestTaskMs', 'longTasks', 'longestLongTaskMs']),
  };
}

/** Section (h) of the bench output. */
export function printOrders(result, table) {
  const m = result.median;
  console.log(`\n(h) Order overview with a year of orders (${result.page}), median of ${result.runs} runs\n`);
  console.log(
    table(
      ['figure', 'value', 'goal'],
      [
        ['orders drawn', m.orders, '-'],
        ['navigation to first list drawn', ms(m.firstListMs), '-'],
        ['longest task from navigation to the list settled (trace)', ms(m.longestTaskMs), '<= 50 ms'],
        ['long tasks (>= 50 ms) / longest', `${m.longTasks} / ${ms(m.longestLongTaskMs, 'none')}`, '0'],
      ],
    ),
  );
}

// Standalone: node scripts/bench-orders.mjs --base http://127.0.0.1:4710
await runStandalone(import.meta.url, measureOrders, printOrders);
