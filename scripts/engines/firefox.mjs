// Firefox (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi: no geckodriver, which
// Debian does not ship. One browser and one tab for the whole run; between checks its cookies and storage
// are emptied and the check's own cookies set, and the page hooks (page-hooks.mjs) with the check's clock
// are installed before each document's scripts by evaluateOnNewDocument.
//
// Caught: uncaught errors (puppeteer's `pageerror`, and the hooks' `error` listener), unhandled
// rejections and console.error calls (the hooks), from every document of a check up to the moment it is
// left. Not caught: a rejection that fires while a page unloads, after its records were read.
import puppeteer from 'puppeteer-core';
import { pageHooksScript, RECORDS } from './page-hooks.mjs';
import { BLANK, SESSION_COOKIE, NOW_COOKIE, TIME_ZONE, VIEWPORT } from './shared.mjs';

/** Launches Firefox; the engine object run.mjs drives. */
export async function startFirefox({ paths, origin }) {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: paths.firefox,
    headless: true,
    // run.mjs stops everything itself on a signal (puppeteer's handlers would exit before it could).
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    defaultViewport: VIEWPORT,
    // The shop's time zone (scripts/test-clock.mjs) and an English browser.
    env: { ...process.env, TZ: TIME_ZONE, LANG: 'C.UTF-8', LANGUAGE: 'en' },
    extraPrefsFirefox: {
      'intl.accept_languages': 'en',
      'intl.locale.requested': 'en-US',
      'browser.shell.checkDefaultBrowser': false,
    },
  });
  const { hostname } = new URL(origin);
  // One context and one tab for the whole run (a new context per check cost up to 1.5 s on 2 cores).
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  let records = [];
  page.on('pageerror', (error) => {
    // Over BiDi the message already starts with the error's name ("Error: ..."); the hooks say it that way too.
    const message = error instanceof Error ? error.message : String(error);
    const text =
      error instanceof Error && !message.startsWith(`${error.name}:`) ? `${error.name}: ${message}` : message;
    records.push({ kind: 'uncaught', text, url: page.url() });
  });
  let hooks;

  return {
    name: 'firefox',
    origin,
    async close() {
      await browser.close().catch(() => undefined);
    },
    /** The tab, emptied of the last check's cookies, storage and records, with this check's cookies and clock. */
    async openTab({ session, now, offsetMs }) {
      // Leave the last check's page first (its page-leave requests go out with its own cookies), then swap.
      await page.goto(new URL(BLANK, origin).href, { waitUntil: 'load', timeout: 15_000 });
      const [left] = await Promise.all([
        context.cookies(),
        page.evaluate(() => {
          sessionStorage.clear();
          localStorage.clear();
        }),
      ]);
      if (left.length) await context.deleteCookie(...left);
      await context.setCookie(
        { name: SESSION_COOKIE, value: session, domain: hostname, path: '/', httpOnly: true, sameSite: 'Lax' },
        { name: NOW_COOKIE, value: now, domain: hostname, path: '/', sameSite: 'Lax' },
      );
      if (hooks) await page.removeScriptToEvaluateOnNewDocument(hooks.identifier);
      hooks = await page.evaluateOnNewDocument(pageHooksScript(offsetMs));
      records = [];
      const collect = async () => {
        const url = page.url();
        const list = await page.evaluate((key) => window[key]?.splice(0) ?? [], RECORDS).catch(() => []);
        records.push(...list.map((r) => ({ ...r, url })));
      };
      const elementFor = async (find, args) => {
        const handle = await page.evaluateHandle(find, ...args);
        const element = handle.asElement();
        if (!element) await handle.dispose();
        return element;
      };
      return {
        async goto(path, { collectFirst = true } = {}) {
          if (collectFirst) await collect();
          await page.goto(new URL(path, origin).href, { waitUntil: 'load', timeout: 15_000 });
        },
        url: () => page.url(),
        evaluate: (fn, ...args) => page.evaluate(fn, ...args),
        /** A real click on the element `find(...args)` returns in the page (null: not there, no click). */
        async click(find, ...args) {
          const element = await elementFor(find, args);
          if (!element) return false;
          await element.click();
          await element.dispose();
          return true;
        },
        type: (text) => page.keyboard.type(text),
        press: (key) => page.keyboard.press(key),
        async selectAll() {
          await page.keyboard.down('Control');
          await page.keyboard.press('a');
          await page.keyboard.up('Control');
        },
        mouseMove: (x, y) => page.mouse.move(x, y),
        collect,
        async records() {
          await collect();
          return records.splice(0);
        },
        async close() {},
      };
    },
  };
}
