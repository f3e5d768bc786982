// npm test: everything CI checks, in order, with output streamed as it runs.
//   1. dependencies (npm ci when needed) and the system Chromium
//   2. typecheck (tsc --noEmit)                         1 test
//   3. lint (oxlint, .oxlintrc.json)                    1 test
//   4. format (oxfmt --check, .oxfmtrc.json)            1 test
//   5. unit tests (vitest)                              one per test, from test-results/vitest.json
//   6. build (node esbuild.config.mjs)                  1 test
//   7. size budgets of the production bundle            1 test per budget
//   5. unit tests include the quick calendar sweep      (vitest.config.ts, scripts/calendar-dates.mjs)
//   8. end-to-end tests (playwright, system Chromium)   one per test, from test-results/e2e.json
//   9. Firefox ESR and WebKitGTK (scripts/engines)      one per check, from test-results/engines.json;
//      an engine that cannot be installed is named in one line and counts nothing
// A failing step does not stop the steps that can still run (a failed build fails the budgets and
// e2e instead). The last line is always `N passed, N failed`; the exit code is 1 if any failed.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { bin, ensureDependencies, freePort, readJson, root, run, table } from './setup.mjs';

const started = Date.now();
const resultsDir = path.join(root, 'test-results');
/** One row per suite: name, passed, failed, seconds, note. */
const suites = [];
/** "suite: test" and the first lines of its error, for every failed test: said again above the summary. */
const failures = [];
/** When the current step's heading was printed: a suite's time is from its heading to its record. */
let stepStarted = started;

function record(name, passed, failed, note = '') {
  suites.push({ name, passed, failed, seconds: Math.round((Date.now() - stepStarted) / 1000), note });
  console.log(`\n== ${name}: ${passed} passed, ${failed} failed${note ? ` (${note})` : ''}`);
}

function heading(text) {
  stepStarted = Date.now();
  console.log(`\n${'='.repeat(78)}\n${text}\n${'='.repeat(78)}`);
}

function finish() {
  const passed = suites.reduce((n, s) => n + s.passed, 0);
  const failed = suites.reduce((n, s) => n + s.failed, 0);
  // CI keeps only the tail of the output, so a failed test is named here and not only far up in its suite's
  // own output.
  if (failures.length) {
    heading(`Failed tests (${failures.length})`);
    for (const f of failures) console.log(`\n${f}`);
  }
  heading(`Summary (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  console.log(
    table(
      ['suite', 'passed', 'failed', 'seconds', 'note'],
      suites.map((s) => [s.name, s.passed, s.failed, s.seconds, s.note]),
    ),
  );
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

// 1. Dependencies (without them nothing can run) and Chromium (without it, e2e fails and the rest runs).
heading('Dependencies and Chromium');
try {
  await ensureDependencies();
  console.log('dependencies: up to date with package-lock.json');
} catch (error) {
  console.error(error.message);
  record('dependencies', 0, 1, 'npm install failed');
  finish();
}
let chromium;
try {
  chromium = ensureChromium('headless-shell');
  console.log(`chromium: ${chromium}`);
} catch (error) {
  console.error(error.message);
}

rmSync(path.join(resultsDir, 'vitest.json'), { force: true });
rmSync(path.join(resultsDir, 'e2e.json'), { force: true });
mkdirSync(resultsDir, { recursive: true });

// 2. Typecheck.
heading('Typecheck');
{
  const code = await run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
  record('typecheck', code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

// 3. Lint: the recommended rules, React's hooks rules and the import boundaries (docs/architecture.md).
heading('Lint (oxlint)');
{
  const code = await run(bin('oxlint'));
  record('lint', code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

// 4. Format: every JS/TS file as the formatter writes it (`npm run format` rewrites those that are not).
heading('Format (oxfmt --check)');
{
  const code = await run(bin('oxfmt'), ['--check']);
  record('format', code === 0 ? 1 : 0, code === 0 ? 0 : 1, code === 0 ? '' : 'run `npm run format`');
}

// 5. Unit tests.
heading('Unit tests (vitest)');
{
  const outputFile = path.join(resultsDir, 'vitest.json');
  const code = await run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${path.relative(root, outputFile)}`,
  ]);
  const report = readJson(outputFile);
  if (!report) {
    record('unit tests', 0, 1, `no ${path.relative(root, outputFile)} (vitest exit code ${code})`);
  } else {
    // Files that failed without a failing test (import or syntax errors) count as one failure each.
    const brokenFiles = (report.testResults ?? []).filter(
      (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
    ).length;
    let failed = (report.numFailedTests ?? 0) + brokenFiles;
    let note = brokenFiles ? `${brokenFiles} test file(s) failed to run` : '';
    if (code !== 0 && failed === 0) {
      failed = 1;
      note = `vitest exit code ${code} (e.g. unhandled errors)`;
    }
    for (const file of report.testResults ?? []) {
      const name = path.relative(root, file.name ?? '');
      for (const a of file.assertionResults ?? [])
        if (a.status === 'failed')
          failures.push(`unit: ${name} › ${a.fullName}\n${firstLines(a.failureMessages?.[0])}`);
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed'))
        failures.push(`unit: ${name} did not run\n${firstLines(file.message)}`);
    }
    record('unit tests', report.numPassedTests ?? 0, failed, note);
  }
}

