import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';
import { TEST_TIME_ZONE } from './scripts/test-clock.mjs';

/**
 * End-to-end tests against the demo site (dist/demo) served by the mock API server.
 * `npm test` builds first, finds Chromium and sets CHROMIUM_PATH and E2E_PORT; run directly with
 * `npm run build && npx playwright test`.
 */

/** Set by scripts/test.mjs; the usual system paths when the config is used directly. */
const executablePath = findChromium('headless-shell');

const port = Number(process.env.E2E_PORT || 4319);
const baseURL = `http://127.0.0.1:${port}`;

if (!existsSync(fileURLToPath(new URL('./dist/demo/pages/index.html', import.meta.url)))) {
  throw new Error('dist/demo is missing: run `npm run build` (or `npm test`) before `playwright test`');
}

export default defineConfig({
  testDir: 'e2e',
  /** Not test-results/ itself: Playwright empties its output folder, and vitest.json lives there. */
  outputDir: 'test-results/e2e-artifacts',
  // A whole flow's budget. 30 s was met by the longest keyboard flows (three axe scans, a reload, a language
  // switch) only on a quiet machine; on a busy one they took 31-34 s while every step stayed well within
  // its own 5 s. A test that hangs still fails, after 60 s.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  // Every test has its own mock state (e2e/mock-session.ts: a session cookie the mock server keeps a db
  // for), so tests run at once, one worker per core, each file's tests spread over the workers too.
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: availableParallelism(),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    // The shop's time zone, whatever the machine's: the suite's pinned clock is Copenhagen time
    // (scripts/test-clock.mjs; e2e/mock-session.ts puts it into every page and the mock).
    timezoneId: TEST_TIME_ZONE,
    // No trace by default: recording one costs a third of the suite's time (CPU-bound on this 2-core
    // machine). A failure still leaves its screenshot and error context; for a trace, run
    // `npx playwright test <spec> --trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${port}`,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
