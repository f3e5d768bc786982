// npm run bench, section (i): Lighthouse on the product, search, category (issue #34) and checkout pages and one area
// page of each wave-two issue (#12 to #18), each beside the same page with no islands (issue #19: performance score, FCP, LCP, TBT, CLS).
//   Lighthouse 12.8.2, not 13: 13 needs Node >= 22.19 and this project runs on Node 20 (package.json engines).
//   Config: Lighthouse's default (mobile: Moto G Power screen, simulated throttling 150 ms RTT, 1.6 Mbps down,
//   4x CPU), performance category only, driving the system Chromium (scripts/chromium.mjs, CHROMIUM_ARGS plus
//   --headless=new), one Chromium for the section, the mock reset before every run. RUNS runs per page and variant,
//   the two variants alternating so that a busy machine slows both alike; each figure is the median of its runs
//   (score, FCP, LCP, TBT, CLS and the page's total transfer bytes, each on its own).
//   No islands: prepareBarePages() copies dist/demo/pages to .cache/lighthouse-bare with every <script src> and
//   <link href> that points into the islands bundle (/static/shop/, the loader) removed; the mock server serves that
//   copy under /_bare/ (bareRoute()), so /_bare/product.html is product.html without islands, from the same server,
//   with the same stylesheet. Both variants are asked for with `X-Wsh-Qa-Panel: off`, so the demo server leaves the QA
//   panel's script out, as a CMS page has none (fixtures/server/static-files.ts): the difference is the islands alone.
//   A page that fails to load (Lighthouse's runtimeError, or a run that throws) is a failed row, not a crash.
// Standalone (builds if dist is missing, starts the mock server on a free port, measures, prints):
//   node scripts/bench-lighthouse.mjs [--pages product,search] [--runs 1] [--port 4173] [--chrome-port 9222]
// In both, the environment can pick the same: BENCH_LIGHTHOUSE_PAGES=product,orders (or "none" to skip the section
// in npm run bench, whose Lighthouse part takes about 9 minutes for all pages: 66 runs), BENCH_LIGHTHOUSE_RUNS=1,
// BENCH_LIGHTHOUSE_CHROME_PORT=9222 (Chromium's remote debugging port; default: a free one).
// Page names are the file names without .html: product, search, category, checkout, favorites, orders, sales-documents,
// customer-information, notifications, impersonation, content-page; and contract-product, contract-search,
// contract-checkout (page-contract*.html).
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { median } from './bench-lib.mjs';
import { CHROMIUM_ARGS } from './chromium.mjs';
import { root } from './setup.mjs';

export const LIGHTHOUSE_RUNS = 3;
export const LIGHTHOUSE_VERSION = '12.8.2';
/** The pages issue #19 names and the category page (issue #34), with the issue each area page stands for. */
export const LIGHTHOUSE_PAGES = [
  { name: 'product', path: 'product.html?id=102627' },
  { name: 'search', path: 'search.html?q=milk' },
  { name: 'category', path: 'category.html', issue: 34 },
  { name: 'checkout', path: 'checkout.html' },
  { name: 'favorites', path: 'favorites.html', issue: 12 },
  { name: 'orders', path: 'orders.html', issue: 13 },
  { name: 'sales-documents', path: 'sales-documents.html', issue: 14 },
  { name: 'customer-information', path: 'customer-information.html', issue: 15 },
  { name: 'notifications', path: 'notifications.html', issue: 16 },
  { name: 'impersonation', path: 'impersonation.html', issue: 17 },
  { name: 'content-page', path: 'content-page.html', issue: 18 },
  // Issue #35, 5: the product, search and checkout pages written from the page contract alone (no CSS of their own).
  { name: 'contract-product', path: 'page-contract.html', issue: 35 },
  { name: 'contract-search', path: 'page-contract-search.html?q=milk', issue: 35 },
  { name: 'contract-checkout', path: 'page-contract-checkout.html', issue: 35 },
];
/** Issue #19's "done when", per page with islands. */
export const LIGHTHOUSE_GOALS = { score: 0.9, lcpMs: 2500, tbtMs: 200, cls: 0.02 };