// 6. Build.
heading('Build (node esbuild.config.mjs)');
const built = (await run(process.execPath, ['esbuild.config.mjs'])) === 0;
record('build', built ? 1 : 0, built ? 0 : 1);

// 7. Size budgets of the production bundle.
heading('Size budgets (dist/static/shop)');
{
  const KB = 1024;
  const LOADER_GZIP = 5 * KB;
  const WIDGET_GZIP = 30 * KB;
  const FORBIDDEN = ['msw', 'mswjs', 'fixtures/'];
  const prodDir = path.join(root, 'dist/static/shop');
  const manifest = built ? readJson(path.join(prodDir, 'manifest.json')) : undefined;
  if (!manifest) {
    record('size budgets', 0, 4, built ? 'dist/static/shop/manifest.json missing or unreadable' : 'build failed');
  } else {
    const rows = [];
    const results = [];
    const loader = manifest.chunks?.[manifest.loader];
    rows.push([
      manifest.loader,
      'loader',
      loader?.gzip ?? 'missing',
      LOADER_GZIP,
      loader && loader.gzip <= LOADER_GZIP ? 'ok' : 'OVER',
    ]);
    results.push(['loader.js gzip <= 5 KB', !!loader && loader.gzip <= LOADER_GZIP]);

    const widgetChunks = Object.entries(manifest.chunks ?? {}).filter(
      ([, c]) => c.role === 'widget' || c.role === 'lazy',
    );
    for (const [file, c] of widgetChunks)
      rows.push([file, c.role, c.gzip, WIDGET_GZIP, c.gzip <= WIDGET_GZIP ? 'ok' : 'OVER']);
    results.push([
      'every widget chunk gzip <= 30 KB',
      widgetChunks.length > 0 && widgetChunks.every(([, c]) => c.gzip <= WIDGET_GZIP),
    ]);
    for (const [file, c] of Object.entries(manifest.chunks ?? {}).filter(([, c]) => c.role === 'shared'))
      rows.push([file, 'shared', c.gzip, '-', 'no budget']);

    // A page with only the mini basket. The baskets issue's goal is 80 kB, which React 18, i18next and
    // ky (66.9 kB gzip together, all three required) leave no room for; the product decision sets it at
    // 86 kB. Issue #11 held it at 85.8; issue #19's chunk list in the loader and early basket read took
    // 0.16 kB of the rest. Issue #33 spent the handbook's last 4 kB on declared entity schemas (valibot)
    // in place of hand-written readers (see docs/decisions/0002-byte-budget.md).
    const PAGE_GZIP = 90_000;
    const mini = manifest.widgets?.['mini-basket'];
    const pageBytes = mini
      ? [manifest.loader, ...mini.needs, mini.file].reduce(
          (sum, f) => sum + (manifest.chunks?.[f]?.gzip ?? Infinity),
          0,
        )
      : Infinity;
    rows.push([
      '(page with only the mini basket)',
      'page',
      pageBytes,
      PAGE_GZIP,
      pageBytes <= PAGE_GZIP ? 'ok' : 'OVER',
    ]);
    results.push(['mini-basket page JS gzip <= 90 kB', pageBytes <= PAGE_GZIP]);

    const offending = [];
    const walk = (dir) => {
      for (const entry of readdirSync(dir)) {
        const file = path.join(dir, entry);
        if (statSync(file).isDirectory()) walk(file);
        else {
          const text = readFileSync(file, 'latin1');
          const hits = FORBIDDEN.filter((s) => text.includes(s));
          if (hits.length) offending.push(`${path.relative(prodDir, file)} (${hits.join(', ')})`);
        }
      }
    };
    walk(prodDir);
    results.push(['no file mentions "msw", "mswjs" or "fixtures/"', offending.length === 0]);

    console.log(table(['chunk', 'role', 'gzip bytes', 'limit', 'result'], rows));
    console.log('');
    console.log(
      table(
        ['budget', 'result'],
        results.map(([name, ok]) => [name, ok ? 'passed' : 'FAILED']),
      ),
    );
    for (const f of offending) console.log(`  mock code in the production bundle: ${f}`);
    if (widgetChunks.length === 0) console.log('  no widget chunks in the manifest');
    const passed = results.filter(([, ok]) => ok).length;
    const failed = results.length - passed;
    record('size budgets', passed, failed, failed ? 'see the table above' : '');
  }
}

