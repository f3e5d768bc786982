import { isEmptyUpdate, mergeUpdates, type BasketUpdate } from '../../domain/basket-update';
import { TIMING } from '../../domain/timing';

export interface UpdateQueueDeps {
  /** Sends one merged batch for a basket; resolves when the server answered. */
  send(basketId: string, update: BasketUpdate): Promise<void>;
  /** Sends a batch that must survive the page being left (fetch keepalive). */
  sendOnLeave(basketId: string, update: BasketUpdate): void;
  onBatchStarted?(basketId: string, update: BasketUpdate): void;
  onBatchCompleted?(basketId: string, ok: boolean, error?: unknown): void;
  /** Quiet period before a batch is sent; SPEC section 9: 500 ms. */
  waitMs?: number;
}

interface BasketQueue {
  pending: BasketUpdate[];
  timer: ReturnType<typeof setTimeout> | undefined;
  inFlight: Promise<void> | undefined;
}

/**
 * Collects basket updates per basket and sends them as one batch after a quiet period; each new
 * update restarts the wait. One request per basket is in flight at a time: a batch that becomes due
 * meanwhile waits for it, and changes made during a flight go into the next batch.
 */
export function createUpdateQueue(deps: UpdateQueueDeps) {
  const waitMs = deps.waitMs ?? TIMING.basketBatchWait;
  const queues = new Map<string, BasketQueue>();
  const queueOf = (id: string) => {
    let q = queues.get(id);
    if (!q) queues.set(id, (q = { pending: [], timer: undefined, inFlight: undefined }));
    return q;
  };

  async function flush(basketId: string): Promise<void> {
    const q = queueOf(basketId);
    clearTimeout(q.timer);
    q.timer = undefined;
    while (q.inFlight) await q.inFlight;
    if (q.pending.length === 0) return;
    const batch = mergeUpdates(q.pending.splice(0));
    if (isEmptyUpdate(batch)) return;
    deps.onBatchStarted?.(basketId, batch);
    const flight = deps.send(basketId, batch).then(
      () => deps.onBatchCompleted?.(basketId, true),
      (error: unknown) => deps.onBatchCompleted?.(basketId, false, error),
    );
    q.inFlight = flight;
    await flight;
    q.inFlight = undefined;
  }

  return {
    /** Adds an update; the basket's batch goes out 500 ms after the last update. */
    add(basketId: string, update: BasketUpdate): void {
      const q = queueOf(basketId);
      q.pending.push(update);
      clearTimeout(q.timer);
      q.timer = setTimeout(() => void flush(basketId), waitMs);
    },
    /** Sends a basket's pending updates now (e.g. before checkout); resolves when answered. */
    flush,
    /** Whether a basket has updates not yet answered (pending or in flight). */
    isBusy(basketId: string): boolean {
      const q = queues.get(basketId);
      return !!q && (q.pending.length > 0 || !!q.inFlight);
    },
    /**
     * The page is being hidden or left: send every pending batch at once with keepalive, so a user
     * who leaves within the 500 ms window loses nothing. A batch in flight is already on its way.
     */
    flushOnLeave(): void {
      for (const [basketId, q] of queues) {
        clearTimeout(q.timer);
        q.timer = undefined;
        if (q.pending.length === 0) continue;
        const batch = mergeUpdates(q.pending.splice(0));
        if (!isEmptyUpdate(batch)) deps.sendOnLeave(basketId, batch);
      }
    },
  };
}

export type UpdateQueue = ReturnType<typeof createUpdateQueue>;
