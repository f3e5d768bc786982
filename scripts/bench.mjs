// npm run bench: how big the bundle is and how fast the demo pages get their islands.
//   (a) gzip bytes per chunk of the production bundle (dist/static/shop/manifest.json)
//   (b) per demo page, measured in Chromium against the mock server (demo bundle): JS bytes over
//       the network and the time from navigation start to the last island mounted
//       (max startTime of the `wsh:mounted:*` performance marks), median of RUNS fresh contexts.
//   (d) the 400-row product list: longest task, rows re-rendered per typed quantity, typing latency
//       (scripts/bench-product-list.mjs).
//   (e) checkout.html: JS bytes, and a quantity change in a 200-line basket (scripts/bench-checkout.mjs).
//   (f) basket changes lost out of 200 page leaves 0-600 ms after a change (scripts/bench-page-leave.mjs).
//   (g) favourite lists: a 400-product list (longest task, rows re-rendered per typed quantity) and the time
//       from "add 300 product numbers" to the list showing them (scripts/bench-favorites.mjs).
//   (h) the order overview with a year of orders (scripts/bench-orders.mjs).
//   (j) the category page with 400 rows: time to all rows drawn and priced, longest task (scripts/bench-category.mjs).
//   (k) responsiveness at 4x CPU slowdown: input to next paint (Event Timing, as INP counts it), p75 and max of 10
//       tries, and the longest task during the response, for ten interactions: typing a quantity in the 400-row
//       list and in a 200-line checkout, the mini basket, the delivery-date drawer, a 100-product favourite list
//       to the basket, the search page's facets and pages, an order's details (scripts/bench-responsiveness.mjs).
//   (i) Lighthouse 12.8.2 (mobile, simulated slow 4G and 4x CPU, median of 3) on the product, search, category and
//       checkout pages and one area page of each wave-two issue, each beside the same page with no islands: the mock server
//       serves a copy of the demo pages without the bundle's script tags under /_bare/ (scripts/bench-lighthouse.mjs,
//       which says how). About 9 minutes; BENCH_LIGHTHOUSE_PAGES=product,search picks pages (none: skips it),
//       BENCH_LIGHTHOUSE_RUNS=1 fewer runs.
// BENCH_PORT=4520 puts the mock server on that port (default: a free one).
// The figures are also written to test-results/bench.json.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, ensureChromiumOrExit } from './chromium.mjs';
import { ensureDependencies, freePort, readJson, root, run, table } from './setup.mjs';
import { defaultStaticRoutes, serve } from './serve-lib.mjs';
import { measureProductList, printProductList } from './bench-product-list.mjs';
import { measureCheckout, printCheckout } from './bench-checkout.mjs';
import { measurePageLeave, printPageLeave } from './bench-page-leave.mjs';
import { measureFavorites, printFavorites } from './bench-favorites.mjs';
import { measureOrders, printOrders } from './bench-orders.mjs';
import { measureCategory, printCategory } from './bench-category.mjs';
import { measureResponsiveness, printResponsiveness } from './bench-responsiveness.mjs';
import { bareRoute, measureLighthouse, pickPages, printLighthouse } from './bench-lighthouse.mjs';

const RUNS = 5;
const SETTLE_TIMEOUT_MS = 15_000;

await ensureDependencies();
// (i)'s pages, checked before anything runs: a mistyped name stops the bench at once.
const lighthousePages =
  process.env.BENCH_LIGHTHOUSE_PAGES === 'none' ? [] : pickPages(process.env.BENCH_LIGHTHOUSE_PAGES);
const executablePath = ensureChromiumOrExit();
if ((await run(process.execPath, ['esbuild.config.mjs'])) !== 0) {
  console.error('the build failed: nothing to measure');
  process.exit(1);
}

const prodManifest = readJson(path.join(root, 'dist/static/shop/manifest.json'));
const demoManifest = readJson(path.join(root, 'dist/demo/static/shop/manifest.json'));
const pages = readdirSync(path.join(root, 'dist/demo/pages'))
  .filter((f) => f.endsWith('.html'))
  .sort();

const median = (values) => {
  const v = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : Math.round(((v[mid - 1] + v[mid]) / 2) * 10) / 10;
};

