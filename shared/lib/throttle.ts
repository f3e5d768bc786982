/**
 * A leading-and-trailing throttle: the first call runs at once, later calls within `wait` are
 * collapsed into one run at the end of the window with the latest arguments, so the last value is
 * never lost. Used for the 1000 ms search-change address updates and the 150 ms scroll saves (SPEC 9).
 */
export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending trailing run (e.g. the overlay closed, so its address must not come back). */
  cancel(): void;
  /** Runs a pending trailing run now (e.g. the page is being left). */
  flush(): void;
}

/** Milliseconds until a call may run: 0 = now. `lastRunAt` null = never ran. Pure, for the tests. */
export function throttleDelay(lastRunAt: number | null, now: number, wait: number): number {
  if (lastRunAt === null) return 0;
  return Math.max(0, lastRunAt + wait - now);
}

export function createThrottle<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
  now: () => number = Date.now,
): Throttled<A> {
  let lastRunAt: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | null = null;

  const run = (args: A) => {
    lastRunAt = now();
    pending = null;
    fn(...args);
  };
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const throttled = (...args: A) => {
    const delay = throttleDelay(lastRunAt, now(), wait);
    if (delay === 0 && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      if (pending) run(pending);
    }, delay);
  };
  throttled.cancel = () => {
    clear();
    pending = null;
  };
  throttled.flush = () => {
    clear();
    if (pending) run(pending);
  };
  return throttled;
}
