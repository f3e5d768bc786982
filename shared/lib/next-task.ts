/**
 * Ends the running task and resumes in a new one: where the browser has it, with `scheduler.yield()`
 * (Chromium 129+, Firefox 142+), which resumes ahead of other queued work; elsewhere after a 0 ms timer.
 * It splits a long piece of work into tasks, so that a key press that arrives during it is answered in
 * between, not after all of it (issue #35: no task over 50 ms at 4x CPU slowdown).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
