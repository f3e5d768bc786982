import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import {
  DATES,
  DOM_FILES,
  NODE_FILES,
  QUICK_DATES,
  QUICK_DOM_DATES,
  QUICK_DOM_FILES,
  resolveDate,
} from './scripts/calendar-dates.mjs';
import { TEST_TIME_ZONE } from './scripts/test-clock.mjs';
import { moduleResets } from './tests/support/module-resets.ts';

// The shop's time zone for every worker: the pinned clock (tests/support/pinned-clock.ts) and the
// calendar sweep's daylight-saving days are Copenhagen's, whatever zone the machine is set to.
process.env.TZ = TEST_TIME_ZONE;

/**
 * Tests that never touch a DOM run in plain node: a happy-dom environment costs each file about 2 s of
 * set-up on this machine. The rule goes by folder, so a new file follows its folder: pure rules
 * (shared/domain, shared/lib), the mock API (fixtures) and the architecture checks. A file there that
 * needs a DOM says so in its first line (`// @vitest-environment happy-dom`), and a DOM-free file
 * elsewhere may opt out the same way (`// @vitest-environment node`).
 */
const NODE_TESTS = [
  'tests/shared/domain/**/*.test.{ts,tsx}',
  'tests/shared/lib/**/*.test.{ts,tsx}',
  'tests/fixtures/**/*.test.{ts,tsx}',
  'tests/architecture/**/*.test.{ts,tsx}',
];

/**
 * The calendar sweep (scripts/calendar-dates.mjs) as projects of this run: the date-sensitive files once
 * more per date, with the suite's clock moved there (WSH_TEST_NOW). One vitest run shares the workers'
 * module cache, so a date costs its tests, not a start-up. WSH_CALENDAR picks the dates: `quick` (the
 * default, what `npm test` runs), `all` (`npm run test:calendar`) or `off`.
 */
function calendarProjects(): TestProjectInlineConfiguration[] {
  const sweep = process.env.WSH_CALENDAR ?? 'quick';
  if (sweep === 'off') return [];
  const dates = sweep === 'all' ? DATES.map(([date]) => date) : QUICK_DATES;
  const withDom = (date: string) => sweep === 'all' || QUICK_DOM_DATES.includes(date);
  return dates.flatMap((date): TestProjectInlineConfiguration[] => {
    const at = resolveDate(date);
    const env = { WSH_TEST_NOW: at };
    return [
      {
        extends: true as const,
        test: { name: `calendar ${at} node`, environment: 'node', include: Object.values(NODE_FILES).flat(), env },
      },
      ...(withDom(date)
        ? [
            {
              extends: true as const,
              test: {
                name: `calendar ${at} dom`,
                environment: 'happy-dom',
                include: sweep === 'all' ? Object.values(DOM_FILES).flat() : QUICK_DOM_FILES,
                env,
              },
            },
          ]
        : []),
    ];
  });
}

export default defineConfig({
  // Compile-time flags (types/build-flags.d.ts): tests see the demo bundle's dev hooks, and the captcha
  // services' real script addresses (the tests run the stand-ins themselves).
  define: { __WSH_MEASURE__: 'true', __WSH_CAPTCHA_STAND_INS__: 'false' },
  // How each module with state of its own starts again after a test, appended to it here, under vitest
  // only: production code knows no tests (tests/support/module-resets.ts).
  plugins: [moduleResets(path.dirname(fileURLToPath(import.meta.url)))],
  test: {
    // Shared by both projects (`extends: true`); include and environment are each project's own.
    setupFiles: ['tests/setup.ts'],
    // findBy/waitFor wait up to 10 s (tests/setup-dom.ts); vitest's default test timeout, 5 s, left no
    // room for even one such wait plus the render on a loaded 2-core machine (a long brand list in jsdom
    // timed out). A test that hangs still fails, after 30 s.
    testTimeout: 30_000,
    restoreMocks: true,
    unstubGlobals: true,
    pool: 'threads',
    // Files in one worker share its module cache (isolate: false): each file no longer imports React,
    // the stores and i18n afresh, which halves the suite's time (dom 75 -> 39 s, node 21 -> 11 s on this
    // machine). It is safe because every test ends in a clean state anyway: tests/setup.ts unmounts,
    // settles the test's API calls, resets every module's state (tests/support/module-resets.ts), gives
    // fresh stores (an architecture test keeps that list complete) and clears the document, cookies and
    // storage. `npx vitest run
    // --sequence.shuffle` checks that no file depends on another's leftovers.
    isolate: false,
    // Vitest's default leaves one core to its main process: a single worker on a 2-core machine. The main
    // process is mostly idle once files are transformed, so one worker per core runs the suite faster.
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: 'node', environment: 'node', include: NODE_TESTS } },
      {
        extends: true,
        test: { name: 'dom', environment: 'happy-dom', include: ['tests/**/*.test.{ts,tsx}'], exclude: NODE_TESTS },
      },
      ...calendarProjects(),
    ],
  },
});
