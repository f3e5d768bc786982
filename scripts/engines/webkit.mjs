// WebKit (Debian's WebKitGTK: its MiniBrowser) through webdriverio against WebKitWebDriver, WebKitGTK's
// own WebDriver server, which speaks classic WebDriver only. We start a virtual X server (Xvfb) and the
// driver ourselves, on free display and port numbers, and stop both (their whole process groups) in close().
// One session (its start takes about 10 s) serves every check; between checks its cookies and storage
// are emptied and the check's own cookies set.
//
// Classic WebDriver cannot run a script before a page's own, so pages are loaded through the injecting
// proxy of proxy.mjs, which puts the page hooks (page-hooks.mjs) first into every HTML page. With them
// the same things are caught as in Firefox: uncaught errors (the hooks' `error` listener), unhandled
// rejections and console.error calls, from every document of a check up to the moment it is left, and
// the page's Date is the suite's clock. Not caught: anything that happens while a page unloads, after
// its records were read, and errors of a page's scripts that run before the hooks (none: the hook is
// the first element of <head>).
import { spawn } from 'node:child_process';
import { Key, remote } from 'webdriverio';
import { freePort } from '../setup.mjs';
import { RECORDS } from './page-hooks.mjs';
import { startInjectingProxy } from './proxy.mjs';
import { BLANK, SESSION_COOKIE, NOW_COOKIE, TIME_ZONE, VIEWPORT, exited, killTree, poll, sleep } from './shared.mjs';

/** Starts Xvfb on a free display; resolves with the display name once it accepts clients. */
async function startXvfb(xvfb, children) {
  const child = spawn(xvfb, ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push(child);
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const display = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`Xvfb did not start within 10 s: ${stderr.trim().split('\n').at(-1) ?? ''}`)),
      10_000,
    );
    child.stdio[3].on('data', (d) => {
      out += d;
      if (out.includes('\n')) {
        clearTimeout(timer);
        resolve(`:${out.trim()}`);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited (code ${code}): ${stderr.trim().split('\n').at(-1) ?? ''}`));
    });
  });
  return display;
}

/** Starts WebKitWebDriver on a free port; resolves once it answers /status. */
async function startDriver(driver, env, children) {
  const port = await freePort();
  const child = spawn(driver, [`--port=${port}`], { stdio: ['ignore', 'ignore', 'pipe'], detached: true, env });
  children.push(child);
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-2000)));
  let exited = false;
  child.on('exit', () => (exited = true));
  await poll(
    async () => {
      if (exited) throw new Error(`WebKitWebDriver exited: ${stderr.trim().split('\n').at(-1) ?? ''}`);
      return fetch(`http://127.0.0.1:${port}/status`).then(
        (r) => r.ok,
        () => false,
      );
    },
    Boolean,
    { message: 'WebKitWebDriver answering /status', timeout: 10_000, interval: 50 },
  );
  return port;
}

/** Starts Xvfb, WebKitWebDriver, the proxy and one MiniBrowser session; the engine object run.mjs drives. */
export async function startWebKit({ paths, origin: serverOrigin, defaultOffsetMs }) {
  const children = [];
  let proxy;
  let browser;
  /** The clock offset of each check's session (cookie wsh_session), for the proxy's hooks. */
  const offsets = new Map();
  // Should this process end without close() (a crash), the driver, its browser and Xvfb go with it.
  const killAll = () => [...children].reverse().forEach((child) => killTree(child));
  process.on('exit', killAll);
  const close = async () => {
    if (browser) await Promise.race([browser.deleteSession().catch(() => undefined), sleep(5_000)]);
    killAll();
    process.off('exit', killAll);
    await Promise.race([Promise.all(children.map(exited)), sleep(3_000)]);
    await proxy?.close();
  };
  try {
    const display = await startXvfb(paths.xvfb, children);
    proxy = await startInjectingProxy(serverOrigin, (req) => {
      const session = /(?:^|[;,]\s*)wsh_session=([^;,]+)/.exec(req.headers.cookie ?? '')?.[1];
      return offsets.get(session) ?? defaultOffsetMs;
    });
    const env = {
      ...process.env,
      DISPLAY: display,
      TZ: TIME_ZONE,
      // English: WebKitGTK takes the language from the locale's name (LANGUAGE is ignored under "C"), whether
      // or not the C library has that locale (GTK then warns "Locale not supported by C library").
      LANG: 'en_US.UTF-8',
      LANGUAGE: 'en',
      // No accessibility bus under Xvfb: GTK would wait for it and warn.
      NO_AT_BRIDGE: '1',
    };
    const port = await startDriver(paths.driver, env, children);
    browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'silent', // its errors reach the checks' own lines
      connectionRetryCount: 0,
      connectionRetryTimeout: 60_000,
      capabilities: {
        browserName: 'MiniBrowser',
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: paths.browser, args: ['--automation'] },
      },
    });
    await browser.setTimeouts(undefined, 15_000, 15_000);
    // The window holds MiniBrowser's toolbar too: sized so that the page gets the Chromium suite's viewport.
    const chrome = await browser.execute(() => ({ w: outerWidth - innerWidth, h: outerHeight - innerHeight }));
    await browser.setWindowSize(VIEWPORT.width + chrome.w, VIEWPORT.height + chrome.h);
  } catch (error) {
    await close();
    throw error;
  }
  const origin = proxy.origin;
  const { hostname } = new URL(origin);

  return {
    name: 'webkit',
    origin,
    close,
    async openTab({ session, now, offsetMs }) {
      offsets.set(session, offsetMs);
      // Leave the last check's page first (its page-leave requests go out with its own cookies), then swap.
      await browser.url(new URL(BLANK, origin).href);
      await browser.deleteAllCookies();
      await browser.execute(() => {
        sessionStorage.clear();
        localStorage.clear();
      });
      await browser.setCookies([
        { name: SESSION_COOKIE, value: session, domain: hostname, path: '/', httpOnly: true, sameSite: 'Lax' },
        { name: NOW_COOKIE, value: now, domain: hostname, path: '/', sameSite: 'Lax' },
      ]);
      const records = [];
      let url = new URL(BLANK, origin).href;
      const collect = async () => {
        const at = await browser.getUrl().catch(() => url);
        const list = await browser.execute((key) => window[key]?.splice(0) ?? [], RECORDS).catch(() => []);
        records.push(...list.map((r) => ({ ...r, url: at })));
      };
      return {
        async goto(path, { collectFirst = true } = {}) {
          if (collectFirst) await collect();
          url = new URL(path, origin).href;
          await browser.url(url);
        },
        url: () => browser.getUrl(),
        evaluate: (fn, ...args) => browser.execute(fn, ...args),
        async click(find, ...args) {
          const ref = await browser.execute(find, ...args);
          if (!ref) return false;
          const element = await browser.$(ref);
          await element.click();
          return true;
        },
        type: (text) => browser.keys([...text]),
        press: (key) => browser.keys(Key[key] ?? key),
        selectAll: () => browser.keys([Key.Ctrl, 'a']),
        mouseMove: (x, y) => browser.action('pointer').move({ x, y, origin: 'viewport' }).perform(),
        collect,
        async records() {
          await collect();
          return records.splice(0);
        },
        async close() {
          offsets.delete(session);
        },
      };
    },
  };
}
