/**
 * Issue #19: no waterfall of our own making. The loader starts a widget's shared chunks together with the
 * widget chunk, and the basket read starts as the core chunk runs, before any island has mounted. Each
 * test holds a response back, so "before" is a fact of the run, not a race of timings.
 */
import type { Page, Route } from '@playwright/test';
import { expect, resetMock, settleIslands, test } from './support';

interface Manifest {
  core: string[];
  widgets: Record<string, { file: string; needs: string[] }>;
}

const BUNDLE = '/static/shop/';
/** How long a held response waits for what the test expects to be asked for meanwhile. */
const HOLD_MS = 5_000;

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

/** The bundle files (paths inside the bundle) the page has asked for so far, in order. */
function bundleRequests(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith(BUNDLE)) files.push(pathname.slice(BUNDLE.length));
  });
  return files;
}

/** Holds a response until `done()` holds or HOLD_MS have passed; says which. */
async function holdUntil(route: Route, done: () => boolean): Promise<boolean> {
  // Node's monotonic clock, as settleIslands uses: the length of this Node-side wait, not a date the page sees.
  const until = performance.now() + HOLD_MS;
  while (!done() && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  const held = done();
  await route.continue();
  return held;
}

test("a widget's shared chunks are asked for while its own chunk is still loading", async ({ page, request }) => {
  const manifest = (await (await request.get(`${BUNDLE}manifest.json`)).json()) as Manifest;
  const orders = manifest.widgets.orders!;
  // The orders widget imports group chunks besides the core: the case a waterfall would show.
  expect(orders.needs.filter((f) => !manifest.core.includes(f)).length).toBeGreaterThan(1);
  const asked = bundleRequests(page);
  let allAskedWhileHeld: boolean | undefined;
  let askedWhileHeld: string[] = [];
  await page.route(`**${BUNDLE}${orders.file}`, async (route) => {
    allAskedWhileHeld = await holdUntil(route, () => orders.needs.every((f) => asked.includes(f)));
    askedWhileHeld = orders.needs.filter((f) => asked.includes(f));
  });
  await page.goto('/orders.html');
  await settleIslands(page);
  expect(allAskedWhileHeld, 'the widget chunk was requested').toBeDefined();
  expect(askedWhileHeld.sort()).toEqual([...orders.needs].sort());
  expect(allAskedWhileHeld).toBe(true);
  // Each chunk once: the preload and the widget's own imports are the same module requests.
  for (const f of orders.needs)
    expect(
      asked.filter((a) => a === f),
      f,
    ).toHaveLength(1);
  await expect(page.locator('#orders')).toHaveAttribute('data-island-state', 'mounted');
});

test('the page starts the core chunk itself, while loader.js is still on its way (docs/cms-editors.md, "Preloading the core")', async ({
  page,
  request,
}) => {
  const manifest = (await (await request.get(`${BUNDLE}manifest.json`)).json()) as Manifest;
  expect(manifest.core.length).toBeGreaterThan(0);
  const asked = bundleRequests(page);
  let coreAskedWhileHeld: boolean | undefined;
  await page.route(`**${BUNDLE}loader.js`, async (route) => {
    coreAskedWhileHeld = await holdUntil(route, () => manifest.core.every((f) => asked.includes(f)));
  });
  await page.goto('/orders.html');
  await settleIslands(page);
  expect(coreAskedWhileHeld).toBe(true);
  // Asked for once: the loader's import() and the widgets' imports take the preloaded module.
  for (const f of manifest.core) expect(asked.filter((a) => a === f)).toHaveLength(1);
  await expect(page.locator('#orders')).toHaveAttribute('data-island-state', 'mounted');
});

test("every core chunk asks the browser to compile it whole as it streams in (Chrome's compile hint)", async ({
  request,
}) => {
  const manifest = (await (await request.get(`${BUNDLE}manifest.json`)).json()) as Manifest;
  expect(manifest.core.length).toBe(2); // React's runtime and ours
  for (const f of manifest.core) {
    const code = await (await request.get(`${BUNDLE}${f}`)).text();
    // The first line, or V8 does not read it: every function compiled off the main thread, not at its first call.
    expect(code.split('\n')[0], f).toBe('//# allFunctionsCalledOnLoad');
  }
});

/** GETs of these API paths the page makes, in order. */
function apiReads(page: Page, paths: string[]): URL[] {
  const reads: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.method() === 'GET' && paths.some((p) => url.pathname.endsWith(`/api/${p}`))) reads.push(url);
  });
  return reads;
}

/** GETs of the basket the page makes. */
const basketReads = (page: Page): URL[] => apiReads(page, ['checkout/basket']);

for (const { path, validated } of [
  { path: '/mini-basket.html', validated: false },
  { path: '/checkout.html', validated: true },
]) {
  test(`${path}: the basket read starts before any island has mounted, and is made once`, async ({ page }) => {
    const reads = basketReads(page);
    // Every widget chunk is held until the basket has been asked for: until then no island can mount.
    // Without the early read, the basket is asked for only by a mounted island, and every hold times out.
    const released: boolean[] = [];
    await page.route(`**${BUNDLE}widgets/*.js`, async (route) => {
      released.push(await holdUntil(route, () => reads.length > 0));
    });
    await page.goto(path);
    await settleIslands(page);
    await page.waitForLoadState('networkidle');
    expect(released.length).toBeGreaterThan(0);
    expect(released.every(Boolean), 'each widget chunk was answered after the basket was asked for').toBe(true);
    expect(reads).toHaveLength(1);
    expect(reads[0]!.searchParams.get('validate')).toBe(validated ? 'true' : null);
  });
}

// Issue #35: the reads an eager island makes as it mounts, other than the basket's, start as the core chunk runs
// too, rather than once the island's group chunks (where their stores are) have arrived a round trip later.
for (const { path, paths } of [
  { path: '/search.html?q=milk', paths: ['user/settings'] },
  { path: '/checkout.html', paths: ['customers/current', 'user/settings'] },
]) {
  test(`${path}: ${paths.join(' and ')} asked for before any group chunk has arrived, once each`, async ({
    page,
    request,
  }) => {
    const manifest = (await (await request.get(`${BUNDLE}manifest.json`)).json()) as Manifest;
    const reads = apiReads(page, paths);
    const askedForAll = () => paths.every((p) => reads.some((url) => url.pathname.endsWith(`/api/${p}`)));
    // Every chunk but the core is held until each read has been asked for. Without the early reads the
    // settings are asked for only by stores in a group chunk, and every hold times out.
    const released: boolean[] = [];
    await page.route(`**${BUNDLE}shared-*.js`, async (route) => {
      const file = new URL(route.request().url()).pathname.slice(BUNDLE.length);
      if (manifest.core.includes(file)) return route.continue();
      released.push(await holdUntil(route, askedForAll));
    });
    await page.goto(path);
    await settleIslands(page);
    await page.waitForLoadState('networkidle');
    expect(released.length).toBeGreaterThan(0);
    expect(released.every(Boolean), 'each group chunk was answered after the reads were asked for').toBe(true);
    expect(reads.map((url) => url.pathname.slice(url.pathname.indexOf('/api/') + 5)).sort()).toEqual(paths);
  });
}