// 8. End-to-end tests.
heading('End-to-end tests (playwright)');
if (!built) {
  record('e2e', 0, 1, 'skipped: the build failed');
} else if (!chromium) {
  record('e2e', 0, 1, 'skipped: no Chromium (set CHROMIUM_PATH)');
} else {
  const reportFile = path.join(resultsDir, 'e2e.json');
  const port = String(await freePort());
  const code = await run(bin('playwright'), ['test'], {
    env: { CHROMIUM_PATH: chromium, E2E_PORT: port, CI: process.env.CI ?? '1' },
  });
  const report = existsSync(reportFile) ? readJson(reportFile) : undefined;
  if (!report?.stats) {
    record('e2e', 0, 1, `no test-results/e2e.json (playwright exit code ${code})`);
  } else {
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
    const globalErrors = (report.errors ?? []).length;
    // Said again here, just above the summary, because CI keeps only the tail of the output: an error
    // outside any test and a test that never ran are otherwise named only far up in the list output.
    for (const e of report.errors ?? [])
      console.log(
        `\nerror outside tests: ${String(e.message ?? e.value ?? '')
          .split('\n')
          .slice(0, 12)
          .join('\n  ')}`,
      );
    for (const t of testsWithoutResults(report.suites ?? [])) console.log(`did not run: ${t}`);
    for (const t of unexpectedTests(report.suites ?? [])) failures.push(`e2e: ${t}`);
    let failed = unexpected + globalErrors;
    const notes = [];
    if (flaky) notes.push(`${flaky} flaky`);
    if (skipped) notes.push(`${skipped} skipped`);
    if (globalErrors) notes.push(`${globalErrors} error(s) outside tests`);
    if (code !== 0 && failed === 0) {
      failed = 1;
      notes.push(`playwright exit code ${code}`);
    }
    record('e2e', expected + flaky, failed, notes.join(', '));
  }
}

// 9. Firefox and Safari's engine (WebKitGTK): every demo page mounts, and one order from the product page
// to the receipt (scripts/engines/README.md). Installed with apt-get when missing, like Chromium.
heading('Firefox ESR and WebKitGTK (scripts/engines)');
if (!built) {
  record('firefox and webkit', 0, 1, 'skipped: the build failed');
} else {
  const reportFile = path.join(resultsDir, 'engines.json');
  rmSync(reportFile, { force: true });
  const code = await run(process.execPath, ['scripts/engines/run.mjs', '--report', path.relative(root, reportFile)]);
  const report = existsSync(reportFile) ? readJson(reportFile) : undefined;
  if (!report?.engines) {
    record('firefox and webkit', 0, 1, `no test-results/engines.json (exit code ${code})`);
  } else {
    for (const engine of report.engines) {
      if (!engine.available) {
        console.log(`${engine.name}: not available (${engine.reason ?? 'unknown reason'}) - nothing counted for it`);
        suites.push({ name: engine.name, passed: 0, failed: 0, seconds: 0, note: 'not available' });
        continue;
      }
      const tests = engine.tests ?? [];
      const failed = tests.filter((t) => !t.ok).length;
      for (const t of tests.filter((t) => !t.ok)) failures.push(`${engine.name}: ${t.title}\n${firstLines(t.error)}`);
      suites.push({
        name: engine.name,
        passed: tests.length - failed,
        failed: failed || (tests.length === 0 ? 1 : 0),
        seconds: Math.round((engine.ms ?? 0) / 1000),
        note: tests.length === 0 ? 'no checks ran' : '',
      });
    }
    console.log(`\n== firefox and webkit: exit code ${code}`);
  }
}

/** "file › title" of every test in a Playwright JSON report that never got a result. */
function testsWithoutResults(suites, file = '') {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((t) => (t.results ?? []).length === 0)
        .map(() => `${suite.file ?? file} › ${spec.title}`),
    ),
    ...testsWithoutResults(suite.suites ?? [], suite.file ?? file),
  ]);
}

/** "file › title" and the first lines of the last error of every test a Playwright JSON report calls unexpected. */
function unexpectedTests(suites, file = '') {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((t) => t.status === 'unexpected')
        .map((t) => {
          const last = (t.results ?? []).at(-1);
          return `${suite.file ?? file} › ${spec.title}\n${firstLines(last?.error?.message)}`;
        }),
    ),
    ...unexpectedTests(suite.suites ?? [], suite.file ?? file),
  ]);
}

/** The first lines of an error message, indented, without terminal colours. */
function firstLines(text, lines = 10) {
  return (
    String(text ?? '(no message)')
      // oxlint-disable-next-line no-control-regex -- the terminal's colour codes are what is removed
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .slice(0, lines)
      .map((l) => `  ${l}`)
      .join('\n')
  );
}

finish();
