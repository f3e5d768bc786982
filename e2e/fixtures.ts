/**
 * The `test` and `expect` every spec imports instead of @playwright/test's: the same, plus an
 * automatic check that fails a test when any page of it had an unhandled promise rejection or an
 * uncaught error (issue #10: "the e2e run fails on one").
 *
 * Uncaught errors come from Playwright's `pageerror`. Rejections nobody handled are recorded by the page
 * itself, so the check does not rest on how a browser reports them: an init script listens for
 * `unhandledrejection` in every page, reports each one at once through a binding and keeps it in the page
 * as well, read once more at the end for one that fired just before. A spec that provokes an error on
 * purpose calls `allowPageErrors(page, /pattern/)` first.
 */
import { expect, type Page } from '@playwright/test';
// Each test has its own mock state (a session cookie in its context and its request fixture).
import { test as base } from './mock-session';

export { expect };
export type { APIRequestContext, Locator, Page, Response } from '@playwright/test';

const BINDING = '__wshReportRejection';
const RECORDS = '__wshUnhandledRejections';

interface Rejection {
  /** Unique per document and rejection, so the binding's report and the final read count once. */
  token: string;
  reason: string;
}

/** Runs in every document before its scripts. */
function recordUnhandledRejections({ binding, records }: { binding: string; records: string }): void {
  const list: Rejection[] = [];
  const documentId = Math.random().toString(36).slice(2);
  Object.defineProperty(window, records, { value: list });
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    const record = {
      token: `${documentId}:${list.length}`,
      reason: reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason),
    };
    list.push(record);
    const report: ((r: Rejection) => Promise<void>) | undefined = Reflect.get(window, binding);
    report?.(record).catch(() => undefined);
  });
}

const allowed = new WeakMap<Page, RegExp[]>();

/** Lets `page` throw or reject with messages matching `pattern` (a test of the error boundary, say). */
export function allowPageErrors(page: Page, pattern: RegExp): void {
  allowed.set(page, [...(allowed.get(page) ?? []), pattern]);
}
const isAllowed = (page: Page, message: string) => (allowed.get(page) ?? []).some((re) => re.test(message));

export const test = base.extend<{ pageErrorCheck: void }>({
  pageErrorCheck: [
    async ({ context }, use) => {
      const rejections: string[] = [];
      const uncaught: { text: string; reason: string }[] = [];
      const tokens = new Set<string>();
      const rejection = (page: Page, url: string, r: Rejection) => {
        if (tokens.has(r.token)) return;
        tokens.add(r.token);
        if (!isAllowed(page, r.reason)) rejections.push(`${url}: unhandled rejection: ${r.reason}`);
      };
      await context.exposeBinding(BINDING, ({ page }, r: Rejection) => rejection(page, page.url(), r));
      await context.addInitScript(recordUnhandledRejections, { binding: BINDING, records: RECORDS });
      const watch = (page: Page) =>
        page.on('pageerror', (error) => {
          const reason = `${error.name}: ${error.message}`;
          if (!isAllowed(page, error.message)) uncaught.push({ text: `${page.url()}: uncaught ${reason}`, reason });
        });
      context.pages().forEach(watch);
      context.on('page', watch);

      await use();

      // A route handler still running as the context closes (a held-back answer's timer, a
      // `route.fetch()` in flight) would throw "Target closed" after the test has ended: Playwright then
      // reports an error outside any test and skips what the worker had left (CI of stop 24). The test
      // has asserted what it needed; answers in flight from here on do not matter.
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      for (const page of context.pages()) await page.unrouteAll({ behavior: 'ignoreErrors' }).catch(() => undefined); // a page closing meanwhile has no routes left to stop

      for (const page of context.pages()) {
        if (page.isClosed()) continue;
        const late = await page
          .evaluate((key): Rejection[] => [...((Reflect.get(window, key) as Rejection[] | undefined) ?? [])], RECORDS)
          .catch(() => []);
        for (const r of late) rejection(page, page.url(), r);
      }
      // Chromium reports an unhandled rejection as a page error too: say it once.
      const problems = [
        ...rejections,
        ...uncaught
          .filter((u) => !rejections.some((r) => r.endsWith(`: unhandled rejection: ${u.reason}`)))
          .map((u) => u.text),
      ];
      expect(problems, 'unhandled promise rejections and uncaught errors in the pages of this test').toEqual([]);
    },
    { auto: true },
  ],
});
