// Measuring helpers shared by the Chromium bench sections (scripts/bench-product-list.mjs, scripts/bench-checkout.mjs).

/** Median of the numbers among `values` (others, e.g. null for a run that did not settle, are skipped); null for none. */
export const median = (values) => {
  const v = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};

/** One decimal, as the tables print them; null stays null. */
export const round = (n) => (n === null ? null : Math.round(n * 10) / 10);

/** Per key, the rounded median of the runs' figures. */
export const medians = (runs, keys) => Object.fromEntries(keys.map((k) => [k, round(median(runs.map((r) => r[k])))]));

/** A table cell in ms: '-' for no figure, `none` for 0 when given (long tasks exist only from 50 ms up). */
/**
 * `runs` runs of `one`, one after the other; a run that throws is kept as `{ error }` and named in one warning
 * line under `label` (e.g. "(h)"), so the medians come from the runs that finished.
 */
export async function repeatRuns(label, runs, one) {
  const all = [];
  for (let i = 0; i < runs; i++) {
    try {
      all.push(await one());
    } catch (error) {
      console.warn(`${label} run ${i + 1}: ${String(error?.message ?? error).split('\n')[0]}`);
      all.push({ error: String(error?.message ?? error) });
    }
  }
  return all;
}

export const ms = (v, none) => (v === null ? '-' : v === 0 && none ? none : `${v} ms`);

/**
 * Runs a section on its own when its file is the script node was started with:
 *   node scripts/bench-<section>.mjs --base http://127.0.0.1:4710   (against a running server)
 */
export async function runStandalone(moduleUrl, measure, print) {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  const { CHROMIUM_ARGS, ensureChromiumOrExit } = await import('./chromium.mjs');
  const { argValue, table } = await import('./setup.mjs');
  const { chromium } = await import('@playwright/test');
  const base = `${(argValue('base') ?? 'http://127.0.0.1:4173').replace(/\/$/, '')}/`;
  const browser = await chromium.launch({ executablePath: ensureChromiumOrExit(), args: CHROMIUM_ARGS });
  try {
    print(await measure(browser, base), table);
  } finally {
    await browser.close();
  }
}

/** The longest task (ms) on the main thread of the page whose address contains `page`, from its navigation on (a Chromium trace). */
export function traceLongestFrom(buffer, page) {
  const { traceEvents } = JSON.parse(buffer.toString('utf8'));
  const nav = traceEvents.find(
    (e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').includes(page),
  );
  if (!nav) return null;
  const tasks = traceEvents.filter(
    (e) =>
      e.name === 'ThreadControllerImpl::RunTask' &&
      e.ph === 'X' &&
      e.pid === nav.pid &&
      e.tid === nav.tid &&
      e.ts >= nav.ts,
  );
  return tasks.length ? Math.max(...tasks.map((e) => e.dur)) / 1000 : null;
}
