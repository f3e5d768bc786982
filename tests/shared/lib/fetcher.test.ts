import { atom, cleanStores, STORE_UNMOUNT_DELAY } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFetcher, type FetcherStore } from '../../../shared/lib/fetcher';

/** A request that answers `value` (or fails with it) after `ms` of (fake) time, and honours its signal. */
function later<T>(ms: number, value: T, fail = false) {
  return (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      const id = setTimeout(() => (fail ? reject(value) : resolve(value)), ms);
      signal.addEventListener('abort', () => {
        clearTimeout(id);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
}

/** Listens to a store like an island does; returns the listener's unbind. */
const listen = (store: FetcherStore<unknown>) => store.listen(() => {});

const stores: FetcherStore<unknown>[] = [];
const track = <T>(store: FetcherStore<T>) => (stores.push(store as FetcherStore<unknown>), store);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanStores(...stores);
  stores.length = 0;
  vi.useRealTimers();
});

describe('createFetcher', () => {
  it('asks nothing while the key is not known, then loads the answer for the key', async () => {
    const fetch = vi.fn((key: string, signal: AbortSignal) => later(100, `answer for ${key}`)(signal));
    const $key = atom<string | undefined>(undefined);
    const $answer = track(createFetcher({ fetch })([$key], () => $key.get()));
    listen($answer);
    expect($answer.get()).toEqual({ status: 'loading' });
    expect(fetch).not.toHaveBeenCalled();

    $key.set('a');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect($answer.get().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(100);
    expect($answer.get()).toEqual({ status: 'ready', data: 'answer for a' });
  });

  it("says 'empty' by the caller's rule for an answer with nothing to show", async () => {
    const $answer = track(
      createFetcher({
        fetch: (_: string, signal) => later(10, [] as string[])(signal),
        empty: (list) => list.length === 0,
      })([], () => 'a'),
    );
    listen($answer);
    await vi.advanceTimersByTimeAsync(10);
    expect($answer.get()).toEqual({ status: 'empty', data: [] });
  });

  it('holds a failure as the error state, and a retry asks again', async () => {
    let fail = true;
    const fetch = vi.fn((_: string, signal: AbortSignal) => later(50, fail ? new Error('down') : 'up', fail)(signal));
    const $answer = track(createFetcher({ fetch })([], () => 'a'));
    listen($answer);
    await vi.advanceTimersByTimeAsync(50);
    expect($answer.get()).toMatchObject({ status: 'error', error: new Error('down') });

    fail = false;
    $answer.retry();
    expect($answer.get().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(50);
    expect($answer.get()).toEqual({ status: 'ready', data: 'up' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('ignores the answer for an older key that lands after the answer for the new one', async () => {
    // Key a is slow (300 ms), key b fast (100 ms): a's answer would land last. Its request is not
    // aborted here (the fetch ignores the signal), so only the key check keeps it out.
    const fetch = vi.fn(
      (key: string) => new Promise<string>((resolve) => setTimeout(() => resolve(key), key === 'a' ? 300 : 100)),
    );
    const $key = atom('a');
    const $answer = track(createFetcher({ fetch })([$key], () => $key.get()));
    listen($answer);
    await vi.advanceTimersByTimeAsync(50);
    $key.set('b');
    await vi.advanceTimersByTimeAsync(100);
    expect($answer.get()).toEqual({ status: 'ready', data: 'b' });
    await vi.advanceTimersByTimeAsync(300);
    expect($answer.get()).toEqual({ status: 'ready', data: 'b' });
  });

  it('aborts the request for a key nobody waits for any more', async () => {
    const signals: AbortSignal[] = [];
    const fetch = vi.fn((key: string, signal: AbortSignal) => (signals.push(signal), later(100, key)(signal)));
    const $key = atom('a');
    const $answer = track(createFetcher({ fetch })([$key], () => $key.get()));
    listen($answer);
    $key.set('b');
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(100);
    expect($answer.get()).toEqual({ status: 'ready', data: 'b' });
  });

  it('shares one request between stores asking for the same key at once, and asks again once it has settled', async () => {
    const fetch = vi.fn((key: { id: string }, signal: AbortSignal) => later(100, key.id)(signal));
    const fetcher = createFetcher({ fetch });
    // Two islands with keys of the same content (new objects): one request.
    const first = track(fetcher([], () => ({ id: 'x' })));
    const second = track(fetcher([], () => ({ id: 'x' })));
    const other = track(fetcher([], () => ({ id: 'y' })));
    const offFirst = listen(first);
    listen(second);
    listen(other);
    expect(fetch.mock.calls.map(([key]) => key.id)).toEqual(['x', 'y']);

    // The first island leaves: the request goes on for the second.
    offFirst();
    await vi.advanceTimersByTimeAsync(STORE_UNMOUNT_DELAY);
    expect(fetch.mock.calls[0]![1].aborted).toBe(false);
    expect(second.get()).toEqual({ status: 'ready', data: 'x' });

    // Settled answers are not kept: a store asking later sends its own request.
    const third = track(fetcher([], () => ({ id: 'x' })));
    listen(third);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("keeps the shown answer while the next key loads when the caller's rule says so, and on a retry", async () => {
    const $page = atom({ list: 'l', page: 1 });
    const fetcher = createFetcher({
      fetch: (key: { list: string; page: number }, signal) => later(100, `${key.list}${key.page}`)(signal),
      keep: (next, previous) => next.list === previous.list,
    });
    const $answer = track(fetcher([$page], () => $page.get()));
    listen($answer);
    await vi.advanceTimersByTimeAsync(100);

    $page.set({ list: 'l', page: 2 }); // another page of the same list: the last one stays shown
    expect($answer.get()).toEqual({ status: 'loading', data: 'l1' });
    await vi.advanceTimersByTimeAsync(100);
    expect($answer.get()).toEqual({ status: 'ready', data: 'l2' });

    $answer.retry();
    expect($answer.get()).toEqual({ status: 'loading', data: 'l2' });
    await vi.advanceTimersByTimeAsync(100);

    $page.set({ list: 'm', page: 1 }); // another list: the old one goes
    expect($answer.get()).toEqual({ status: 'loading', data: undefined });
  });

  it('keeps the shown answer beside a failed reload that kept it', async () => {
    let fail = false;
    const $key = atom(1);
    const $answer = track(
      createFetcher({
        fetch: (key: number, signal) => later(10, fail ? 'down' : `v${key}`, fail)(signal),
        keep: () => true,
      })([$key], () => $key.get()),
    );
    listen($answer);
    await vi.advanceTimersByTimeAsync(10);
    fail = true;
    $key.set(2);
    await vi.advanceTimersByTimeAsync(10);
    expect($answer.get()).toEqual({ status: 'error', data: 'v1', error: 'down' });
  });

  it('asks nothing for a new key while no island listens, and catches up when one listens again', async () => {
    const fetch = vi.fn((key: string, signal: AbortSignal) => later(10, key)(signal));
    const $key = atom('a');
    const $answer = track(createFetcher({ fetch })([$key], () => $key.get()));
    const off = listen($answer);
    await vi.advanceTimersByTimeAsync(10);
    off(); // the island unmounts; the store waits a moment before it unmounts too
    $key.set('b');
    expect(fetch).toHaveBeenCalledTimes(1);
    listen($answer); // an island mounts again within that moment
    expect(fetch.mock.calls.map(([key]) => key)).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(10);
    expect($answer.get()).toEqual({ status: 'ready', data: 'b' });
  });

  it('forgets its answer and aborts its request once no island listens (after the store unmount delay)', async () => {
    const fetch = vi.fn((key: string, signal: AbortSignal) => later(5000, key)(signal));
    const $answer = track(createFetcher({ fetch })([], () => 'a'));
    const off = listen($answer);
    off();
    await vi.advanceTimersByTimeAsync(STORE_UNMOUNT_DELAY);
    expect(fetch.mock.calls[0]![1].aborted).toBe(true);
    expect($answer.value).toEqual({ status: 'loading' });
  });
});