/** One page load in a fresh context: JS bytes from the network and the time to the last island mounted. */
async function measure(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sizes = [];
  page.on('requestfinished', (request) => {
    const pathname = new URL(request.url()).pathname;
    if (request.resourceType() !== 'script' && !/\.m?js$/.test(pathname)) return;
    sizes.push(request.sizes().then((s) => ({ pathname, encoded: s.responseBodySize })));
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
    const settled = await page
      .waitForFunction(
        () =>
          [...document.querySelectorAll('[data-widget]')]
            .filter((el) => !el.parentElement?.closest('[data-widget]'))
            .every((el) => {
              const state = el.getAttribute('data-island-state');
              if (state === 'mounted' || state === 'error') return true;
              // An island that waits for the visitor, as it should: a `visible` one out of view (beyond the
              // loader's 200 px margin), or one waiting for the first interaction.
              const loadOn = el.getAttribute('data-load-on');
              const { top, bottom } = el.getBoundingClientRect();
              const outOfView = top > innerHeight + 200 || bottom < -200;
              return state === 'waiting' && (loadOn === 'interaction' || (loadOn === 'visible' && outOfView));
            }),
        undefined,
        { timeout: SETTLE_TIMEOUT_MS, polling: 50 },
      )
      .then(() => true)
      .catch(() => false);
    await page.waitForLoadState('networkidle').catch(() => {});
    const { islands, lastMountedMs } = await page.evaluate(() => {
      const marks = performance.getEntriesByType('mark').filter((m) => m.name.startsWith('wsh:mounted:'));
      return {
        islands: document.querySelectorAll('[data-widget]').length,
        lastMountedMs: marks.length ? Math.max(...marks.map((m) => m.startTime)) : null,
      };
    });
    const files = await Promise.all(sizes);
    const bundle = files.filter((f) => f.pathname.startsWith('/static/shop/'));
    return {
      islands,
      settled,
      jsFiles: files.length,
      jsBytes: files.reduce((n, f) => n + f.encoded, 0),
      bundleJsBytes: bundle.reduce((n, f) => n + f.encoded, 0),
      bundleJsGzip: bundle.reduce(
        (n, f) => n + (demoManifest?.chunks?.[f.pathname.slice('/static/shop/'.length)]?.gzip ?? 0),
        0,
      ),
      allMountedMs: settled && lastMountedMs !== null ? Math.round(lastMountedMs * 10) / 10 : null,
    };
  } finally {
    await context.close();
  }
}

// (a) Chunks of the production bundle.
const chunkRows = Object.entries(prodManifest?.chunks ?? {})
  .map(([file, c]) => ({ file, role: c.role, bytes: c.bytes, gzip: c.gzip }))
  .sort(
    (a, b) =>
      ['loader', 'shared', 'widget', 'lazy'].indexOf(a.role) - ['loader', 'shared', 'widget', 'lazy'].indexOf(b.role) ||
      a.file.localeCompare(b.file),
  );

// (b) Demo pages in Chromium.
const { chromium } = await import('@playwright/test');
// The default routes plus (i)'s no-islands copy of the demo pages under /_bare/.
const server = await serve({
  port: Number(process.env.BENCH_PORT) || (await freePort()),
  host: '127.0.0.1',
  quiet: true,
  staticRoutes: [bareRoute(), ...defaultStaticRoutes()],
});
const base = server.url.endsWith('/') ? server.url : `${server.url}/`;
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
const chromiumVersion = browser.version();
const pageResults = [];
let batching = null;
/** (d) The 400-row product list: see scripts/bench-product-list.mjs. */
let productList = null;
/** (e) Checkout with a 200-line basket: see scripts/bench-checkout.mjs. */
let checkout = null;
/** (f) Basket changes and leaving the page: see scripts/bench-page-leave.mjs. */
let pageLeave = null;
/** (g) Favourite lists: see scripts/bench-favorites.mjs. */
let favorites = null;
/** (h) The order overview with a year of orders: see scripts/bench-orders.mjs. */
let orders = null;
/** (j) The category page with 400 rows: see scripts/bench-category.mjs. */
let category = null;
/** (k) Responsiveness at 4x CPU slowdown: see scripts/bench-responsiveness.mjs. */
let responsiveness = null;
/** (i) Lighthouse with and without islands: see scripts/bench-lighthouse.mjs (null when BENCH_LIGHTHOUSE_PAGES=none). */
let lighthouse = null;

/**
 * (c) Basket batching on basket.html: 20 quantity changes typed in quick succession (20 ms apart,
 * across the page's quantity inputs) must leave as one PUT (goal 1). Also the time from the last
 * change to the batch's answer (the 500 ms quiet period included).
 */
async function measureBatching(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.request.post(`${base}__mock/reset`);
  await page.goto(`${base}basket.html`);
  const inputs = page.locator('#quantity-inputs input[inputmode="numeric"]');
  await inputs.first().waitFor({ timeout: SETTLE_TIMEOUT_MS });
  const count = await inputs.count();
  await page.evaluate(() => {
    window.__batchDone = new Promise((resolve) =>
      document.addEventListener('wsh:basketBatchCompleted', () => resolve(performance.now()), { once: true }),
    );
  });
  for (let i = 0; i < 20; i++) {
    await inputs.nth(i % count).fill(String((i % 9) + 1));
    await page.waitForTimeout(20);
  }
  const lastChange = await page.evaluate(() => performance.now());
  const answered = await page.evaluate(() => window.__batchDone);
  await page.waitForTimeout(1000);
  const puts = (await (await page.request.get(`${base}__mock/basket-updates`)).json()).length;
  await context.close();
  return { changes: 20, puts, lastChangeToAnswerMs: Math.round((answered - lastChange) * 10) / 10 };
}

try {
  for (const file of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, `${base}${file}`));
    pageResults.push({
      page: file,
      islands: runs[0].islands,
      runs,
      median: {
        jsFiles: median(runs.map((r) => r.jsFiles)),
        jsBytes: median(runs.map((r) => r.jsBytes)),
        bundleJsBytes: median(runs.map((r) => r.bundleJsBytes)),
        bundleJsGzip: median(runs.map((r) => r.bundleJsGzip)),
        allMountedMs: median(runs.map((r) => r.allMountedMs)),
      },
      unsettledRuns: runs.filter((r) => !r.settled).length,
    });
  }
  batching = await measureBatching(browser, base);
  productList = await measureProductList(browser, base);
  checkout = await measureCheckout(browser, base);
  pageLeave = await measurePageLeave(browser, base);
  favorites = await measureFavorites(browser, base);
  orders = await measureOrders(browser, base);
  category = await measureCategory(browser, base);
  responsiveness = await measureResponsiveness(browser, base);
  // Lighthouse launches its own Chromium: close Playwright's first so that it runs alone (closing twice is harmless).
  await browser.close();
  if (lighthousePages.length) lighthouse = await measureLighthouse(base, { executablePath, pages: lighthousePages });
} finally {
  await browser.close();
  await server.close();
}

