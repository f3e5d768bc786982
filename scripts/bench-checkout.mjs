// npm run bench, section (e): checkout.html in Chromium.
//   JS bytes        what the checkout page loads: over the network (encoded, as the demo server sends it) and
//                   the same bundle files at their gzip size (demo manifest); plus the production bundle's
//                   gzip bytes for the page's widgets (loader + core + group chunks + widget chunks).
//   quantity change in a 200-line basket (POST /__mock/large-basket?lines=200), one digit typed into a row:
//     to the row      keystroke (keydown timeStamp) -> the field shows the new value and a frame was drawn.
//     to the PUT      keystroke -> PUT checkout/basket leaves the page (the 200 ms checkout debounce, the stock
//                     refresh GET catalog/stock and the update engine's 500 ms batching wait: about 700 ms).
//     to the answer   keystroke -> the basket's answer is in (basketBatchCompleted).
//     longest task    the longest main-thread task (PerformanceObserver 'longtask', only tasks of 50 ms or
//                     more exist) from the keystroke until the answer is drawn; and while the 200 rows first render.
// Median of RUNS fresh contexts, the mock reset and filled before each.
//   node scripts/bench-checkout.mjs --base http://127.0.0.1:4710   (against a running server)
import { readFileSync } from 'node:fs';
import { medians, ms, runStandalone, repeatRuns } from './bench-lib.mjs';

export const CHECKOUT_RUNS = 3;
const PAGE = 'checkout.html';
const LINES = 200;
const TIMEOUT_MS = 20_000;

const manifest = (file) => {
  try {
    return JSON.parse(readFileSync(new URL(`../dist/${file}`, import.meta.url), 'utf8'));
  } catch {
    return null;
  }
};

/** Runs before the page's scripts: long tasks, and when each API request leaves the page. */
function observe() {
  window.__benchLongTasks = [];
  window.__benchFetches = [];
  new PerformanceObserver((list) =>
    window.__benchLongTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration }))),
  ).observe({ type: 'longtask', buffered: true });
  const original = window.fetch;
  window.fetch = function (input, init) {
    const request = input instanceof Request ? input : null;
    window.__benchFetches.push({
      method: (init?.method ?? request?.method ?? 'GET').toUpperCase(),
      url: String(request ? request.url : input),
      at: performance.now(),
    });
    return original.apply(this, arguments);
  };
}

/** The production bundle's gzip bytes for the widgets on the page: loader, shared and group chunks, widget chunks. */
function productionGzip(widgets) {
  const prod = manifest('static/shop/manifest.json');
  if (!prod) return null;
  const files = new Set([prod.loader]);
  for (const name of widgets) {
    const w = prod.widgets?.[name];
    if (!w) continue;
    files.add(w.file);
    for (const f of w.needs) files.add(f);
  }
  return {
    total: [...files].reduce((n, f) => n + (prod.chunks[f]?.gzip ?? 0), 0),
    checkoutChunk: prod.chunks[prod.widgets?.['checkout-basket']?.file]?.gzip ?? null,
  };
}

