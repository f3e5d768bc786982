import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BasketUpdate } from '../../../shared/domain/basket-update';
import { createUpdateQueue } from '../../../shared/stores/basket/update-queue';

function setup() {
  const sent: { basketId: string; update: BasketUpdate }[] = [];
  const resolvers: (() => void)[] = [];
  const onLeave: { basketId: string; update: BasketUpdate }[] = [];
  const events: string[] = [];
  const queue = createUpdateQueue({
    send: (basketId, update) => {
      sent.push({ basketId, update });
      return new Promise<void>((resolve) => resolvers.push(resolve));
    },
    sendOnLeave: (basketId, update) => onLeave.push({ basketId, update }),
    onBatchStarted: (id) => events.push(`started ${id}`),
    onBatchCompleted: (id, ok) => events.push(`completed ${id} ${ok}`),
  });
  return { queue, sent, resolvers, onLeave, events };
}
const qty = (ProductId: string, Quantity: number): BasketUpdate => ({ Products: [{ ProductId, Quantity }] });

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
    expect(sent).toEqual([{ basketId: 'B1', update: { Products: [{ ProductId: '1', Quantity: 1 }, { ProductId: '2', Quantity: 2 }, { ProductId: '3', Quantity: 3 }] } }]);
  });

  it('batches per basket', async () => {
    const { queue, sent } = setup();
    queue.add('B1', qty('1', 1));
    queue.add('B2', qty('1', 4));
    await vi.advanceTimersByTimeAsync(500);
    expect(sent.map((s) => s.basketId).sort()).toEqual(['B1', 'B2']);
  });

  it('keeps one request in flight per basket; changes made meanwhile go into the next batch', async () => {
    const { queue, sent, resolvers, events } = setup();
    queue.add('B1', qty('1', 1));
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toHaveLength(1);
    queue.add('B1', qty('1', 2));
    queue.add('B1', qty('2', 1));
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toHaveLength(1); // waits for the flight
    expect(queue.isBusy('B1')).toBe(true);
    resolvers[0]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.update.Products).toEqual([{ ProductId: '1', Quantity: 2 }, { ProductId: '2', Quantity: 1 }]);
    resolvers[1]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual(['started B1', 'completed B1 true', 'started B1', 'completed B1 true']);
    expect(queue.isBusy('B1')).toBe(false);
  });

  it('reports a failed batch as completed with ok false, and carries on with the next', async () => {
    const events: string[] = [];
    let fail = true;
    const queue = createUpdateQueue({
      send: () => (fail ? ((fail = false), Promise.reject(new Error('500'))) : Promise.resolve()),
      sendOnLeave: () => {},
      onBatchCompleted: (id, ok) => events.push(`${id} ${ok}`),
    });
    queue.add('B1', qty('1', 1));
    await vi.advanceTimersByTimeAsync(500);
    queue.add('B1', qty('1', 2));
    await vi.advanceTimersByTimeAsync(500);
    expect(events).toEqual(['B1 false', 'B1 true']);
  });

  it('flushes pending batches at once with keepalive when the page is left', async () => {
    const { queue, sent, onLeave } = setup();
    queue.add('B1', qty('1', 3));
    await vi.advanceTimersByTimeAsync(100);
    queue.flushOnLeave();
    expect(onLeave).toEqual([{ basketId: 'B1', update: { Products: [{ ProductId: '1', Quantity: 3 }] } }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(0); // not sent twice
  });

  it('flush() sends at once and resolves when answered', async () => {
    const { queue, sent, resolvers } = setup();
    queue.add('B1', qty('1', 1));
    const done = queue.flush('B1');
    expect(sent).toHaveLength(1);
    resolvers[0]!();
    await done;
    expect(queue.isBusy('B1')).toBe(false);
  });
});
