import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/**
 * The part of a store's value a view shows: `select` makes it, and a store change whose part is `same` as the
 * one shown renders nothing (React's useSyncExternalStoreWithSelector, with nanostores' listen). For a store
 * that changes in ways the view does not show: the search's store going to "loading" for the query the listing
 * already shows as loading re-rendered the whole listing, whole, in the click that changed the query
 * (issue #35, bench (k)). `select` may change with the render (useCallback on what it reads besides the store).
 */
export function useStoreSelection<T, S>(
  store: ReadableAtom<T>,
  select: (value: T) => S,
  same: (a: S, b: S) => boolean,
): S {
  const last = useRef<{ value: T; select: (value: T) => S; selected: S } | null>(null);
  const subscribe = useCallback((changed: () => void) => store.listen(changed), [store]);
  const snapshot = () => {
    const value = store.get();
    const shown = last.current;
    if (shown && shown.value === value && shown.select === select) return shown.selected;
    const next = select(value);
    // The part shown stays the same object while it is the same: React compares snapshots with Object.is.
    const selected = shown && same(shown.selected, next) ? shown.selected : next;
    last.current = { value, select, selected };
    return selected;
  };
  return useSyncExternalStore(subscribe, snapshot);
}