const BARE_PREFIX = '/_bare/';
const pagesDir = path.join(root, 'dist/demo/pages');
const bareDir = path.join(root, '.cache/lighthouse-bare');
/** A <script src> or <link href> into the islands bundle: the loader, and any chunk a page might preload. */
const BUNDLE_TAG =
  /[ \t]*<(script|link)\b[^>]*\b(?:src|href)\s*=\s*["']?[^"'\s>]*\/static\/shop\/[^>]*>(?:\s*<\/script>)?[ \t]*\n?/gi;

/** The page without islands: every tag that loads the islands bundle removed, and how many there were. */
export function stripIslands(html) {
  let removed = 0;
  const bare = html.replace(BUNDLE_TAG, () => {
    removed++;
    return '';
  });
  return { html: bare, removed };
}

/**
 * Writes the no-islands copy of dist/demo/pages (every file, so relative stylesheets, scripts and images resolve
 * as on the original) and returns how many bundle tags each page lost.
 */
export function prepareBarePages() {
  if (!existsSync(pagesDir)) throw new Error(`${path.relative(root, pagesDir)} is missing: build first`);
  rmSync(bareDir, { recursive: true, force: true });
  mkdirSync(path.dirname(bareDir), { recursive: true });
  cpSync(pagesDir, bareDir, { recursive: true });
  const removed = {};
  for (const file of readdirSync(bareDir).filter((f) => f.endsWith('.html'))) {
    const stripped = stripIslands(readFileSync(path.join(bareDir, file), 'utf8'));
    writeFileSync(path.join(bareDir, file), stripped.html);
    removed[file] = stripped.removed;
  }
  return removed;
}

/** The mock server route of the no-islands pages; put it before the default routes (its '/' catches everything). */
export const bareRoute = () => ({ urlPrefix: BARE_PREFIX, dir: bareDir });

/** Pages picked by a comma list of names (unknown names throw, so a typo does not measure nothing quietly). */
export function pickPages(list) {
  if (!list) return LIGHTHOUSE_PAGES;
  const names = list
    .split(',')
    .map((s) => s.trim().replace(/\.html$/, ''))
    .filter(Boolean);
  const unknown = names.filter((n) => !LIGHTHOUSE_PAGES.some((p) => p.name === n));
  if (unknown.length) {
    throw new Error(
      `unknown Lighthouse page ${unknown.join(', ')}; known: ${LIGHTHOUSE_PAGES.map((p) => p.name).join(', ')}`,
    );
  }
  return LIGHTHOUSE_PAGES.filter((p) => names.includes(p.name));
}

const AUDITS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  transferBytes: 'total-byte-weight',
};

/** A run that takes longer has hung (Lighthouse's own page load timeout is 45 s; a run takes 10 to 30 s). */
const RUN_TIMEOUT_MS = 180_000;

/**
 * One Lighthouse run: the figures, or { error } when the page did not load or Lighthouse failed. `crashed`: Lighthouse
 * threw, hung or rejected a promise of its own in the background (Chromium gone): the caller restarts Chromium.
 */
