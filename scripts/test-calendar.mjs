// npm run test:calendar: the whole calendar sweep (scripts/calendar-dates.mjs). At every date, the
// date-sensitive unit and component tests (vitest's `calendar <date> …` projects, vitest.config.ts, with
// WSH_CALENDAR=all) and the e2e specs of E2E_FILES in Chromium (WSH_TEST_NOW moves the pages' Date and
// the mock's today, scripts/test-clock.mjs). `npm test` runs the quick part of the sweep with its unit
// tests. The last line is `N passed, N failed`; the exit code is 1 if any failed.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DATES, E2E_FILES, resolveDate } from './calendar-dates.mjs';
import { ensureChromiumOrExit } from './chromium.mjs';
import { bin, ensureDependencies, freePort, readJson, root, run, table } from './setup.mjs';

const resultsDir = path.join(root, 'test-results', 'calendar');

/** The date's vitest projects; { passed, failed }. */
async function unitAt(at, label) {
  const file = path.join(resultsDir, `vitest-${label}.json`);
  rmSync(file, { force: true });
  const code = await run(
    bin('vitest'),
    [
      'run',
      '--project',
      `calendar ${at} node`,
      '--project',
      `calendar ${at} dom`,
      '--reporter=dot',
      '--reporter=json',
      `--outputFile=${path.relative(root, file)}`,
    ],
    { env: { WSH_CALENDAR: 'all' } },
  );
  const report = readJson(file);
  if (!report) return { passed: 0, failed: 1 };
  const broken = (report.testResults ?? []).filter(
    (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
  const failed = (report.numFailedTests ?? 0) + broken || (code !== 0 ? 1 : 0);
  return { passed: report.numPassedTests ?? 0, failed };
}

/** The e2e specs at `at` in Chromium; { passed, failed }. */
async function e2eAt(at, label) {
  const file = path.join(resultsDir, `e2e-${label}.json`);
  rmSync(file, { force: true });
  const code = await run(bin('playwright'), ['test', ...E2E_FILES, '--reporter=dot,json'], {
    env: {
      WSH_TEST_NOW: at,
      E2E_PORT: String(await freePort()),
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.relative(root, file),
      CI: process.env.CI ?? '1',
    },
  });
  const stats = readJson(file)?.stats;
  if (!stats) return { passed: 0, failed: 1 };
  const failed = (stats.unexpected ?? 0) || (code !== 0 ? 1 : 0);
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed };
}

await ensureDependencies();
ensureChromiumOrExit('headless-shell');
mkdirSync(resultsDir, { recursive: true });
if (!existsSync(path.join(root, 'dist/demo/pages/index.html'))) {
  console.log('Building the demo pages for the e2e specs (node esbuild.config.mjs)');
  if ((await run(process.execPath, ['esbuild.config.mjs'])) !== 0) process.exit(1);
}
const rows = [];
for (const [index, [date, what]] of DATES.entries()) {
  const at = resolveDate(date);
  console.log(`\n-- ${at}: ${what}`);
  rows.push([at, what, await unitAt(at, index), await e2eAt(at, index)]);
}
console.log(
  '\n' +
    table(
      ['date', 'what it catches', 'unit passed', 'unit failed', 'e2e passed', 'e2e failed'],
      rows.map(([at, what, unit, e2e]) => [at, what, unit.passed, unit.failed, e2e.passed, e2e.failed]),
    ),
);
const passed = rows.reduce((n, [, , unit, e2e]) => n + unit.passed + e2e.passed, 0);
const failed = rows.reduce((n, [, , unit, e2e]) => n + unit.failed + e2e.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
