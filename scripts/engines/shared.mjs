// Small things the engine runs share.
import { TEST_TIME_ZONE } from '../test-clock.mjs';

/** The mock's per-browser state (e2e/mock-session.ts) and its "now" (fixtures/clock.ts). */
export const SESSION_COOKIE = 'wsh_session';
export const NOW_COOKIE = 'wsh_now';

/** The browsers' time zone: the shop's, which the suite's clock is given in. */
export const TIME_ZONE = TEST_TIME_ZONE;

/** Playwright's "Desktop Chrome" viewport, which the Chromium suite uses. */
export const VIEWPORT = { width: 1280, height: 720 };

/** A page of the origin with no scripts of the shop (a 404), where cookies and storage are swapped between checks. */
export const BLANK = '/__engine-blank';

/** How long any one wait of a check may take. */
export const WAIT_MS = 15_000;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls `probe` every `interval` ms until `done(value)`; returns the value, or throws
 * `${message}` with the last value once `timeout` has passed.
 */
export async function poll(probe, done, { message, timeout = WAIT_MS, interval = 100 } = {}) {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() >= end)
      throw new Error(
        `${message ?? 'condition'} not met within ${timeout} ms (last: ${JSON.stringify(value)?.slice(0, 400)})`,
      );
    await sleep(interval);
  }
}

/** A child process's whole process group (spawned detached), then the process itself. */
export function killTree(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/** Resolves once `child` has exited (at once if it has). */
export function exited(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', resolve));
}
