import { atom, onMount, type ReadableAtom } from 'nanostores';

/**
 * What a fetcher store holds. In `loading` and `error`, `data` is the answer kept from before (the
 * caller's `keep` rule), so a list can stay on screen while the next one loads or after a failed reload.
 */
export type Fetched<T> =
  | { status: 'loading'; data?: T; error?: undefined }
  | { status: 'ready' | 'empty'; data: T; error?: undefined }
  | { status: 'error'; data?: T; error: unknown };

export interface FetcherStore<T> extends ReadableAtom<Fetched<T>> {
  /** Asks again for the current key (the error state's retry button), keeping what is shown meanwhile. */
  retry(): void;
}

export interface FetcherOptions<K, T> {
  /** The request for one key. `signal` aborts once no store waits for the answer any more. */
  fetch(key: K, signal: AbortSignal): Promise<T>;
  /** The caller's rule for an answer with nothing to show: status `empty` instead of `ready`. */
  empty?(data: T): boolean;
  /** Whether the answer shown for `previous` stays (as `data`) while `next` loads. Default: it goes. */
  keep?(next: K, previous: K): boolean;
}

/**
 * Makes a store of the answer for the key that `key` reads from `stores` (undefined: not known yet,
 * nothing is asked), read again whenever one of them changes. The fetcher listens to those stores
 * itself rather than through a computed key store, so a test's cleanStores on the fetcher store
 * lets go of them at once.
 */
export type Fetcher<K, T> = (stores: readonly ReadableAtom<unknown>[], key: () => K | undefined) => FetcherStore<T>;

const LOADING = { status: 'loading' } as const;

/**
 * The one way islands load data: a store of the answer for a key made of stores. A new key asks again and an answer for an
 * older key is dropped; stores of one fetcher asking for the same key at once share one request,
 * which aborts when the last of them stops waiting (a new key, or no island listens any more). Keys
 * are compared by their JSON, so they must be plain data.
 */
export function createFetcher<K, T>({ fetch, empty, keep }: FetcherOptions<K, T>): Fetcher<K, T> {
  /** Requests on their way by key. Only while on its way: a settled answer is not kept, so a retry or a later store asks again. */
  const inFlight = new Map<string, { promise: Promise<T>; controller: AbortController; users: number }>();

  return (stores, key) => {
    const $state = atom<Fetched<T>>(LOADING);
    let current: { key: K; id: string } | undefined;
    /** Stops waiting for the current request (once): the last store to stop aborts it. */
    let leave = () => {};

    function run(next: K | undefined, again?: boolean) {
      const id = next === undefined ? undefined : JSON.stringify(next);
      if (!again && id === current?.id) return;
      leave();
      const shown = $state.value?.data;
      const kept = next !== undefined && current && (again || keep?.(next, current.key)) ? shown : undefined;
      const mine = (current = id === undefined ? undefined : { key: next as K, id });
      $state.set({ status: 'loading', data: kept });
      if (!mine) return;
      let request = inFlight.get(mine.id);
      if (!request) {
        const controller = new AbortController();
        const entry = (request = { promise: fetch(mine.key, controller.signal), controller, users: 0 });
        const settled = () => inFlight.get(mine.id) === entry && inFlight.delete(mine.id);
        entry.promise.then(settled, settled);
        inFlight.set(mine.id, entry);
      }
      const joined = request;
      joined.users++;
      leave = () => {
        leave = () => {};
        if (--joined.users === 0 && inFlight.get(mine.id) === joined) {
          inFlight.delete(mine.id);
          joined.controller.abort();
        }
      };
      joined.promise.then(
        (data) => mine === current && $state.set({ status: empty?.(data) ? 'empty' : 'ready', data }),
        (error: unknown) => mine === current && $state.set({ status: 'error', data: kept, error }),
      );
    }

    // Between the last island leaving and the store's unmount (nanostores waits a second, so an island
    // mounted again at once finds the answer), the store asks nothing; the next island catches it up.
    // (A wrapped listen rather than nanostores' onStart, which would grow the core chunk every page loads.)
    const follow = () => $state.lc > 0 && run(key());
    onMount($state, () => {
      const offs = stores.map((store) => store.listen(follow));
      return () => {
        offs.forEach((off) => off());
        leave();
        current = undefined;
        $state.set(LOADING);
      };
    });

    const listen = $state.listen;
    $state.listen = (listener) => {
      const off = listen(listener);
      run(key());
      return off;
    };
    return Object.assign($state, { retry: () => current && run(current.key, true) });
  };
}
