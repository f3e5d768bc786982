// The checks of an engine run, written once against the small tab interface of firefox.mjs and
// webkit.mjs (goto, evaluate, click, type, press, selectAll, mouseMove, records). Each mirrors a Chromium
// spec, named at its function; the Chromium suite stays the one that checks layout shifts, axe and timings.
import { SESSION_COOKIE, NOW_COOKIE, TIME_ZONE, WAIT_MS, poll, sleep } from './shared.mjs';
import { testNow, testNowMs } from '../test-clock.mjs';
import { FETCHES } from './page-hooks.mjs';

// ---- the mock, from Node (the `request` fixture of e2e/mock-session.ts: the check's own session) ----

/** Calls the demo server with the check's cookies. */
export function mockClient(serverOrigin, { session, now }) {
  const cookie = `${SESSION_COOKIE}=${session}; ${NOW_COOKIE}=${now}`;
  const call = async (method, path) => {
    const response = await fetch(new URL(path, serverOrigin), { method, headers: { cookie } });
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    return response.status === 204 ? undefined : response.json();
  };
  return {
    /** resetMock() of e2e/support.ts. */
    reset: () => call('POST', '/__mock/reset'),
    basketLines: async () => (await call('GET', '/api/checkout/basket')).Model.LineItems,
    orders: async () => (await call('GET', '/__mock/state')).data.orders.orders,
  };
}

// ---- e2e/support.ts, for any tab ----

/** islands() of e2e/support.ts: every top-level island with its state. */
const islands = (tab) =>
  tab.evaluate(() =>
    [...document.querySelectorAll('[data-widget]')]
      .filter((el) => !el.parentElement?.closest('[data-widget]'))
      .map((el) => ({
        id: el.id,
        widget: el.dataset.widget ?? '',
        state: el.dataset.islandState ?? '(none)',
        loadOn: el.dataset.loadOn ?? '',
      })),
  );

const isSettled = (i) => i.state === 'mounted' || i.state === 'error';

/** WAKE_AFTER_MS of e2e/support.ts: how long islands load by themselves before they are woken. */
const WAKE_AFTER_MS = 1_000;

/** settleIslands() of e2e/support.ts: every island mounted or showing an error, waking lazy ones after a second. */
export async function settleIslands(tab, timeout = WAIT_MS) {
  const start = Date.now();
  let list = [];
  await poll(
    async () => {
      list = await islands(tab);
      if (!list.every(isSettled) && Date.now() - start >= WAKE_AFTER_MS) {
        if (list.some((i) => i.state === 'waiting' && i.loadOn === 'interaction')) await tab.mouseMove(3, 3);
        // One after the other, a frame each, so that every one is seen in view (e2e/support.ts scrolls
        // them all at once, and only the last one is in view when the page looks).
        await tab.evaluate(async () => {
          for (const el of document.querySelectorAll('[data-load-on="visible"][data-island-state="waiting"]')) {
            el.scrollIntoView();
            await new Promise((resolve) => {
              requestAnimationFrame(() => requestAnimationFrame(resolve));
              setTimeout(resolve, 100);
            });
          }
        });
      }
      return list.filter((i) => !isSettled(i)).map((i) => `#${i.id || '?'} (${i.widget}) ${i.state}`);
    },
    (unsettled) => unsettled.length === 0,
    { timeout, message: 'islands settle' },
  );
  return list;
}

/** requestsInFlight() reaching 0 and pageIdle() of e2e/support.ts (WebKit has no requestIdleCallback). */
async function quiet(tab) {
  await poll(
    () => tab.evaluate((key) => window[key] ?? 0, FETCHES),
    (n) => n === 0,
    {
      message: 'requests answered',
    },
  );
  await tab.evaluate(
    () =>
      new Promise((resolve) =>
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(() => resolve())
          : requestAnimationFrame(() => setTimeout(resolve, 0)),
      ),
  );
}

