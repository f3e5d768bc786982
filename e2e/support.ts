/** Helpers shared by the e2e specs (not a spec itself). */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
// The base test fails on unhandled rejections and uncaught errors (fixtures.ts); this one adds the CSP check.
import { testNowMs } from '../scripts/test-clock.mjs';
import { test as base, expect } from './fixtures';
export { allowPageErrors } from './fixtures';
import type { AxeResults } from 'axe-core';

export { expect };

const require = createRequire(import.meta.url);
/** axe's source, run through page.evaluate: an added <script> without the page's nonce would be blocked by its CSP. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** One Content-Security-Policy violation as the page reported it. */
export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

/**
 * Every spec's `test`: the demo server sends a strict CSP (fixtures/server/csp.ts), and a test fails
 * when any page of it reports a violation (the `securitypolicyviolation` event, which also covers
 * what the console shows as "Refused to ..."). `cspViolations` lists them; a test that causes one on
 * purpose empties the list once it has checked it.
 */
/** A basket write the mock refused (fixtures/handlers/basket.ts): made for another customer than the session's. */
interface RefusedWrite {
  basketId: string;
  forCustomer: string;
  session: { userId: string; customerId: string; actingUserId: string };
}

export const test = base.extend<{ cspViolations: CspViolation[]; crossIdentityWrites: void }>({
  /**
   * Issue #32: a basket change is never sent under another customer than the one it was made for. The mock
   * refuses such a write (and records it); a test fails when any page of it sent one.
   */
  crossIdentityWrites: [
    async ({ request }, use) => {
      await use();
      const writes = (await (await request.get('/__mock/basket-updates')).json()) as (RefusedWrite & {
        refused: boolean;
      })[];
      const refused = writes
        .filter((w) => w.refused)
        .map((w) => `${w.basketId} for ${w.forCustomer} under ${JSON.stringify(w.session)}`);
      expect(refused, 'basket writes sent for another customer than the session acts for').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding('__wshCspViolation', (_source, violation: CspViolation) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const report: (v: CspViolation) => void = Reflect.get(window, '__wshCspViolation');
          void report({
            directive: e.effectiveDirective,
            blocked: e.blockedURI,
            source: `${e.sourceFile}:${e.lineNumber}`,
            sample: e.sample,
          });
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** The built demo pages, as served at `/<name>.html`. */
export const PAGES_DIR = fileURLToPath(new URL('../dist/demo/pages/', import.meta.url));

export function demoPages(): string[] {
  return readdirSync(PAGES_DIR)
    .filter((f) => f.endsWith('.html'))
    .sort();
}

/** Puts the mock API back to its seed data (and the default scenario). */
export async function resetMock(request: APIRequestContext): Promise<void> {
  const response = await request.post('/__mock/reset');
  expect(response.ok(), `POST /__mock/reset answered ${response.status()}`).toBe(true);
}

export interface IslandInfo {
  id: string;
  widget: string;
  state: string;
  loadOn: string;
}

/** Every top-level island of the page (islands inside islands are not mounted by the loader). */
export function islands(page: Page): Promise<IslandInfo[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-widget]')]
      .filter((el) => !el.parentElement?.closest('[data-widget]'))
      .map((el) => ({
        id: el.id,
        widget: el.dataset.widget ?? '',
        state: el.dataset.islandState ?? '(none)',
        loadOn: el.dataset.loadOn ?? '',
      })),
  );
}

const settled = (list: IslandInfo[]) => list.every((i) => i.state === 'mounted' || i.state === 'error');

/**
 * How long islands get to load by themselves before settleIslands wakes them up. A second, not less: the
 * wait also gives the basket time to load before a test types (250 ms made a typed quantity meet "Your
 * basket is still loading" in one run out of three).
 */
const WAKE_AFTER_MS = 1_000;

/**
 * Waits until every island is mounted or shows an error. Islands still waiting after WAKE_AFTER_MS for
 * a condition the test does not otherwise meet are woken up: `visible` ones are scrolled into
 * view, `interaction` ones get a mouse move.
 */
export async function settleIslands(page: Page, timeout = 10_000): Promise<IslandInfo[]> {
  // An elapsed wait in Node, on the monotonic clock: no date, and no page sees it.
  const start = performance.now();
  let list: IslandInfo[] = [];
  const unsettled = async () => {
    list = await islands(page);
    if (!settled(list) && performance.now() - start >= WAKE_AFTER_MS) {
      if (list.some((i) => i.state === 'waiting' && i.loadOn === 'interaction')) await page.mouse.move(3, 3);
      await page.evaluate(() => {
        document
          .querySelectorAll<HTMLElement>('[data-load-on="visible"][data-island-state="waiting"]')
          .forEach((el) => el.scrollIntoView());
      });
    }
    return list.filter((i) => !settled([i])).map((i) => `#${i.id || '?'} (${i.widget}) ${i.state}`);
  };
  await expect
    .poll(unsettled, { timeout, intervals: [100], message: `islands settle within ${timeout} ms` })
    .toEqual([]);
  return list;
}

/**
 * The scroll position a list has saved in sessionStorage for the page's current address (see
 * shared/ui/scroll-restoration.ts), or null: what a return to the page will restore.
 */
export function savedScrollY(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const address = `${location.pathname}${location.search}`;
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('wsh-scroll:') && k.endsWith(`:${address}`));
    return key ? ((JSON.parse(sessionStorage.getItem(key) ?? '{}') as { y?: number }).y ?? null) : null;
  });
}

