/**
 * What the modules named in tests/support/module-resets.ts are given under vitest (the plugin there appends
 * a call to each of them), and what tests/setup.ts calls after each test. Production code knows none of it.
 *
 * Test files share their worker's modules (vitest.config.ts, isolate: false), so a module's own state (a
 * flag, a queue, listeners) outlives the test that set it. After each test:
 * 1. `endTestCalls`: every API call still on its way is answered at once, as aborted, and what the test's
 *    code does with that answer runs now, before the next test (an answer arriving later would land in
 *    the next test's stores).
 * 2. `resetModules`: each module puts its state back to how it starts.
 */
import { setImmediate } from 'node:timers';

const resets: (() => void)[] = [];

/** Called by a module as it loads (appended by the plugin): how to put its state back to its start. */
export function onModuleReset(reset: () => void): void {
  resets.push(reset);
}

/** Every module loaded so far forgets its state, as the next page load would start. */
export function resetModules(): void {
  for (const reset of resets) reset();
}

/**
 * Wraps a factory whose instances keep state in their closure (a queue and its timers): each instance
 * it makes is swapped for a fresh one after each test, the old one `retire`d first (its timers stopped).
 * Whoever holds the instance holds a stand-in that always reaches the current one.
 */
export function freshEachTest<A extends unknown[], T extends object>(
  make: (...args: A) => T,
  retire: (old: T) => void,
): (...args: A) => T {
  return (...args) => {
    let current = make(...args);
    onModuleReset(() => {
      retire(current);
      current = make(...args);
    });
    return new Proxy({} as T, { get: (_target, key) => Reflect.get(current, key) });
  };
}

/** The calls of the running test that are still on their way: each one's abort. */
let onTheirWay = new Set<() => void>();

/**
 * Wraps an API call so that it settles within the test that made it: at the test's end (`endTestCalls`)
 * it fails with `aborted(...args)`, and its real answer, whenever it comes, is dropped.
 */
export function settledWithinTest<A extends unknown[], T>(
  call: (...args: A) => Promise<T>,
  aborted: (...args: A) => Error,
): (...args: A) => Promise<T> {
  return (...args) =>
    new Promise<T>((resolve, reject) => {
      const calls = onTheirWay;
      const abort = () => reject(aborted(...args));
      calls.add(abort);
      call(...args).then(
        (value) => calls.delete(abort) && resolve(value),
        (error: unknown) => calls.delete(abort) && reject(error),
      );
    });
}

/**
 * Wraps a fetcher's request (shared/lib/fetcher.ts) so that it ends within the test that made it: at the test's
 * end its signal aborts (a pause before the call stops too) and it fails as aborted, so the fetcher forgets it.
 */
export function fetchEndedWithTest<K, T>(
  fetch: (key: K, signal: AbortSignal) => Promise<T>,
): (key: K, signal: AbortSignal) => Promise<T> {
  return (key, signal) => {
    const controller = new AbortController();
    signal.addEventListener('abort', () => controller.abort(signal.reason));
    const ended = () => {
      const error = new DOMException('The test ended', 'AbortError');
      controller.abort(error);
      return error;
    };
    return settledWithinTest((k: K) => fetch(k, controller.signal), ended)(key);
  };
}

/**
 * Ends the test's API calls still on their way (as aborted) and lets the test's code finish with them: a
 * macrotask of Node's own (not one a test's fake timers hold) runs only once every promise reaction is done.
 */
export async function endTestCalls(): Promise<void> {
  const ended = onTheirWay;
  onTheirWay = new Set();
  for (const abort of ended) abort();
  ended.clear();
  await new Promise((resolve) => setImmediate(resolve));
}
