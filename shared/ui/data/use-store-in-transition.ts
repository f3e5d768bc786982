import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * A value a component reads from a store, whose changes it renders in a transition.
 *
 * React renders a change read through useSyncExternalStore (nanostores' useStore) at once and whole, in the
 * task that made it. A basket answer for a 100-product favourite list changes every row's quantity, in-basket
 * marker and save state: the rows re-rendered in the answer's own task, a long task at 4x CPU (issue #35,
 * bench (k)). Followed in a transition, React renders them in 5 ms slices that yield to the browser and
 * commits them together, so a list never shows half an answer; a row's value may lag its store by a few
 * frames. For what a row shows of a shared store; what the user types stays in the typing component's state.
 *
 * `read` reads the value now; keep it stable (useCallback) while it reads the same thing: a new one is read at
 * once. A change that leaves the value as it was (Object.is) renders nothing.
 */
export function useStoreInTransition<T>(listen: (changed: () => void) => () => void, read: () => T): T {
  const [state, setState] = useState(() => ({ read, value: read() }));
  /**
   * The value last asked for (at first, the one drawn). Compared with what is asked for, not with what was
   * drawn: a change and its way back before the transition renders are both asked for, and the last one wins.
   */
  const asked = useRef(state);
  useEffect(() => {
    // Only a change asks for a render: an update queued for nothing would still be rendered (the row drawn again).
    const follow = () => {
      const value = read();
      if (asked.current.read === read && Object.is(asked.current.value, value)) return;
      asked.current = { read, value };
      startTransition(() => setState({ read, value }));
    };
    follow(); // a change between this component's render and its subscription
    return listen(follow);
  }, [listen, read]);
  return state.read === read ? state.value : read();
}
