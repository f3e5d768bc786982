import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASKET_RETRY_DELAYS, type SaveFailure } from '../../../shared/domain/basket/basket-save';
import type { BasketUpdate } from '../../../shared/domain/basket/basket-update';
import { createUpdateQueue, type FlushOutcome, type QueueStatus } from '../../../shared/stores/basket/update-queue';
import { stripVersions } from '../../support/basket-payload';

class Failure extends Error {
  constructor(readonly kind: SaveFailure) {
    super(kind);
  }
}

/** A queue whose sends wait until the test answers them (`answer(i)` or `refuse(i, kind)`). */
function setup() {
  const sent: { basketId: string; update: BasketUpdate }[] = [];
  const settle: { ok: () => void; fail: (e: unknown) => void }[] = [];
  const onLeave: { basketId: string; update: BasketUpdate }[] = [];
  const events: string[] = [];
  const status = new Map<string, QueueStatus>();
  const persisted = new Map<string, BasketUpdate[]>();
  let clock = 1000;
  const queue = createUpdateQueue({
    send: (basketId, update) => {
      sent.push({ basketId, update });
      return new Promise<void>((ok, fail) => settle.push({ ok, fail }));
    },
    classify: (e) => (e instanceof Failure ? e.kind : 'transient'),
    messageOf: (e) => (e instanceof Failure ? `refused: ${e.kind}` : ''),
    sendOnLeave: (batches) => onLeave.push(...batches),
    persist: (id, updates) => persisted.set(id, updates),
    onBatchStarted: (id) => events.push(`started ${id}`),
    onBatchCompleted: (id, outcome) => events.push(`completed ${id} ${outcome.saved ? 'saved' : outcome.failure}`),
    onStatus: (id, s) => status.set(id, s),
    now: () => clock,
  });
  const answer = async (i: number) => {
    settle[i]!.ok();
    await vi.advanceTimersByTimeAsync(0);
  };
  const refuse = async (i: number, kind: SaveFailure) => {
    settle[i]!.fail(new Failure(kind));
    await vi.advanceTimersByTimeAsync(0);
  };
  const tick = (ms: number) => (clock += ms);
  return { queue, sent, onLeave, events, status, persisted, answer, refuse, tick };
}
const qty = (ProductId: string, Quantity: number): BasketUpdate => ({ Products: [{ ProductId, Quantity }] });
const products = (u: BasketUpdate | undefined) => stripVersions(u ?? {}).Products;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('basket update queue (SPEC section 4)', () => {
  it('sends one batch 500 ms after the last update; each update restarts the wait', async () => {
    const { queue, sent } = setup();
    queue.add('B1', qty('1', 1));
    await vi.advanceTimersByTimeAsync(400);
    queue.add('B1', qty('2', 2));
    await vi.advanceTimersByTimeAsync(400);
    queue.add('B1', qty('3', 3));
    await vi.advanceTimersByTimeAsync(499);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(products(sent[0]!.update)).toEqual([
      { ProductId: '1', Quantity: 1 },
      { ProductId: '2', Quantity: 2 },
      { ProductId: '3', Quantity: 3 },
    ]);
  });

  it('batches per basket', async () => {
    const { queue, sent } = setup();
    queue.add('B1', qty('1', 1));
    queue.add('B2', qty('1', 4));
    await vi.advanceTimersByTimeAsync(500);
    expect(sent.map((s) => s.basketId).sort()).toEqual(['B1', 'B2']);
  });

  it('stamps every change with a version that grows, also within one millisecond', () => {
    const { queue, persisted } = setup();
    queue.add('B1', qty('1', 1));
    queue.add('B1', { ...qty('2', 1), Message: 'x' });
    const [first, second] = persisted.get('B1')!;
    const v1 = first!.Products![0]!.Version!;
    expect(second!.Products![0]!.Version).toBeGreaterThan(v1);
    expect(second!.Version).toBe(second!.Products![0]!.Version);
  });

  it('keeps one request in flight per basket; changes made meanwhile go into the next batch', async () => {
    const { queue, sent, answer, events } = setup();
    queue.add('B1', qty('1', 1));
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toHaveLength(1);
    queue.add('B1', qty('1', 2));
    queue.add('B1', qty('2', 1));
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toHaveLength(1); // waits for the flight
    expect(queue.isBusy('B1')).toBe(true);
    await answer(0);
    expect(sent).toHaveLength(2);
    expect(products(sent[1]!.update)).toEqual([
      { ProductId: '1', Quantity: 2 },
      { ProductId: '2', Quantity: 1 },
    ]);
    await answer(1);
    expect(events).toEqual(['started B1', 'completed B1 saved', 'started B1', 'completed B1 saved']);
    expect(queue.isBusy('B1')).toBe(false);
  });

  it('flush() sends at once and resolves with "saved" when answered', async () => {
    const { queue, sent, answer } = setup();
    queue.add('B1', qty('1', 1));
    const done = queue.flush('B1');
    expect(sent).toHaveLength(1);
    await answer(0);
    await expect(done).resolves.toEqual({ saved: true });
    expect(queue.isBusy('B1')).toBe(false);
  });
});

