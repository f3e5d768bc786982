#!/usr/bin/env node
// Part of the e2e checks in Firefox (Debian's firefox-esr) and WebKit (WebKitGTK's MiniBrowser):
// every demo page mounts its islands without a page error, and one order goes from the product page
// to the receipt. See README.md here.
//   node scripts/engines/run.mjs [--engine firefox|webkit] [--report test-results/engines.json] [--serial]
// Expects dist/demo to be built (npm run build). Starts its own demo server on a free port. Exit code 0
// when every check of every available engine passed; an engine that cannot be installed or started is
// reported as not available and counts neither way.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { argValue, freePort, root } from '../setup.mjs';
import { testNow, testNowMs } from '../test-clock.mjs';
import { demoPageCheck, mockClient, orderCheck } from './checks.mjs';
import { PAGES_DIR, demoPages, expectedFailures } from './chromium-suite.mjs';
import { ensureEngine } from './install.mjs';
import { poll } from './shared.mjs';

export const ENGINE_NAMES = ['firefox', 'webkit'];

/** The most one check may take, all its waits included, before it is failed. */
const CHECK_TIMEOUT_MS = 60_000;

const DEFAULT_REPORT = 'test-results/engines.json';

/** Starts `node scripts/serve.mjs --port N` (as playwright.config.ts does); resolves once / answers. */
async function startDemoServer() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs'), '--port', String(port)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-2000)));
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  /** Stops the server and waits for it to be gone (SIGKILL after 5 s). */
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await poll(
      async () => {
        if (child.exitCode !== null)
          throw new Error(`the demo server exited (code ${child.exitCode}): ${stderr.trim()}`);
        return fetch(`${origin}/`).then(
          (r) => r.ok,
          () => false,
        );
      },
      Boolean,
      { message: `the demo server answering ${origin}/`, timeout: 30_000, interval: 100 },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

const oneLine = (error) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

/** Runs every check in one engine; resolves with its report entry. */
async function runEngine(name, paths, { serverOrigin, pages, expected, log, register, stopping }) {
  const started = Date.now();
  const entry = { name, available: true, tests: [] };
  let engine;
  try {
    const start =
      name === 'firefox' ? (await import('./firefox.mjs')).startFirefox : (await import('./webkit.mjs')).startWebKit;
    const starting = start({ paths, origin: serverOrigin, defaultOffsetMs: testNowMs() - Date.now() });
    // A start that ends after the time-out is stopped again.
    starting.catch(() => undefined);
    engine = await withTimeout(starting, 60_000, `starting ${name}`).catch((error) => {
      void starting.then((late) => late.close()).catch(() => undefined);
      throw error;
    });
  } catch (error) {
    log(`${name}: not available (could not start: ${oneLine(error)}) — nothing counted for it`);
    return { name, available: false, reason: `could not start: ${oneLine(error)}`, tests: [] };
  }
  const unregister = register(() => engine.close());
  try {
    const checks = [
      ...pages.map((file) => ({
        title: `${file} mounts all islands`,
        run: (tab) => demoPageCheck(tab, file, expected[file]),
      })),
      {
        title: 'one order from the product page to the receipt',
        run: (tab, mock) => orderCheck(tab, mock),
      },
    ];
    for (const check of checks) {
      if (stopping()) break;
      const t0 = Date.now();
      // Every check its own mock state (e2e/mock-session.ts), reset as the Chromium tests do, and the suite's clock.
      const state = { session: `engine-${name}-${randomBytes(9).toString('base64url')}`, now: testNow() };
      const mock = mockClient(serverOrigin, state);
      let tab;
      let error;
      try {
        await mock.reset();
        tab = await engine.openTab({ ...state, offsetMs: testNowMs() - Date.now() });
        await withTimeout(check.run(tab, mock), CHECK_TIMEOUT_MS, 'the check');
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
      } finally {
        await tab?.close().catch(() => undefined);
      }
      const ms = Date.now() - t0;
      if (stopping()) break; // a signal: what fails now fails because the browsers are going
      entry.tests.push({ title: check.title, ok: !error, ...(error ? { error } : {}), ms });
      log(error ? `  ✘ ${name} › ${check.title}\n      ${error}` : `  ✓ ${name} › ${check.title}`);
    }
  } finally {
    await engine.close();
    unregister();
  }
  entry.ms = Date.now() - started;
  return entry;
}

/**
 * Runs the checks in `engines` (concurrently unless `serial`), writes the report and resolves with it;
 * `report.ok` says whether every check of every available engine passed.
 */
export async function runEngines({
  engines = ENGINE_NAMES,
  report = DEFAULT_REPORT,
  serial = false,
  log = (line) => console.log(line),
} = {}) {
  if (!existsSync(path.join(PAGES_DIR, 'index.html')))
    throw new Error('dist/demo is missing: run `npm run build` (node esbuild.config.mjs) first');
  const pages = demoPages();
  const expected = expectedFailures();

  const cleanups = new Set();
  const register = (fn) => {
    cleanups.add(fn);
    return () => cleanups.delete(fn);
  };
  let stopped = false;
  const onSignal = async (signal) => {
    stopped = true;
    log(`\n${signal}: stopping the browsers and the demo server`);
    await Promise.allSettled([...cleanups].map((fn) => fn()));
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const results = [];
  const server = await startDemoServer();
  register(server.stop);
  try {
    // Installing (apt-get) one engine at a time, before any runs.
    const available = [];
    for (const name of engines) {
      try {
        available.push({ name, paths: ensureEngine(name) });
      } catch (error) {
        log(`${name}: not available (${oneLine(error)}) — nothing counted for it`);
        results.push({ name, available: false, reason: oneLine(error), tests: [] });
      }
    }
    const options = { serverOrigin: server.origin, pages, expected, log, register, stopping: () => stopped };
    if (serial) for (const { name, paths } of available) results.push(await runEngine(name, paths, options));
    else results.push(...(await Promise.all(available.map(({ name, paths }) => runEngine(name, paths, options)))));
  } finally {
    await server.stop();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }

  // On a signal, onSignal() ends the process once the browsers and the server are stopped: no summary.
  if (stopped) await new Promise(() => {});
  results.sort((a, b) => engines.indexOf(a.name) - engines.indexOf(b.name));
  log('');
  for (const r of results) {
    if (!r.available) continue; // said once, when it was found to be missing
    const failed = r.tests.filter((t) => !t.ok).length;
    log(`${r.name}: ${r.tests.length - failed} passed, ${failed} failed, in ${(r.ms / 1000).toFixed(1)} s`);
  }
  const out = {
    engines: results.map(({ name, available, reason, tests, ms }) => ({
      name,
      available,
      ...(reason ? { reason } : {}),
      ...(ms !== undefined ? { ms } : {}),
      tests,
    })),
  };
  if (report) {
    const file = path.resolve(root, report);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  }
  return { ...out, ok: results.every((r) => !r.available || r.tests.every((t) => t.ok)) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const engine = argValue('engine');
  if (engine !== undefined && !ENGINE_NAMES.includes(engine)) {
    console.error(`--engine: firefox or webkit, not "${engine}"`);
    process.exit(2);
  }
  try {
    const result = await runEngines({
      engines: engine ? [engine] : ENGINE_NAMES,
      report: argValue('report') ?? DEFAULT_REPORT,
      serial: process.argv.includes('--serial'),
    });
    process.exit(result.ok ? 0 : 1);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
