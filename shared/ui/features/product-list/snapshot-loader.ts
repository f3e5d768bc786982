import { ApiAbortError } from '../../../api/http/errors';
import type { Product } from '../../../domain/models';

/** How many snapshot chunks are in flight at once: the top of the list first, without queueing 8 requests. */
export const SNAPSHOT_CONCURRENCY = 2;

export interface SnapshotLoaderOptions {
  fetch(ids: string[], date: string | null, signal: AbortSignal): Promise<Product[]>;
  /** A chunk answered: its products (ids the server did not know are missing from them). */
  onLoaded(ids: string[], products: Product[], date: string | null): void;
  /** A chunk failed (not aborted): its rows offer a retry. */
  onFailed(ids: string[], date: string | null): void;
  concurrency?: number;
}

interface Run {
  controller: AbortController;
  date: string | null;
  queue: string[][];
  active: number;
}

/**
 * The second step of a list (SPEC 4): snapshot chunks fetched a few at a time, in list order. A new
 * `start` (the list or the delivery date changed) aborts every request of the previous one, as does
 * `stop` (unmount), so an answer for an old list never lands in a new one.
 */
export function createSnapshotLoader(opts: SnapshotLoaderOptions) {
  const concurrency = Math.max(1, opts.concurrency ?? SNAPSHOT_CONCURRENCY);
  let run: Run | null = null;

  function pump(current: Run): void {
    while (current === run && current.active < concurrency && current.queue.length > 0) {
      const ids = current.queue.shift()!;
      current.active++;
      opts
        .fetch(ids, current.date, current.controller.signal)
        .then(
          (products) => current === run && opts.onLoaded(ids, products, current.date),
          (error: unknown) =>
            current === run &&
            !(error instanceof ApiAbortError) &&
            !current.controller.signal.aborted &&
            opts.onFailed(ids, current.date),
        )
        .finally(() => {
          current.active--;
          pump(current);
        });
    }
  }

  return {
    /** Fetches these chunks for this date, dropping whatever the previous start still had going. */
    start(chunks: string[][], date: string | null): void {
      run?.controller.abort();
      run = { controller: new AbortController(), date, queue: chunks.filter((c) => c.length > 0), active: 0 };
      pump(run);
    },
    /** Fetches one chunk again (a failed one), next in line, within the current start. */
    retry(ids: string[]): void {
      if (!run || ids.length === 0) return;
      run.queue.unshift(ids);
      pump(run);
    },
    stop(): void {
      run?.controller.abort();
      run = null;
    },
  };
}

export type SnapshotLoader = ReturnType<typeof createSnapshotLoader>;