/**
 * Installs Playwright's clock at the suite's pinned instant (scripts/test-clock.mjs), not at the
 * machine's now as `page.clock.install()` alone would: the test then drives the page's waits with
 * `runFor`, `pauseAt` and `resume`, on the same day as the mock.
 */
export async function installClock(page: Page, at: number = testNowMs()): Promise<void> {
  // Playwright's clock replaces the suite's shifted Date (e2e/mock-session.ts): it keeps time itself.
  await page
    .context()
    .addInitScript(() => (Reflect.get(window, Symbol.for('wsh.test.unpinDate')) as (() => void) | undefined)?.());
  await page.clock.install({ time: at });
}

/**
 * Stops the page's clock (`page.clock.install()` before the page loaded) at about the page's now, so
 * the test says with `page.clock.runFor` when the page's waits end, however slow the machine. The
 * point lies a little ahead (pauseAt cannot go back); if the page's clock passes it first, a later one.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (let ahead = 100; ; ahead *= 4) {
    // Read inside the page, where Date is Playwright's clock, installed at the suite's pinned instant by
    // installClock: the pause point must lie ahead of the page's own time. The machine's clock is not read here.
    const at = await page.evaluate((ms) => Date.now() /* the page's pinned clock */ + ms, ahead);
    try {
      await page.clock.pauseAt(at);
      return;
    } catch (error) {
      if (!String(error).includes('to the past') || ahead > 10_000) throw error;
    }
  }
}

/**
 * The basket changes the page holds unconfirmed (shared/stores/basket/unsent-storage.ts), as
 * `<productId>: <quantity>` per product entry, oldest first: a change is there from the moment it joins
 * the basket's update queue (and its 500 ms wait starts) until the server confirms it.
 */
export function unsentBasketChanges(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Per identity, per basket (shared/stores/basket/unsent-storage.ts).
    const all = JSON.parse(sessionStorage.getItem('wsh-basket-unsent') ?? '{}') as Record<
      string,
      Record<string, { Products?: { ProductId?: string; Quantity: number }[] }[]>
    >;
    return Object.values(all).flatMap((baskets) =>
      Object.values(baskets).flatMap((updates) =>
        updates.flatMap((u) => (u.Products ?? []).map((p) => `${p.ProductId ?? '?'}: ${p.Quantity}`)),
      ),
    );
  });
}

/** How many requests of the page are still waiting for their answer; start it before the page loads. */
export function requestsInFlight(page: Page): () => number {
  const open = new Set<object>();
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return () => open.size;
}

/**
 * Resolves once the page's main thread has nothing left to do (an idle callback ran): the effects and
 * tasks that follow what the test just saw have run. Not for a page whose clock the test has paused.
 */