describe('a failed batch is retried or visibly unsaved, never dropped', () => {
  it('final flush fails: flush resolves "not saved" and the change stays queued', async () => {
    const { queue, refuse, status } = setup();
    queue.add('B1', qty('1', 9));
    const done = queue.flush('B1');
    await refuse(0, 'transient');
    const outcome = (await done) as Extract<FlushOutcome, { saved: false }>;
    expect(outcome.saved).toBe(false);
    expect(outcome.failure).toBe('transient');
    expect(queue.isBusy('B1')).toBe(true);
    expect(status.get('B1')).toMatchObject({ phase: 'retrying', pending: ['product:1|'] });
  });

  for (const kind of ['a 500', 'a dropped connection', 'a timeout'] as const) {
    it(`${kind}: retried after ${BASKET_RETRY_DELAYS.join(', ')} ms, then shown unsaved until a later save succeeds`, async () => {
      const { queue, sent, refuse, answer, status } = setup();
      queue.add('B1', qty('1', 9));
      await vi.advanceTimersByTimeAsync(500);
      for (let attempt = 0; attempt <= BASKET_RETRY_DELAYS.length; attempt++) {
        expect(sent).toHaveLength(attempt + 1);
        await refuse(attempt, 'transient'); // 500, network and timeout errors all classify as transient
        const delay = BASKET_RETRY_DELAYS[attempt];
        if (delay === undefined) break;
        expect(status.get('B1')!.phase).toBe('retrying');
        await vi.advanceTimersByTimeAsync(delay - 1);
        expect(sent).toHaveLength(attempt + 1);
        await vi.advanceTimersByTimeAsync(1);
      }
      expect(sent).toHaveLength(BASKET_RETRY_DELAYS.length + 1);
      expect(status.get('B1')).toMatchObject({ phase: 'unsaved', pending: ['product:1|'] });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(sent).toHaveLength(BASKET_RETRY_DELAYS.length + 1); // no endless retries: the buyer decides
      expect(products(sent.at(-1)!.update)).toEqual([{ ProductId: '1', Quantity: 9 }]); // the same change each time

      // A new change goes out with the unsaved one; once saved, nothing is left unsaved.
      queue.add('B1', qty('2', 1));
      await vi.advanceTimersByTimeAsync(500);
      expect(products(sent.at(-1)!.update)).toEqual([
        { ProductId: '1', Quantity: 9 },
        { ProductId: '2', Quantity: 1 },
      ]);
      await answer(sent.length - 1);
      expect(status.get('B1')).toMatchObject({ phase: 'idle', pending: [] });
    });
  }

  it('retry() sends unsaved changes at once', async () => {
    const { queue, sent, refuse, answer, status } = setup();
    queue.add('B1', qty('1', 9));
    void queue.flush('B1');
    await refuse(0, 'transient');
    queue.retry('B1');
    expect(sent).toHaveLength(2);
    await answer(1);
    expect(status.get('B1')!.phase).toBe('idle');
  });

  it('a refused batch (400) is sent again line by line: only the bad line is refused, with the server message', async () => {
    const { queue, sent, refuse, answer, status } = setup();
    queue.add('B1', qty('1', 2));
    queue.add('B1', qty('bad', 1));
    queue.add('B1', { Message: 'Leave at the back door' });
    const done = queue.flush('B1');
    await refuse(0, 'rejected');
    expect(stripVersions(sent[1]!.update)).toEqual({ Message: 'Leave at the back door' });
    await answer(1);
    expect(products(sent[2]!.update)).toEqual([{ ProductId: '1', Quantity: 2 }]);
    await answer(2);
    expect(products(sent[3]!.update)).toEqual([{ ProductId: 'bad', Quantity: 1 }]);
    await refuse(3, 'rejected');
    expect(await done).toMatchObject({ saved: false, failure: 'rejected' });
    expect(status.get('B1')).toMatchObject({
      phase: 'idle',
      pending: [],
      rejected: { 'product:bad|': 'refused: rejected' },
    });
    expect(queue.isBusy('B1')).toBe(false);
    // A new change of that line clears its refusal.
    queue.add('B1', qty('bad', 0));
    expect(status.get('B1')!.rejected).toEqual({});
  });

  it('a session that expired keeps the changes, sends nothing more until retry(), then saves them', async () => {
    const { queue, sent, refuse, answer, status } = setup();
    queue.add('B1', qty('1', 4));
    void queue.flush('B1');
    await refuse(0, 'session');
    expect(status.get('B1')!.phase).toBe('session');
    queue.add('B1', qty('2', 1));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(1);
    expect(await queue.flush('B1')).toMatchObject({ saved: false, failure: 'session' });
    queue.retry();
    expect(products(sent[1]!.update)).toEqual([
      { ProductId: '1', Quantity: 4 },
      { ProductId: '2', Quantity: 1 },
    ]);
    await answer(1);
    expect(status.get('B1')!.phase).toBe('idle');
  });

  it("a 404 drops the gone basket's queued changes: one failure, not one per batch", async () => {
    const { queue, sent, refuse, events } = setup();
    queue.add('B1', qty('1', 4));
    void queue.flush('B1');
    queue.add('B1', qty('2', 1)); // queued behind the flight
    await refuse(0, 'missing');
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(1);
    expect(events.filter((e) => e.startsWith('completed'))).toEqual(['completed B1 missing']);
    expect(queue.isBusy('B1')).toBe(false);
  });
});