/** Problems of a check: uncaught errors and unhandled rejections (e2e/fixtures.ts), each once. */
function pageErrors(records) {
  const rejections = records.filter((r) => r.kind === 'rejection');
  const seen = new Set();
  const out = [];
  for (const r of records) {
    if (r.kind === 'console') continue;
    // Chromium and Firefox may report an unhandled rejection as an uncaught error too: say it once.
    if (r.kind === 'uncaught' && rejections.some((j) => j.text === r.text)) continue;
    const line = `${r.url}: ${r.kind === 'rejection' ? 'unhandled rejection' : 'uncaught'} ${r.text}`;
    if (!seen.has(line)) out.push(line);
    seen.add(line);
  }
  return out;
}

/** matchConsoleErrors() of e2e/every-demo-page.spec.ts. */
function matchConsoleErrors(actual, expected) {
  const left = [...expected];
  const unexpected = [];
  for (const text of actual) {
    const i = left.findIndex((re) => re.test(text));
    if (i >= 0) left.splice(i, 1);
    else unexpected.push(text);
  }
  return { unexpected, missing: left.map(String) };
}

function fail(message, details) {
  throw new Error(details?.length ? `${message}:\n      ${details.join('\n      ')}` : message);
}

// ---- a. e2e/every-demo-page.spec.ts: "<page>: islands mount, console is clean" ----

/**
 * Every island of the page mounted (the ones EXPECTED_FAILURES names showing their island error instead),
 * no uncaught error or unhandled rejection, and the console errors exactly the expected ones.
 */
export async function demoPageCheck(tab, file, expected) {
  await tab.goto(`/${file}`);
  const list = await settleIslands(tab);
  for (const [id, widget] of Object.entries(expected?.islands ?? {})) {
    const found = list.find((i) => i.id === id)?.widget;
    if (found !== widget) fail(`island #${id} on ${file}: expected widget "${widget}", found "${found}"`);
    // A widget that throws while rendering is "mounted" until React reports the error.
    await poll(
      () =>
        tab.evaluate((sel) => {
          const el = document.getElementById(sel);
          const shown = el?.querySelector('.wsh-island-error');
          return `${el?.dataset.islandState}/${shown ? shown.getClientRects().length > 0 && getComputedStyle(shown).visibility !== 'hidden' : 'none'}`;
        }, id),
      (state) => state === 'error/true',
      { message: `#${id} shows an island error` },
    );
  }
  // Errors are logged while islands mount and as their data arrives.
  await quiet(tab);
  const notMounted = (await islands(tab))
    .filter((i) => !expected?.islands[i.id] && i.state !== 'mounted')
    .map((i) => `#${i.id || '(no id)'} (${i.widget}) is ${i.state}`);
  if (notMounted.length) fail(`islands not mounted on ${file}`, notMounted);
  const records = await tab.records();
  const errors = pageErrors(records);
  if (errors.length) fail(`uncaught errors or unhandled rejections on ${file}`, errors);
  const { unexpected, missing } = matchConsoleErrors(
    records.filter((r) => r.kind === 'console').map((r) => r.text),
    expected?.consoleErrors ?? [],
  );
  if (unexpected.length) fail(`unexpected console errors on ${file}`, unexpected);
  if (missing.length) fail(`expected console errors not seen on ${file}`, missing);
}

// ---- b. one order, product page to receipt ----

/** The product whose page has a quantity field for its replacement (e2e/product-page.spec.ts). */
const PRODUCT_PAGE = '/product.html?id=113646';
const PRODUCT_NAME = 'Gammel ost 45+ blok';
/** The most the page's clock may be ahead of the pinned instant: the check's own duration so far. */
const CHECK_CLOCK_SLACK_MS = 60_000;
/** About this long after the last change the page is left (e2e/basket-failures.spec.ts leaves 0 to 600 ms after). */
const LEAVE_AFTER_MS = 150;

/** getByRole('textbox', { name }) inside `scope`: a text field whose label (or aria-label) is `name`. */
function textboxNamed(scope, name) {
  const fields = document.querySelector(scope)?.querySelectorAll('input, textarea') ?? [];
  return (
    [...fields].find(
      (f) => (f.labels?.[0]?.textContent ?? f.getAttribute('aria-label') ?? '').trim() === name && f.type !== 'hidden',
    ) ?? null
  );
}

