import type { ReadableAtom } from 'nanostores';

/** Subscription numbers across every keyed store: listeners are called in the order they subscribed. */
let subscribed = 0;

/**
 * Listens to a store whose value holds something per key (a basket's lines, rows' save states), by key: a change
 * calls the listeners of the keys `changed(before, after)` names, in the order they subscribed, and no other.
 * Each of a 400-row list's rows follows its own line with a few listeners; on the store itself, one typed
 * quantity called all 1,600 of them, each to find its line unchanged (a third of a keystroke's script at 4x CPU,
 * issue #35). Keyed, it calls the typed row's. `changed` may name a key twice or a key nobody follows.
 *
 * Returns `listen(key, listener)`, which returns the unsubscribe. The store is listened to while anyone listens.
 */
export function keyedListeners<V>(
  store: ReadableAtom<V>,
  changed: (before: V, after: V) => Iterable<string>,
): (key: string, listener: () => void) => () => void {
  const byKey = new Map<string, Map<() => void, number>>();
  let stop: (() => void) | undefined;
  /** The value the listeners last heard of. */
  let last: V;
  const notify = () => {
    const before = last;
    const after = (last = store.get());
    const calls: [number, () => void][] = [];
    for (const key of new Set(changed(before, after)))
      for (const [listener, order] of byKey.get(key) ?? []) calls.push([order, listener]);
    for (const [, listener] of calls.sort((a, b) => a[0] - b[0])) listener();
  };
  return (key, listener) => {
    if (!stop) {
      stop = store.listen(notify);
      last = store.get();
    }
    let listeners = byKey.get(key);
    if (!listeners) byKey.set(key, (listeners = new Map()));
    const entry = () => listener(); // its own identity: the same listener may follow a key twice
    listeners.set(entry, subscribed++);
    return () => {
      listeners.delete(entry);
      if (listeners.size === 0 && byKey.get(key) === listeners) byKey.delete(key);
      if (byKey.size === 0) {
        stop?.();
        stop = undefined;
      }
    };
  };
}
