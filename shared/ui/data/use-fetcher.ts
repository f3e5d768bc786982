import { useStore } from '@nanostores/react';
import { atom, type ReadableAtom } from 'nanostores';
import { useLayoutEffect, useState } from 'react';
import type { Fetched, FetcherStore } from '../../lib/fetcher';

/**
 * A store of this island keyed by what the island passes (props, its own state): `create` builds it
 * once from a store that holds `input` (combined with other stores, e.g. the delivery date, in a
 * computed key). A new input reaches the store before the browser paints, so the island never shows
 * an answer for the old input as if it were for the new one. Inputs are compared by identity: pass
 * primitives or memoised objects (the fetcher compares the keys made of them by value).
 */
export function useInputStore<I, S>(create: (input: ReadableAtom<I>) => S, input: I): S {
  const [[$input, store]] = useState(() => {
    const $in = atom(input);
    return [$in, create($in)] as const;
  });
  useLayoutEffect(() => $input.set(input));
  return store;
}

/** The state of an island's own fetcher store (see useInputStore), with its retry. */
export function useFetcher<I, T>(create: (input: ReadableAtom<I>) => FetcherStore<T>, input: I): Fetched<T> & { retry(): void } {
  const store = useInputStore(create, input);
  return { ...useStore(store), retry: store.retry };
}
