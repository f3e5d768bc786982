import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ROWS_PER_FRAME } from '../../domain/catalogue/product-list';
import { afterNextPaint } from './use-after-paint';

/** Views waiting to draw a change, by group, in the order their groups first changed. */
const waiting = new Map<string, Set<() => void>>();
let cancelNext: (() => void) | null = null;

/**
 * Draws the first ROWS_PER_FRAME groups (a row each, see useStoreInParts) in one render and commit of their own, and
 * the rest after it has painted.
 */
function drawPart(): void {
  const part = [...waiting.keys()].slice(0, ROWS_PER_FRAME).flatMap((group) => {
    const views = waiting.get(group) ?? [];
    waiting.delete(group);
    return [...views];
  });
  // One commit per part, in this task: updates set in a timer would otherwise wait for React's own task, and a
  // part asked for meanwhile could join them.
  flushSync(() => part.forEach((draw) => draw()));
  cancelNext = waiting.size > 0 ? afterNextPaint(drawPart) : null;
}

function ask(group: string, draw: () => void): void {
  const views = waiting.get(group);
  if (views) views.add(draw);
  else waiting.set(group, new Set([draw]));
  cancelNext ??= afterNextPaint(drawPart);
}

/**
 * A value a component reads from a store, whose changes it draws in parts: after the frame that follows the
 * change has painted, ROWS_PER_FRAME groups a frame, in the order their groups first changed (a list's rows in
 * the order they subscribed, which is the order they were drawn in).
 *
 * React renders a change read through useSyncExternalStore (nanostores' useStore) at once and whole, in the task
 * that made it. A basket answer for a 100-product favourite list changes 78 rows' quantities, in-basket markers
 * and save states; drawn together, in the answer's task or in one transition's commit, their style, layout and
 * paint were one task over 50 ms at 4x CPU (issue #35, bench (k)). In parts, a list takes an answer over a few
 * frames, top rows first; a typed key paints before the rows it changed. A row's value may lag its store by
 * those frames, and a hidden page, which has no frames, draws its parts when it is shown again. For what a row
 * shows of a shared store; what the user types stays in the typing component's state.
 *
 * `group` keeps together what must be drawn together: the hooks of one row (its line's quantity, unit and save
 * state) name the same group, and a part never splits a group. `read` reads the value now; keep it stable
 * (useCallback) while it reads the same thing: a new one is read at once. A change that leaves the value as it
 * was (Object.is) asks for nothing.
 */
export function useStoreInParts<T>(listen: (changed: () => void) => () => void, read: () => T, group: string): T {
  const [state, setState] = useState(() => ({ read, value: read() }));
  /**
   * The value last asked for (at first, the one drawn). Compared with what is asked for, not with what was
   * drawn: a change and its way back before the part is drawn are both asked for, and the last one wins.
   */
  const asked = useRef(state);
  useEffect(() => {
    let live = true;
    // The value asked for last; none if it is the one drawn (a change and its way back).
    const draw = () => {
      if (live)
        setState((drawn) =>
          drawn.read === read && Object.is(drawn.value, asked.current.value) ? drawn : asked.current,
        );
    };
    // Only a change asks for a part: a row asked for nothing would still be rendered, and take a place in it.
    const follow = () => {
      const value = read();
      if (asked.current.read === read && Object.is(asked.current.value, value)) return;
      asked.current = { read, value };
      ask(group, draw);
    };
    follow(); // a change between this component's render and its subscription
    const stop = listen(follow);
    return () => {
      live = false;
      stop();
    };
  }, [listen, read, group]);
  return state.read === read ? state.value : read();
}