console.log('\n(a) Production bundle, dist/static/shop (from manifest.json)\n');
console.log(
  table(
    ['chunk', 'role', 'bytes', 'gzip'],
    chunkRows.map((c) => [c.file, c.role, c.bytes, c.gzip]),
  ),
);

console.log(`\n(b) Demo pages in Chromium ${chromiumVersion}, median of ${RUNS} runs, each in a fresh context\n`);
console.log(
  table(
    ['page', 'islands', 'JS files', 'JS bytes (network)', 'of which bundle', 'bundle gzip', 'all islands mounted'],
    pageResults.map((p) => [
      p.page,
      p.islands,
      p.median.jsFiles,
      p.median.jsBytes,
      p.median.bundleJsBytes,
      p.median.bundleJsGzip,
      p.islands === 0 ? '-' : p.median.allMountedMs === null ? 'not settled' : `${p.median.allMountedMs} ms`,
    ]),
  ),
);
console.log(
  '\nJS bytes: encoded body sizes of every JS response as sent (page scripts included); of which bundle: those\n' +
    'under /static/shop/; bundle gzip: the same files at their gzip size from the demo manifest (what a compressing\n' +
    'server would send); all islands mounted: latest wsh:mounted:* mark, ms after navigation start (islands that wait\n' +
    'for the visitor, visible ones out of view and interaction ones, are not waited for).',
);
for (const p of pageResults.filter((x) => x.unsettledRuns > 0)) {
  console.log(
    `warning: ${p.page}: in ${p.unsettledRuns} of ${RUNS} runs not every island was mounted or failed within ${SETTLE_TIMEOUT_MS} ms`,
  );
}

if (batching) {
  console.log('\n(c) Basket batching on basket.html (goal: 1 PUT for 20 rapid changes)\n');
  console.log(
    table(
      ['changes', 'PUTs sent', 'last change to answer'],
      [[batching.changes, batching.puts, `${batching.lastChangeToAnswerMs} ms`]],
    ),
  );
}
if (productList) printProductList(productList, table);
if (checkout) printCheckout(checkout, table);
if (pageLeave) printPageLeave(pageLeave, table);
if (favorites) printFavorites(favorites, table);
if (orders) printOrders(orders, table);
if (category) printCategory(category, table);
if (responsiveness) printResponsiveness(responsiveness, table);
if (lighthouse) printLighthouse(lighthouse, table);
const mini = prodManifest.widgets?.['mini-basket'];
if (mini) {
  const sum = [prodManifest.loader, ...mini.needs, mini.file].reduce((n, f) => n + prodManifest.chunks[f].gzip, 0);
  console.log(
    `\nmini-basket chunk: ${prodManifest.chunks[mini.file].gzip} B gzip; a page with only the mini basket loads ${sum} B gzip of JS (budget 90,000 B since issue #33: React, i18next, ky and the entity schemas; npm test enforces it)`,
  );
}

const out = path.join(root, 'test-results/bench.json');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(
  out,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      chromium: chromiumVersion,
      runs: RUNS,
      chunks: chunkRows,
      pages: pageResults,
      batching,
      productList,
      checkout,
      pageLeave,
      favorites,
      orders,
      category,
      responsiveness,
      lighthouse,
    },
    null,
    2,
  ),
);
console.log(`\nwritten to ${path.relative(root, out)}`);
