import {
  changedRowKeys,
  isEmptyUpdate,
  mergeUpdates,
  splitUpdate,
  type BasketUpdate,
} from '../../domain/basket/basket-update';
import { BASKET_RETRY_DELAYS, type SaveFailure } from '../../domain/basket/basket-save';
import { TIMING } from '../../lib/timing';

/** What became of a basket's changes when `flush` was asked to send them. */
export type FlushOutcome = { saved: true } | { saved: false; failure: SaveFailure; error: unknown };

/** A basket's save state, for the rows and the mini basket. */
export interface QueueStatus {
  /** saving: a batch is waiting or in flight; retrying: a failed batch waits for its next try;
   *  unsaved: the tries are used up; session: the session expired (kept until the user logs in again). */
  phase: 'idle' | 'saving' | 'retrying' | 'unsaved' | 'session';
  /** Rows (product key) with changes the server has not confirmed yet. */
  pending: string[];
  /** Rows whose last change the server refused (400), with its Message. */
  rejected: Record<string, string>;
}

export interface UpdateQueueDeps {
  /** Sends one merged batch for a basket; resolves when the server answered. */
  send(basketId: string, update: BasketUpdate): Promise<void>;
  /** Tells what kind of failure an error of `send` is (retry, refused, gone, session, unreadable). */
  classify(error: unknown): SaveFailure;
  /** The server's message for a refused batch, shown at the rows. */
  messageOf?(error: unknown): string;
  /** Sends every basket's unconfirmed changes with keepalive as the page is left. */
  sendOnLeave(batches: { basketId: string; update: BasketUpdate }[]): void;
  /** Keeps a basket's unconfirmed changes (in order) somewhere that outlives the page; [] clears. */
  persist?(basketId: string, updates: BasketUpdate[]): void;
  onBatchStarted?(basketId: string, update: BasketUpdate): void;
  onBatchCompleted?(basketId: string, outcome: FlushOutcome): void;
  onStatus?(basketId: string, status: QueueStatus): void;
  /** Quiet period before a batch is sent; SPEC section 9: 500 ms. */
  waitMs?: number;
  /** Waits before the retries of a failed batch; after the last one the changes are shown unsaved. */
  retryDelays?: readonly number[];
  /** Clock for change versions (tests). */
  now?(): number;
}

interface Entry {
  update: BasketUpdate;
  /** Sent on its own, never merged: a piece of a batch the server refused as a whole. */
  solo?: boolean;
}

interface BasketQueue {
  pending: Entry[];
  /** A batch that failed and waits for a retry (or for the user, when unsaved). Older than pending. */
  held: Entry | undefined;
  inFlight: { batch: BasketUpdate; done: Promise<FlushOutcome> } | undefined;
  timer: ReturnType<typeof setTimeout> | undefined;
  failures: number;
  phase: QueueStatus['phase'];
  rejected: Record<string, string>;
}

/**
 * Collects basket updates per basket and sends them as one batch after a quiet period; each new
 * update restarts the wait. One request per basket is in flight at a time; changes made meanwhile
 * go into the next batch. Nothing is dropped on a failure: a batch that got no answer, a timeout or a
 * 5xx is retried with backoff (quantities are absolute, so a resend is safe) and then shown unsaved
 * until a later save succeeds; a refused batch (400) is sent again line by line, so only the bad line
 * is refused; a session that expired keeps the changes for after the next login. Every change carries
 * a version, so a late batch never brings an older value back on the server.
 */