describe('unconfirmed changes survive the page', () => {
  it('keeps every unconfirmed change, in order, until the server confirms it', async () => {
    const { queue, persisted, answer } = setup();
    queue.add('B1', qty('1', 1));
    queue.add('B1', qty('2', 2));
    expect(persisted.get('B1')!.map(products)).toEqual([
      [{ ProductId: '1', Quantity: 1 }],
      [{ ProductId: '2', Quantity: 2 }],
    ]);
    void queue.flush('B1');
    queue.add('B1', qty('3', 3));
    expect(persisted.get('B1')).toHaveLength(2); // the flight, then the new change
    await answer(0);
    expect(persisted.get('B1')!.map(products)).toEqual([[{ ProductId: '3', Quantity: 3 }]]);
  });

  it('restored changes go first, so a change typed on this page wins over a replayed one', async () => {
    const { queue, sent } = setup();
    queue.restore('B1', [{ Products: [{ ProductId: '1', Quantity: 5, Version: 10 }] }]);
    queue.add('B1', qty('1', 7));
    void queue.flush('B1');
    expect(products(sent[0]!.update)).toEqual([{ ProductId: '1', Quantity: 7 }]);
    expect(sent[0]!.update.Products![0]!.Version).toBeGreaterThan(10);
  });

  it('on leave, the batch in flight goes out again with the newer changes (its answer would never be read)', async () => {
    const { queue, onLeave } = setup();
    queue.add('B1', qty('1', 5));
    void queue.flush('B1'); // batch A in flight
    queue.add('B1', qty('1', 7));
    queue.add('B1', qty('2', 1));
    queue.add('B2', qty('9', 1));
    queue.flushOnLeave();
    expect(onLeave.map((b) => [b.basketId, products(b.update)])).toEqual([
      [
        'B1',
        [
          { ProductId: '1', Quantity: 7 },
          { ProductId: '2', Quantity: 1 },
        ],
      ],
      ['B2', [{ ProductId: '9', Quantity: 1 }]],
    ]);
  });

  it('page hidden: flushAll sends waiting batches normally, without keepalive', async () => {
    const { queue, sent, onLeave } = setup();
    queue.add('B1', qty('1', 3));
    queue.flushAll();
    expect(sent).toHaveLength(1);
    expect(onLeave).toHaveLength(0);
  });
});

describe('basket update queue: halted for an identity change (issue #32)', () => {
  it('after halt nothing is sent: not the waiting batch, not a retry, not a network return, not the page leave', async () => {
    const { queue, sent, onLeave, persisted, refuse } = setup();
    queue.add('B1', qty('1', 1));
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toHaveLength(1);
    await refuse(0, 'transient'); // a retry is scheduled after BASKET_RETRY_DELAYS[0]
    queue.add('B2', qty('2', 2)); // waiting its 500 ms
    queue.halt();
    await vi.advanceTimersByTimeAsync(Math.max(...BASKET_RETRY_DELAYS) * 2);
    queue.retry();
    queue.flushAll();
    queue.flushOnLeave();
    queue.add('B2', qty('2', 3));
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(1);
    expect(onLeave).toEqual([]);
    // What is unconfirmed stays stored, the change made during the hold too, for the identity it belongs to.
    expect(persisted.get('B2')?.flatMap((u) => u.Products)).toMatchObject([
      { ProductId: '2', Quantity: 2 },
      { ProductId: '2', Quantity: 3 },
    ]);
    expect(persisted.get('B1')).toHaveLength(1);
    expect(await queue.flush('B1')).toMatchObject({ saved: false, failure: 'session' });
  });

  it('resume (the identity change failed) sends what waited at once, the change made during the hold too', async () => {
    const { queue, sent } = setup();
    queue.add('B1', qty('1', 1));
    queue.halt();
    queue.add('B1', qty('1', 2));
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent).toHaveLength(0);
    queue.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(queue.waiting()).toEqual(['B1']);
  });
});
