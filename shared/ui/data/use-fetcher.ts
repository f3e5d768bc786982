import { useStore } from '@nanostores/react';
import { atom, type ReadableAtom } from 'nanostores';
import { useLayoutEffect, useState } from 'react';
import type { Fetched, Fetcher, FetcherStore } from '../../lib/fetcher';

/**
 * A store of this island built once by `create` from a store that holds `input` (props, the island's
 * own state). A new input reaches the store before the browser paints, so the island never shows an
 * answer for the old input as if it were for the new one. Inputs are compared by identity: pass
 * primitives or memoised objects (a fetcher compares the keys made of them by value).
 */
export function useInputStore<I, S>(create: (input: ReadableAtom<I>) => S, input: I): S {
  const [[$input, store]] = useState(() => {
    const $in = atom(input);
    return [$in, create($in)] as const;
  });
  useLayoutEffect(() => $input.set(input));
  return store;
}

/**
 * This island's store of `fetcher`'s answer for the key `key` makes of `input` and of `stores` (which it
 * reads with get()), with its retry. `key` is taken once, with the store: it must read nothing but its
 * argument and those stores (put every prop it needs into `input`). The store is the island's own;
 * islands asking for the same key at once still share the request.
 */
export function useFetcher<I, K, T>(
  fetcher: Fetcher<K, T>,
  input: I,
  key: (input: I) => K | undefined,
  stores: readonly ReadableAtom<unknown>[] = [],
): Fetched<T> & { retry(): void } {
  const store = useFetcherStore(fetcher, input, key, stores);
  return { ...useStore(store), retry: store.retry };
}

/** The store useFetcher reads, for a view that reads only part of it (useStoreSelection); the same rules. */
export function useFetcherStore<I, K, T>(
  fetcher: Fetcher<K, T>,
  input: I,
  key: (input: I) => K | undefined,
  stores: readonly ReadableAtom<unknown>[] = [],
): FetcherStore<T> {
  return useInputStore(($in) => fetcher([$in, ...stores], () => key($in.get())), input);
}
