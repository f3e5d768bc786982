import { useDeferredValue, useLayoutEffect, useRef } from 'react';

const DRAWN = Symbol('drawn');

/**
 * A view's first answer, drawn in a transition; every later value at once.
 *
 * A store's answer comes with its update, which React renders at once and whole: the notifications page's lists
 * drawn in the answer's own task were a long task at Lighthouse's 4x CPU (issue #19, blocking time). Deferred,
 * the first draw renders in 5 ms slices that yield to the browser, and until it is in the view shows what it
 * shows while loading (`undefined`). Later values are the user's own changes (a notification marked): they are
 * drawn at once, so what they move and where focus goes follow without a frame's lag.
 */
export function useFirstAnswerDeferred<T>(value: T | undefined): T | undefined {
  const drawn = useRef(false);
  // Once drawn, the deferred value is left at rest: a value it followed would cost every change a second render.
  const deferred = useDeferredValue(drawn.current ? DRAWN : value);
  // Set after a commit, not during a render: a transition's render that React throws away must not count.
  useLayoutEffect(() => {
    if (deferred !== undefined) drawn.current = true;
  });
  return drawn.current || deferred === DRAWN ? value : deferred;
}
