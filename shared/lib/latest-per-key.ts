/**
 * A debounce per key where only the latest value counts (SPEC 4 checkout: quantity changes are
 * debounced 200 ms and only the latest is submitted). Each key has its own timer, so changing line A
 * never delays line B; `flush` runs every waiting key at once (before a submit).
 */
export interface LatestPerKey<V> {
  schedule(key: string, value: V): void;
  /** Runs every waiting key now and resolves when all runs (also those already running) are done. */
  flush(): Promise<void>;
  /** Whether `value` is still the latest scheduled for `key` (a run checks it after each await). */
  isLatest(key: string, value: V): boolean;
  /** Forgets every waiting key (e.g. on unmount). */
  cancel(): void;
}

export function latestPerKey<V>(waitMs: number, run: (key: string, value: V) => Promise<void>): LatestPerKey<V> {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const waiting = new Map<string, V>();
  const latest = new Map<string, V>();
  const running = new Set<Promise<void>>();

  const start = (key: string) => {
    clearTimeout(timers.get(key));
    timers.delete(key);
    if (!waiting.has(key)) return;
    const value = waiting.get(key) as V;
    waiting.delete(key);
    // `run` reports its own failures (the checkout's change goes to the basket engine, which retries or
    // marks it unsaved); this catch only keeps a rejection from escaping the debounce.
    const p = run(key, value).catch(() => {}); // `run` already reported it: nothing is dropped here
    running.add(p);
    void p.finally(() => running.delete(p));
  };

  return {
    schedule(key, value) {
      waiting.set(key, value);
      latest.set(key, value);
      clearTimeout(timers.get(key));
      timers.set(
        key,
        setTimeout(() => start(key), waitMs),
      );
    },
    async flush() {
      // oxlint-disable-next-line unicorn/no-useless-spread -- a snapshot: a run may schedule its key again
      for (const key of [...waiting.keys()]) start(key);
      await Promise.all(running);
    },
    isLatest: (key, value) => latest.get(key) === value,
    cancel() {
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
      waiting.clear();
    },
  };
}