async function runOnce(lighthouse, url, port) {
  let stray = null;
  const onStray = (reason) => {
    stray ??= reason;
  };
  // Lighthouse leaves some protocol promises unawaited; when Chromium dies their rejections would end the process.
  process.on('unhandledRejection', onStray);
  let timer;
  try {
    const result = await Promise.race([
      lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // The page as a CMS serves it: the demo server leaves the QA panel (QA tooling) out of pages asked so.
        extraHeaders: { 'X-Wsh-Qa-Panel': 'off' },
      }),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no result within ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS);
      }),
    ]);
    if (stray) throw stray;
    const lhr = result?.lhr;
    if (!lhr) return { error: 'Lighthouse returned no result' };
    if (lhr.runtimeError) {
      return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`, code: lhr.runtimeError.code };
    }
    // benchmarkIndex: Lighthouse's measure of the machine's speed at that moment (lower: busier or slower).
    const run = {
      score: lhr.categories.performance?.score ?? null,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    };
    for (const [key, audit] of Object.entries(AUDITS)) {
      const value = lhr.audits[audit]?.numericValue;
      run[key] = typeof value === 'number' ? value : null;
    }
    if (run.score === null)
      return { ...run, error: 'no performance score (a metric could not be computed)', code: 'NO_SCORE' };
    return run;
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error), code: 'LIGHTHOUSE_THREW', crashed: true };
  } finally {
    clearTimeout(timer);
    // A stray rejection that comes after the run has ended lands here once more before the handler goes.
    await new Promise((resolve) => setTimeout(resolve, 100));
    process.off('unhandledRejection', onStray);
  }
}

const roundTo = (n, digits) => (n === null ? null : Math.round(n * 10 ** digits) / 10 ** digits);

/** Median per figure of the runs that produced it. */
function summarize(runs) {
  const ok = runs.filter((r) => !r.error);
  const pick = (key) => median(ok.map((r) => r[key]));
  return {
    median: ok.length
      ? {
          score: roundTo(pick('score'), 2),
          fcpMs: roundTo(pick('fcpMs'), 0),
          lcpMs: roundTo(pick('lcpMs'), 0),
          tbtMs: roundTo(pick('tbtMs'), 0),
          cls: roundTo(pick('cls'), 3),
          transferBytes: roundTo(pick('transferBytes'), 0),
        }
      : null,
    okRuns: ok.length,
    errors: [...new Set(runs.filter((r) => r.error).map((r) => r.error))],
    errorCodes: [...new Set(runs.filter((r) => r.error).map((r) => r.code ?? 'ERROR'))],
    runs,
  };
}

/** Which of issue #19's goals a median misses (names of the figures), [] when it meets them all. */
export function missedGoals(m) {
  if (!m) return ['failed'];
  const missed = [];
  if (m.score === null || m.score < LIGHTHOUSE_GOALS.score) missed.push('score');
  if (m.lcpMs === null || m.lcpMs > LIGHTHOUSE_GOALS.lcpMs) missed.push('LCP');
  if (m.tbtMs === null || m.tbtMs > LIGHTHOUSE_GOALS.tbtMs) missed.push('TBT');
  if (m.cls === null || m.cls > LIGHTHOUSE_GOALS.cls) missed.push('CLS');
  return missed;
}

/**
 * Measures every page with and without islands against the mock server at `base` (which must serve bareRoute()).
 * Launches and always kills its own Chromium.
 */
export async function measureLighthouse(
  base,
  {
    executablePath,
    pages = pickPages(process.env.BENCH_LIGHTHOUSE_PAGES),
    runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS) || LIGHTHOUSE_RUNS,
    chromePort = Number(process.env.BENCH_LIGHTHOUSE_CHROME_PORT) || undefined,
    progress = (line) => process.stderr.write(`${line}\n`),
  } = {},
) {
  const started = Date.now();
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const stripped = prepareBarePages();
  const origin = base.endsWith('/') ? base : `${base}/`;
  const bareBase = new URL(BARE_PREFIX, origin).href;
  const launch = () =>
    chromeLauncher.launch({
      chromePath: executablePath,
      chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
      port: chromePort,
      logLevel: 'silent',
    });
  let chrome = await launch();
  const results = [];
  try {
    for (const page of pages) {
      const file = page.path.split('?')[0];
      const variants = [
        { key: 'islands', url: `${origin}${page.path}`, runs: [] },
        { key: 'bare', url: `${bareBase}${page.path}`, runs: [] },
      ];
      // A page whose copy lost no bundle tag has nothing to compare against: its bare row says so.
      const bareError = stripped[file] ? null : `${file}: no loader script found to strip`;
      for (let i = 0; i < runs; i++) {
        for (const variant of variants) {
          if (variant.key === 'bare' && bareError) {
            variant.runs.push({ error: bareError, code: 'NO_LOADER_TO_STRIP' });
            continue;
          }
          await fetch(`${origin}__mock/reset`, { method: 'POST' }).catch(() => {});
          const run = await runOnce(lighthouse, variant.url, chrome.port);
          variant.runs.push(run);
          progress(
            `lighthouse ${page.name} ${variant.key === 'bare' ? 'no islands' : 'islands'} run ${i + 1}/${runs}: ` +
              (run.error ? `failed (${run.error.split('\n')[0]})` : `score ${run.score}`),
          );
          // Lighthouse threw (Chromium gone, protocol error): start a fresh Chromium for the next run.
          if (run.crashed) {
            await Promise.resolve(chrome.kill()).catch(() => {});
            chrome = await launch().catch((error) => {
              throw new Error(`Chromium did not start again after a failed Lighthouse run: ${error.message}`);
            });
          }
        }
      }
      results.push({
        page: page.name,
        path: page.path,
        issue: page.issue ?? null,
        islands: summarize(variants[0].runs),
        bare: summarize(variants[1].runs),
      });
    }
  } finally {
    await Promise.resolve(chrome.kill()).catch(() => {});
  }
  const all = results.flatMap((p) => [...p.islands.runs, ...p.bare.runs]);
  return {
    version: LIGHTHOUSE_VERSION,
    benchmarkIndex: roundTo(median(all.map((r) => r.benchmarkIndex)), 0),
    config: 'default (mobile, simulated throttling: 150 ms RTT, 1.6 Mbps, 4x CPU), performance only',
    runs,
    goals: LIGHTHOUSE_GOALS,
    durationMs: Date.now() - started,
    pages: results,
  };
}

/** Prints the section: one table, each page's row with islands above its row without. */
export function printLighthouse(result, table) {
  const cells = (s) => {
    const m = s.median;
    if (!m) return ['failed', '-', '-', '-', '-', '-'];
    return [
      m.score === null ? '-' : m.score.toFixed(2),
      m.fcpMs === null ? '-' : `${m.fcpMs} ms`,
      m.lcpMs === null ? '-' : `${m.lcpMs} ms`,
      m.tbtMs === null ? '-' : `${m.tbtMs} ms`,
      m.cls === null ? '-' : m.cls.toFixed(3),
      m.transferBytes === null ? '-' : `${m.transferBytes} B`,
    ];
  };
  const note = (s) =>
    s.okRuns === result.runs ? '' : `${s.okRuns} of ${result.runs} runs ok (${s.errorCodes.join(', ')})`;
  const rows = [];
  for (const p of result.pages) {
    const label = `${p.path}${p.issue ? ` (#${p.issue})` : ''}`;
    const missed = missedGoals(p.islands.median);
    rows.push([
      label,
      'islands',
      ...cells(p.islands),
      !p.islands.median ? 'failed' : missed.length ? `misses ${missed.join(', ')}` : 'meets all',
      note(p.islands),
    ]);
    rows.push(['', 'no islands', ...cells(p.bare), '', note(p.bare)]);
  }
  console.log(
    `\n(i) Lighthouse ${result.version}, ${result.config}, median of ${result.runs} runs ` +
      `(${Math.round(result.durationMs / 1000)} s, benchmark index ${result.benchmarkIndex ?? '-'})\n`,
  );
  console.log(
    table(['page', 'variant', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'transfer', 'goals (islands)', 'note'], rows),
  );
  const g = result.goals;
  console.log(
    `\nGoals (issue #19, every page with islands): score >= ${g.score}, LCP <= ${g.lcpMs} ms, TBT <= ${g.tbtMs} ms, ` +
      `CLS <= ${g.cls}.\nNo islands: the same page without the bundle's script tags, served under /_bare/ ` +
      "from .cache/lighthouse-bare; both as a CMS serves them, without the QA panel.\nEach figure is its own median; transfer: Lighthouse's total byte weight. Benchmark index: " +
      "the median of Lighthouse's CPU measure per run\n(lower on a busy machine, whose longer tasks raise TBT and LCP).",
  );
  for (const p of result.pages) {
    for (const [variant, s] of [
      ['islands', p.islands],
      ['no islands', p.bare],
    ]) {
      for (const error of s.errors) console.log(`failed: ${p.path} ${variant}: ${error.split('\n')[0].slice(0, 240)}`);
    }
  }
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  const { ensureChromiumOrExit } = await import('./chromium.mjs');
  const { argValue, ensureDependencies, freePort, run, table } = await import('./setup.mjs');
  const { serve, defaultStaticRoutes } = await import('./serve-lib.mjs');
  await ensureDependencies();
  const executablePath = ensureChromiumOrExit();
  if (!existsSync(path.join(pagesDir, 'index.html')) && (await run(process.execPath, ['esbuild.config.mjs'])) !== 0) {
    console.error('the build failed: nothing to measure');
    process.exit(1);
  }
  let pages;
  try {
    pages = pickPages(argValue('pages') ?? process.env.BENCH_LIGHTHOUSE_PAGES);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  const runs = Number(argValue('runs') ?? process.env.BENCH_LIGHTHOUSE_RUNS) || LIGHTHOUSE_RUNS;
  const chromePort = Number(argValue('chrome-port') ?? process.env.BENCH_LIGHTHOUSE_CHROME_PORT) || undefined;
  const port = Number(argValue('port')) || (await freePort());
  const server = await serve({
    port,
    host: '127.0.0.1',
    quiet: true,
    staticRoutes: [bareRoute(), ...defaultStaticRoutes()],
  });
  let result;
  try {
    result = await measureLighthouse(server.url, { executablePath, pages, runs, chromePort });
  } finally {
    await server.close();
  }
  printLighthouse(result, table);
}
