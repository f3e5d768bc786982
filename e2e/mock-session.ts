/**
 * Every test's own mock state. The mock server keeps one db per browser session, named by the cookie
 * `wsh_session` (fixtures/server/sessions.ts); this fixture gives each test a session id of its own and
 * puts it into the browser context (every page, tab, keepalive fetch and `page.request` of the test) and
 * into the `request` fixture, so tests running at once in several workers never see or reset each
 * other's baskets, orders, scenario counters or received updates. A fresh id per test (not per worker)
 * also keeps a request still in flight from the test before (a keepalive PUT as its page closed) out
 * of this one's state. A context a spec opens itself (`browser.newContext()`) must add the cookie too.
 */
import { randomBytes } from 'node:crypto';
import { test as base } from '@playwright/test';
import { shiftDateScript } from '../scripts/shifted-date.mjs';
import { testNowMs, testToday } from '../scripts/test-clock.mjs';

export const SESSION_COOKIE = 'wsh_session';
/** The mock's "today" (fixtures/clock.ts): the day of the suite's pinned clock. */
export const NOW_COOKIE = 'wsh_now';

export const test = base.extend<{ mockSession: string }>({
  mockSession: async ({}, use, testInfo) => {
    await use(`e2e-w${testInfo.workerIndex}-${randomBytes(9).toString('base64url')}`);
  },
  context: async ({ context, mockSession, baseURL }, use) => {
    await context.addCookies([
      { name: SESSION_COOKIE, value: mockSession, url: baseURL!, httpOnly: true, sameSite: 'Lax' },
      // As the QA panel writes it (demo-pages/qa-panel.js: host-only, path /), so a test's `?now=` replaces it.
      { name: NOW_COOKIE, value: testToday(), domain: new URL(baseURL!).hostname, path: '/', sameSite: 'Lax' },
    ]);
    // Every document starts at the suite's pinned instant and time then flows as usual
    // (scripts/shifted-date.mjs): the same offset for every page of the test, so time runs on across
    // reloads and tabs. A test that drives time installs Playwright's clock with `installClock`
    // (e2e/support.ts), which starts from the same instant.
    // Date.now() here is the machine's on purpose: the offset from its clock to the pinned instant.
    await context.addInitScript({ content: shiftDateScript(testNowMs() - Date.now()) });
    await use(context);
  },
  request: async ({ playwright, mockSession, baseURL }, use) => {
    const { hostname } = new URL(baseURL!);
    const request = await playwright.request.newContext({
      baseURL,
      storageState: {
        cookies: [
          {
            name: SESSION_COOKIE,
            value: mockSession,
            domain: hostname,
            path: '/',
            expires: -1,
            httpOnly: true,
            secure: false,
            sameSite: 'Lax',
          },
          {
            name: NOW_COOKIE,
            value: testToday(),
            domain: hostname,
            path: '/',
            expires: -1,
            httpOnly: false,
            secure: false,
            sameSite: 'Lax',
          },
        ],
        origins: [],
      },
    });
    await use(request);
    await request.dispose();
  },
});
