import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `callback` once the frame now being drawn has painted: a frame, then a task (a callback in the frame
 * itself would add its work to that frame's). Returns the cancel.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False in a component's first frame, true from the next (rendered in a transition). What a view draws only
 * once this is true waits a frame: the view's first frame holds less work (issue #35: a frame should not block
 * for over 50 ms at 4x CPU, bench (k)), and the rest follows in slices that yield to the browser.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => (painted ? undefined : afterNextPaint(() => startTransition(() => setPainted(true)))), [painted]);
  return painted;
}