async function oneRun(browser, base) {
  const demo = manifest('demo/static/shop/manifest.json');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', (request) => {
    const pathname = new URL(request.url()).pathname;
    if (request.resourceType() === 'script' || /\.m?js$/.test(pathname))
      scripts.push(request.sizes().then((s) => ({ pathname, encoded: s.responseBodySize })));
  });
  try {
    await page.request.post(`${base}__mock/reset`);
    const filled = await (await page.request.post(`${base}__mock/large-basket?lines=${LINES}`)).json();
    if (filled.lines !== LINES) throw new Error(`the mock made ${filled.lines} lines, not ${LINES}`);
    await page.addInitScript(observe);
    await page.goto(`${base}${PAGE}`);
    await page.waitForFunction((n) => document.querySelectorAll('.wsh-checkout-basket__line').length === n, LINES, {
      timeout: TIMEOUT_MS,
      polling: 50,
    });
    const rowsDrawnMs = await page.evaluate(() => performance.now());
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.waitForTimeout(300);
    const files = await Promise.all(scripts);
    const bundle = files.filter((f) => f.pathname.startsWith('/static/shop/'));
    const widgets = await page.evaluate(() => [
      ...new Set([...document.querySelectorAll('[data-widget]')].map((el) => el.dataset.widget)),
    ]);

    // One digit typed into a row in the middle of the list, replacing its quantity.
    const input = page
      .locator('.wsh-checkout-basket__line')
      .nth(LINES / 2)
      .locator('input');
    await input.scrollIntoViewIfNeeded();
    await input.focus();
    await page.keyboard.press('Control+A');
    await page.evaluate(() => {
      const field = document.activeElement;
      window.__benchStartTasks = window.__benchLongTasks.length;
      window.__benchRow = new Promise((resolve) => {
        field.addEventListener(
          'keydown',
          (e) => {
            window.__benchKeyAt = e.timeStamp;
            const check = () =>
              field.value === '9'
                ? requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0))
                : requestAnimationFrame(check);
            requestAnimationFrame(check);
          },
          { once: true, capture: true },
        );
      });
      window.__benchAnswer = new Promise((resolve) =>
        document.addEventListener(
          'wsh:basketBatchCompleted',
          () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)),
          { once: true },
        ),
      );
    });
    await page.keyboard.type('9');
    const rowAt = await page.evaluate(() => window.__benchRow);
    const answerAt = await page.evaluate(() => window.__benchAnswer);
    const figures = await page.evaluate(() => ({
      keyAt: window.__benchKeyAt,
      fetches: window.__benchFetches,
      tasks: window.__benchLongTasks,
      startTasks: window.__benchStartTasks,
    }));
    const after = (f) => f.at >= figures.keyAt;
    const put = figures.fetches.find((f) => after(f) && f.method === 'PUT' && f.url.includes('/api/checkout/basket'));
    const stock = figures.fetches.find((f) => after(f) && f.url.includes('/api/catalog/stock'));
    const changeTasks = figures.tasks.slice(figures.startTasks).filter((t) => t.start + t.duration >= figures.keyAt);
    const renderTasks = figures.tasks.filter((t) => t.start <= rowsDrawnMs);
    return {
      jsFiles: files.length,
      jsBytes: files.reduce((n, f) => n + f.encoded, 0),
      bundleJsGzip: bundle.reduce(
        (n, f) => n + (demo?.chunks?.[f.pathname.slice('/static/shop/'.length)]?.gzip ?? 0),
        0,
      ),
      productionGzip: productionGzip(widgets),
      rowsDrawnMs,
      keyToRowMs: rowAt - figures.keyAt,
      keyToStockMs: stock ? stock.at - figures.keyAt : null,
      keyToPutMs: put ? put.at - figures.keyAt : null,
      keyToAnswerMs: answerAt - figures.keyAt,
      longestTaskChangeMs: changeTasks.length ? Math.max(...changeTasks.map((t) => t.duration)) : 0,
      longestTaskRenderMs: renderTasks.length ? Math.max(...renderTasks.map((t) => t.duration)) : 0,
    };
  } finally {
    await context.close();
  }
}

export async function measureCheckout(browser, base, runs = CHECKOUT_RUNS) {
  const all = await repeatRuns('(e) checkout', runs, () => oneRun(browser, base));
  const keys = [
    'jsFiles',
    'jsBytes',
    'bundleJsGzip',
    'rowsDrawnMs',
    'keyToRowMs',
    'keyToStockMs',
    'keyToPutMs',
    'keyToAnswerMs',
    'longestTaskChangeMs',
    'longestTaskRenderMs',
  ];
  const production = all.find((r) => r.productionGzip)?.productionGzip ?? null;
  return { page: PAGE, lines: LINES, runs, all, production, median: medians(all, keys) };
}

export function printCheckout(result, table) {
  const m = result.median;
  console.log(`\n(e) Checkout (${result.page}) with a ${result.lines}-line basket, median of ${result.runs} runs\n`);
  console.log(
    table(
      ['figure', 'value', 'goal'],
      [
        ['JS files / bytes over the network', `${m.jsFiles} / ${m.jsBytes} B`, '-'],
        ['bundle JS at gzip size (demo manifest)', `${m.bundleJsGzip} B`, '-'],
        [
          "production gzip for the page's widgets (of which checkout-basket chunk)",
          result.production ? `${result.production.total} B (${result.production.checkoutChunk} B)` : '-',
          '-',
        ],
        [`navigation -> ${result.lines} rows drawn`, ms(m.rowsDrawnMs), '-'],
        ['longest task until the rows are drawn', ms(m.longestTaskRenderMs, 'none >= 50 ms'), '<= 50 ms'],
        ['keystroke -> row shows the new value (next frame)', ms(m.keyToRowMs), '< 50 ms'],
        ['keystroke -> stock refresh sent (200 ms debounce)', ms(m.keyToStockMs), '~200 ms'],
        ['keystroke -> PUT sent (+ stock answer + 500 ms batching)', ms(m.keyToPutMs), '~700 ms'],
        ['keystroke -> basket answer drawn', ms(m.keyToAnswerMs), '-'],
        ['longest task from the keystroke to the answer drawn', ms(m.longestTaskChangeMs, 'none >= 50 ms'), '<= 50 ms'],
      ],
    ),
  );
  console.log(
    '\nLong tasks exist only from 50 ms up, so "none" means nothing that slow happened. For comparison: Shopware users\nwait 16.5 s for a 189-item basket (shopware/shopware#10339).',
  );
}

// Standalone: node scripts/bench-checkout.mjs --base http://127.0.0.1:4710
await runStandalone(import.meta.url, measureCheckout, printCheckout);