export function pageIdle(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/**
 * Collects console errors and uncaught page errors. The browser's own favicon request is ignored
 * (the demo site has none); everything else counts.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    if (/\/favicon\.ico(\?|$)/.test(msg.location().url)) return;
    errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/**
 * Runs axe-core on the page once its animations and transitions have ended (a dialog fading in would
 * read as low contrast half-way); fails on any serious or critical violation.
 */
export async function expectNoSeriousA11yViolations(page: Page, state: string): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  await injectAxe(page);
  // Only the violations are read, so axe is told to skip detailing passes and incomplete checks (its
  // resultTypes option), and only the serious ones cross to the test: a full result of a large page is
  // megabytes to serialise, and both cost CPU on every scan. The rules that cannot report a serious or
  // critical violation (every check of theirs is minor or moderate) are switched off: their findings would be
  // dropped here anyway, and they are a fifth of a scan's time. Not `runOnly`, which would also switch on the
  // rules axe leaves off by default.
  const serious = await page.evaluate(async () => {
    const axe: { run(options: object): Promise<AxeResults> } = Reflect.get(window, 'axe');
    const results = await axe.run({ resultTypes: ['violations'], rules: rulesBelowSerious(axe) });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);

    /** `{ [rule]: { enabled: false } }` for each rule whose checks are all minor or moderate, read from axe's data. */
    function rulesBelowSerious(axeGlobal: object): Record<string, { enabled: false }> {
      const audit = Reflect.get(axeGlobal, '_audit') as
        | {
            rules?: { id: string; any: unknown[]; all: unknown[]; none: unknown[] }[];
            data?: { checks?: Record<string, { impact?: string } | undefined> };
          }
        | undefined;
      const off: Record<string, { enabled: false }> = {};
      // axe's internals as of 4.x; read differently by another version, every rule simply stays on.
      if (!Array.isArray(audit?.rules) || !audit.data?.checks) return off;
      const checks = audit.data.checks;
      for (const rule of audit.rules) {
        const impacts = [...rule.any, ...rule.all, ...rule.none].map((c) => {
          const id = typeof c === 'string' ? c : (c as { id?: string }).id;
          return id ? checks[id]?.impact : undefined;
        });
        if (impacts.length > 0 && impacts.every((i) => i === 'minor' || i === 'moderate'))
          off[rule.id] = { enabled: false };
      }
      return off;
    }
  });
  expect(serious, `axe violations (serious/critical) in state "${state}"`).toEqual([]);
}

/** Where the demo server serves axe-core (scripts/serve-lib.mjs): a same-origin script the pages' CSP allows. */
const AXE_URL = '/__test/axe-core/axe.min.js';

/**
 * Puts axe into the page once. As a script from the demo server: its 650 kB source passed in through Playwright
 * took 330-400 ms a page on this machine (about 170 ms of it the transfer), the script about 200 ms. A page that
 * cannot fetch it (offline on purpose) gets the source passed in after all.
 */
async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  const loaded = await page.evaluate(
    (src) =>
      new Promise<boolean>((resolve) => {
        const script = document.createElement('script');
        script.src = src;
        script.onload = () => {
          script.remove();
          resolve('axe' in window);
        };
        script.onerror = () => {
          script.remove();
          resolve(false);
        };
        document.head.append(script);
      }),
    AXE_URL,
  );
  if (!loaded) await page.evaluate(AXE_SOURCE);
}

/** The value shown by a countdown's last unit (seconds). */
export function secondsOf(page: Page, islandSelector: string): Promise<string> {
  return page.locator(`${islandSelector} .wsh-countdown__value`).last().innerText();
}

/** Tabs (keyboard only) until `target` has focus; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    // A target not in the page yet (a panel still opening) is not focused: press on.
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached with ${limit} presses of Tab`);
}

/** Whether the focus is in a quantity input of the search page's results. */
export const focusedIsResultQuantity = (page: Page): Promise<boolean> =>
  page.evaluate(
    () =>
      document.activeElement?.getAttribute('inputmode') === 'numeric' &&
      !!document.activeElement.closest('#search-page'),
  );

/**
 * Keyboard only on a page with header search and search page: F8 focuses the header search, `term` and
 * Enter search, the results say `results`; then Tab (bounded: the facets come first) to the first
 * result's quantity input.
 */
export async function searchWithF8AndTabToResult(page: Page, term: string, results: string): Promise<void> {
  await page.keyboard.press('F8');
  await expect(page.locator('#header-search input')).toBeFocused();
  await page.keyboard.type(term);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`search\\.html\\?q=${encodeURIComponent(term)}`));
  await settleIslands(page);
  await expect(page.locator('#search-page')).toContainText(results);
  for (let i = 0; i < 80 && !(await focusedIsResultQuantity(page)); i++) await page.keyboard.press('Tab');
  expect(await focusedIsResultQuantity(page), 'a quantity input of the results is reachable by Tab').toBe(true);
}

/**
 * Clicks a deliverable day other than the selected one in the open delivery-date drawer: the second of the
 * month shown, else its first, else (the last deliverable day of a month is the selected one) one of the
 * next month. Which days are deliverable follows today's date, so a fixed pick fails near a month's end.
 */
export async function chooseOtherDeliveryDay(drawer: Locator): Promise<void> {
  // The drawer loads the delivery dates first ("Loading..."); wait for the calendar's days.
  await expect(drawer.locator('td button:enabled').first()).toBeVisible();
  for (let month = 0; month < 3; month++) {
    const candidates = await drawer.locator('td:not([aria-selected="true"]) button:enabled').all();
    if (candidates.length > 0) return candidates[candidates.length > 1 ? 1 : 0]!.click();
    await drawer.getByRole('button', { name: 'Next month' }).click();
  }
  throw new Error('no deliverable day other than the selected one in three months');
}