/**
 * The value of the field textboxNamed(scope, name) finds, and the product its list item links to.
 * (Each function passed to tab.evaluate or tab.click runs in the page on its own, so the lookup is repeated.)
 */
function fieldState(scope, name) {
  const fields = document.querySelector(scope)?.querySelectorAll('input, textarea') ?? [];
  const field = [...fields].find(
    (f) => (f.labels?.[0]?.textContent ?? f.getAttribute('aria-label') ?? '').trim() === name && f.type !== 'hidden',
  );
  if (!field) return null;
  const link = field.closest('li')?.querySelector('a[href*="product.html?id="]');
  return { value: field.value, productId: link ? new URL(link.href).searchParams.get('id') : null };
}

/** getByRole('button', { name }) inside `scope`. */
function buttonNamed(scope, name) {
  const buttons = document.querySelector(scope)?.querySelectorAll('button') ?? [];
  return [...buttons].find((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim() === name) ?? null;
}

const miniBasketText = (tab) =>
  tab.evaluate(() => document.querySelector('#mini-basket button[aria-expanded]')?.textContent ?? '');

/** The quantities the page holds unconfirmed (unsentBasketChanges() of e2e/support.ts). */
const unsentBasketChanges = (tab) =>
  tab.evaluate(() => {
    // Per identity, per basket (shared/stores/basket/unsent-storage.ts).
    const all = JSON.parse(sessionStorage.getItem('wsh-basket-unsent') ?? '{}');
    return Object.values(all).flatMap((baskets) =>
      Object.values(baskets).flatMap((updates) =>
        updates.flatMap((u) => (u.Products ?? []).map((p) => `${p.ProductId ?? '?'}: ${p.Quantity}`)),
      ),
    );
  });

async function clickWhen(tab, what, find, ...args) {
  await poll(() => tab.click(find, ...args), Boolean, { message: `${what} to click` });
}

/**
 * The steps of e2e/product-page.spec.ts ("a quantity typed for a replacement goes to the basket"),
 * e2e/basket-failures.spec.ts ("leaving the page ... after a change loses nothing"), e2e/checkout.spec.ts
 * (placing the order) and e2e/receipt.spec.ts / e2e/search-to-receipt.spec.ts (the receipt), as one order.
 */
export async function orderCheck(tab, mock) {
  const serverQuantity = async (productId) =>
    (await mock.basketLines()).filter((l) => l.ProductId === productId).reduce((n, l) => n + l.Quantity, 0);

  await tab.goto(PRODUCT_PAGE);
  await settleIslands(tab);
  // The page's clock is the suite's: the pinned instant (plus the seconds since the check began), in the
  // shop's time zone.
  const clock = await tab.evaluate((pinned) => {
    const pad = (n) => String(n).padStart(2, '0');
    const d = new Date(pinned);
    return {
      sincePinned: Date.now() - pinned,
      local: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`,
    };
  }, testNowMs());
  // (A pinned local time the spring change skips shows an hour later, as scripts/test-clock.mjs says.)
  const local = new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'medium' })
    .format(testNowMs())
    .replace(' ', 'T');
  if (clock.sincePinned < 0 || clock.sincePinned > CHECK_CLOCK_SLACK_MS || clock.local !== local)
    fail(
      `the page's clock is not the suite's (${testNow()}): Date.now() is ${clock.sincePinned} ms after the pinned instant, which it shows as ${clock.local}, not ${local}`,
    );
  // The basket is in: a quantity typed before it is refused as "still loading".
  await poll(
    () => miniBasketText(tab),
    (t) => t.includes('7 lines'),
    { message: 'the mini basket says 7 lines' },
  );
  const field = ['#product-details', `Quantity of ${PRODUCT_NAME}`];
  const productId = await poll(
    () => tab.evaluate(fieldState, ...field),
    (f) => Boolean(f?.productId),
    {
      message: `the field "Quantity of ${PRODUCT_NAME}" with its product's link`,
    },
  ).then((f) => f.productId);
  const fieldValue = async () => (await tab.evaluate(fieldState, ...field))?.value ?? null;

  // A quantity typed with real key presses; the basket saves it (the PUT answered: the server has it and
  // the page holds nothing unconfirmed), and the mini basket follows.
  await clickWhen(tab, `the field "Quantity of ${PRODUCT_NAME}"`, textboxNamed, ...field);
  await tab.type('2');
  await poll(fieldValue, (v) => v === '2', { message: 'the field shows 2' });
  await poll(
    () => miniBasketText(tab),
    (t) => t.includes('8 lines'),
    { message: 'the mini basket says 8 lines' },
  );
  await poll(
    () => serverQuantity(productId),
    (q) => q === 2,
    { message: 'the server has quantity 2' },
  );
  await poll(
    () => unsentBasketChanges(tab),
    (u) => u.length === 0,
    { message: 'no unconfirmed basket change' },
  );

  // A further change, and the page left about 150 ms later: long before the change's own waits (200 ms
  // for the stock, then the basket's 500 ms) end, so only the basket's flush on page leave can send it.
  await tab.selectAll();
  await tab.type('5');
  const changed = Date.now();
  // The product page's errors, read before it is left; and the server still has 2 (the change is the page's alone).
  const [, before] = await Promise.all([tab.collect(), serverQuantity(productId)]);
  await sleep(LEAVE_AFTER_MS - (Date.now() - changed));
  const leftAfter = Date.now() - changed;
  await tab.goto('/checkout.html', { collectFirst: false });
  if (before !== 2)
    fail(`the server had quantity ${before} before the page was left ${leftAfter} ms after the change (2 expected)`);
  await poll(
    () => serverQuantity(productId),
    (q) => q === 5,
    { message: 'the change made just before leaving reaches the server' },
  );

  // The checkout shows it; place the order (e2e/checkout.spec.ts).
  await settleIslands(tab);
  await poll(
    () => tab.evaluate(fieldState, '#checkout-basket', `Quantity of ${PRODUCT_NAME}`),
    (f) => f?.value === '5',
    { message: `the checkout's "Quantity of ${PRODUCT_NAME}" shows 5` },
  );
  const ordersBefore = (await mock.orders()).length;
  await clickWhen(tab, 'the "Place order" button', buttonNamed, '#checkout-basket', 'Place order');
  const receiptUrl = await poll(
    () => tab.url(),
    (u) => /\/receipt\.html\?id=\d+$/.test(u),
    {
      message: 'the receipt page is shown',
    },
  );
  const id = new URL(receiptUrl).searchParams.get('id');

  // The receipt (e2e/receipt.spec.ts, e2e/search-to-receipt.spec.ts).
  await settleIslands(tab);
  await poll(
    () =>
      tab.evaluate(() => {
        const receipt = document.querySelector('#checkout-receipt');
        return { heading: receipt?.querySelector('h2')?.textContent ?? '', text: receipt?.textContent ?? '' };
      }),
    (r) => r.heading.includes('Thank you for your order') && r.text.includes(id) && r.text.includes(PRODUCT_NAME),
    { message: `the receipt thanks for order ${id} with ${PRODUCT_NAME}` },
  );
  const orders = await mock.orders();
  if (orders.length !== ordersBefore + 1) fail(`${orders.length - ordersBefore} orders placed, not 1`);
  const placed = orders.find((o) => o.Id === id);
  if (!placed) fail(`order ${id} is not in the mock's orders`);
  const line = placed.Lines.find((l) => l.ItemNumber === productId);
  if (line?.Quantity !== 5) fail(`order ${id} has ${JSON.stringify(line ?? null)} for ${productId}, not quantity 5`);

  await quiet(tab);
  const errors = pageErrors(await tab.records());
  if (errors.length) fail('uncaught errors or unhandled rejections during the order', errors);
}
