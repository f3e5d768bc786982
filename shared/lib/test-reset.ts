/**
 * Module state that tests reset. A module with state of its own (a queue and its timers, a flag, listeners)
 * registers how to forget it, inside `if (process.env.NODE_ENV !== 'production')`: the build defines
 * NODE_ENV as production, so neither the resets nor this registry reach the production bundle (the core
 * chunk would otherwise carry one test-only export per module). tests/setup.ts runs them after each test.
 */
const resets: (() => void)[] = [];

export function onTestReset(reset: () => void): void {
  resets.push(reset);
}

/** Forgets the state of every module loaded so far, as the next page load would start. */
export function resetModuleState(): void {
  for (const reset of resets) reset();
}