export function createUpdateQueue(deps: UpdateQueueDeps) {
  const waitMs = deps.waitMs ?? TIMING.basketBatchWait;
  const retryDelays = deps.retryDelays ?? BASKET_RETRY_DELAYS;
  const now = deps.now ?? Date.now;
  const queues = new Map<string, BasketQueue>();
  let lastVersion = 0;
  /**
   * Held (the identity is changing, or is no longer the session's): nothing is sent, retried or flushed on
   * leave. Changes are still kept (deps.persist) under the page's identity, for when it is back (issue #32).
   */
  let halted = false;

  const queueOf = (id: string) => {
    let q = queues.get(id);
    if (!q)
      queues.set(
        id,
        (q = {
          pending: [],
          held: undefined,
          inFlight: undefined,
          timer: undefined,
          failures: 0,
          phase: 'idle',
          rejected: {},
        }),
      );
    return q;
  };

  /** Unconfirmed changes, oldest first: the batch in flight or held, then the pending ones. */
  const unconfirmed = (q: BasketQueue): BasketUpdate[] => [
    ...(q.inFlight ? [q.inFlight.batch] : []),
    ...(q.held ? [q.held.update] : []),
    ...q.pending.map((e) => e.update),
  ];

  function report(basketId: string, q: BasketQueue): void {
    const open = unconfirmed(q);
    deps.persist?.(basketId, open);
    if (open.length === 0) q.phase = 'idle';
    deps.onStatus?.(basketId, {
      phase: q.phase,
      pending: [...new Set(open.flatMap(changedRowKeys))],
      rejected: { ...q.rejected },
    });
  }

  function stamp(update: BasketUpdate): BasketUpdate {
    const version = (lastVersion = Math.max(now(), lastVersion + 1));
    const hasFields =
      update.Delivery !== undefined ||
      update.References !== undefined ||
      update.Message !== undefined ||
      update.SeparateInvoice !== undefined;
    return {
      ...update,
      ...(hasFields && update.Version === undefined ? { Version: version } : {}),
      ...(update.Products
        ? { Products: update.Products.map((p) => (p.Version === undefined ? { ...p, Version: version } : p)) }
        : {}),
    };
  }

  /** The next batch: the held one first, merged with pending changes up to the first solo piece. */
  function takeBatch(q: BasketQueue): Entry | undefined {
    const head = q.held ?? q.pending[0];
    if (!head) return undefined;
    if (head.solo) {
      if (q.held) q.held = undefined;
      else q.pending.shift();
      return head;
    }
    const parts = q.held ? [q.held.update] : [];
    q.held = undefined;
    while (q.pending[0] && !q.pending[0].solo) parts.push(q.pending.shift()!.update);
    return { update: mergeUpdates(parts) };
  }

  function scheduleRetry(basketId: string, q: BasketQueue): void {
    clearTimeout(q.timer);
    if (halted) return;
    const delay = retryDelays[q.failures - 1];
    if (delay === undefined) {
      q.timer = undefined;
      q.phase = 'unsaved';
      return;
    }
    q.phase = 'retrying';
    q.timer = setTimeout(() => void flush(basketId), delay);
  }

  /** Sends one batch and settles the queue's state by its outcome. */
  async function sendBatch(basketId: string, q: BasketQueue, entry: Entry): Promise<FlushOutcome> {
    const batch = entry.update;
    deps.onBatchStarted?.(basketId, batch);
    let outcome: FlushOutcome;
    try {
      await deps.send(basketId, batch);
      outcome = { saved: true };
    } catch (error) {
      outcome = { saved: false, failure: deps.classify(error), error };
    }
    q.inFlight = undefined;
    if (outcome.saved) {
      q.failures = 0;
      if (q.phase !== 'session') q.phase = q.pending.length ? 'saving' : 'idle';
      for (const key of changedRowKeys(batch)) delete q.rejected[key];
    } else {
      settleFailure(basketId, q, entry, outcome);
    }
    report(basketId, q);
    deps.onBatchCompleted?.(basketId, outcome);
    return outcome;
  }

  function settleFailure(
    basketId: string,
    q: BasketQueue,
    entry: Entry,
    outcome: Extract<FlushOutcome, { saved: false }>,
  ): void {
    switch (outcome.failure) {
      case 'transient':
        q.held = entry;
        q.failures += 1;
        scheduleRetry(basketId, q);
        return;
      case 'session':
        q.held = entry;
        q.phase = 'session';
        return;
      case 'rejected': {
        const parts = splitUpdate(entry.update);
        if (!entry.solo && parts.length > 1) {
          q.pending.unshift(...parts.map((update) => ({ update, solo: true })));
          return;
        }
        const message = deps.messageOf?.(outcome.error) ?? '';
        for (const key of changedRowKeys(entry.update)) q.rejected[key] = message;
        return;
      }
      case 'missing':
        // The basket is gone (SPEC 8: the page-reload warning follows); its changes have nothing to apply to.
        q.pending = [];
        q.held = undefined;
        q.failures = 0;
        q.phase = 'idle';
        return;
      case 'unreadable':
        // The server answered 2xx without a readable basket: the change arrived; the store reads the basket again.
        return;
    }
  }

  /**
   * Sends a basket's changes now and resolves once every one of them is answered: saved, or the
   * first failure (the changes then stay queued, retrying or unsaved, as the failure says).
   */
  async function flush(basketId: string): Promise<FlushOutcome> {
    const q = queueOf(basketId);
    clearTimeout(q.timer);
    q.timer = undefined;
    let result: FlushOutcome = { saved: true };
    for (;;) {
      // Kept for the identity they belong to, as after an expired session.
      if (halted) return unconfirmed(q).length ? { saved: false, failure: 'session', error: undefined } : result;
      while (q.inFlight) {
        const answered = await q.inFlight.done;
        if (!answered.saved) result = answered;
      }
      if (q.phase === 'session' && q.held)
        return result.saved ? { saved: false, failure: 'session', error: undefined } : result;
      const entry = takeBatch(q);
      if (!entry) return result;
      if (isEmptyUpdate(entry.update)) continue;
      if (q.phase !== 'session') q.phase = 'saving';
      const done = sendBatch(basketId, q, entry);
      q.inFlight = { batch: entry.update, done };
      report(basketId, q);
      const outcome = await done;
      if (!outcome.saved) {
        result = outcome;
        // A refused piece does not stop the others; any other failure leaves the rest queued behind it.
        if (outcome.failure !== 'rejected' && outcome.failure !== 'unreadable') return result;
      }
    }
  }

  return {
    /** Adds an update; the basket's batch goes out 500 ms after the last update. */
    add(basketId: string, update: BasketUpdate): void {
      const q = queueOf(basketId);
      q.pending.push({ update: stamp(update) });
      for (const key of changedRowKeys(update)) delete q.rejected[key];
      if (q.phase === 'idle' || q.phase === 'unsaved') q.phase = 'saving';
      // A new change is a fresh try for held changes too: they go out together after the quiet period.
      if (q.phase !== 'session' && !halted) {
        q.failures = 0;
        clearTimeout(q.timer);
        q.timer = setTimeout(() => void flush(basketId), waitMs);
      }
      report(basketId, q);
    },
    /**
     * Puts changes kept from an earlier page of this tab back in front of the queue (they are older
     * than anything typed here); `flush` sends them.
     */
    restore(basketId: string, updates: BasketUpdate[]): void {
      if (updates.length === 0) return;
      const q = queueOf(basketId);
      for (const u of updates) for (const p of u.Products ?? []) lastVersion = Math.max(lastVersion, p.Version ?? 0);
      q.pending.unshift(...updates.map((update) => ({ update })));
      report(basketId, q);
    },
    flush,
    /** Sends every basket's changes now (the page was hidden: still alive, so answers are read). */
    flushAll(): void {
      for (const [basketId, q] of queues)
        if (q.pending.length || (q.held && q.phase !== 'session')) void flush(basketId);
    },
    /** Tries unsaved changes again (the user's retry, the network came back, the user logged in). */
    retry(basketId?: string): void {
      for (const [id, q] of queues) {
        if (basketId !== undefined && id !== basketId) continue;
        if (!q.held && q.pending.length === 0) continue;
        q.failures = 0;
        if (q.phase === 'session' || q.phase === 'unsaved') q.phase = 'saving';
        void flush(id);
      }
    },
    /** Whether a basket has updates not yet answered (pending, held or in flight). */
    isBusy(basketId: string): boolean {
      const q = queues.get(basketId);
      return !!q && (q.pending.length > 0 || !!q.inFlight || !!q.held);
    },
    /**
     * The page is being left: every basket's unconfirmed changes (the batch in flight included, as
     * its answer will never be read) go out with keepalive. The queue keeps them, and so does the
     * session store, in case the page comes back from the back/forward cache or the request is lost.
     */
    flushOnLeave(): void {
      if (halted) return;
      const batches: { basketId: string; update: BasketUpdate }[] = [];
      for (const [basketId, q] of queues) {
        const open = unconfirmed(q);
        if (open.length === 0) continue;
        const update = mergeUpdates(open);
        if (!isEmptyUpdate(update)) batches.push({ basketId, update });
      }
      if (batches.length) deps.sendOnLeave(batches);
    },
    /**
     * Holds every write: timers are cleared, and nothing is sent, retried or flushed on leave until
     * `resume` (an answer still on its way still settles its changes). For an identity change (issue #32).
     */
    halt(): void {
      halted = true;
      for (const q of queues.values()) {
        clearTimeout(q.timer);
        q.timer = undefined;
      }
    },
    /** Ends a hold whose identity change did not happen: what waits is sent at once. */
    resume(): void {
      halted = false;
      for (const [basketId, q] of queues) if (q.pending.length || q.held) void flush(basketId);
    },
    isHalted: () => halted,
    /** The baskets with changes the server has not confirmed. */
    waiting: (): string[] => [...queues].filter(([, q]) => unconfirmed(q).length).map(([id]) => id),
  };
}

export type UpdateQueue = ReturnType<typeof createUpdateQueue>;
