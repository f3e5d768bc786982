import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { renderPlan, withFirstRowsFirst } from '../../../domain/catalogue/product-list';
import { afterNextPaint } from '../../data/use-after-paint';

/**
 * How many rows to render now (SPEC 9: 8 parts, 50 ms steps, batch size from the catalogue chunk size).
 * The first part renders at once; each next part 50 ms after the previous one was committed, so the
 * browser paints and handles input between parts; each part is a transition, so React renders it in
 * short slices and a keystroke is handled before the rest of the part. A new list (another
 * `listKey`) starts again from the first part in the same render, never drawing every row at once; a
 * longer list with the same key (the limit raised) continues from what is shown.
 *
 * A list that replaces one already shown (a facet, page or sort changed) draws its first part over several
 * frames, ROWS_PER_FRAME rows with the answer and as many more each time a frame has painted (`withFirstRowsFirst`,
 * issue #35): the rows below them move within the 500 ms after the visitor's input, which layout-shift
 * scores leave out. A list's first draw on the page stays whole, so nothing under it moves later on.
 */
export function useRenderedCount(listKey: string, total: number, chunkSize: number, inParts: boolean): number {
  const [state, setState] = useState({ key: listKey, count: 0, replacing: false });
  // How many rows the list shows on the screen now (committed), so that the next list knows it replaces one.
  const onScreen = useRef(0);
  const replacing = state.key === listKey ? state.replacing : onScreen.current > 0;
  const plan = useMemo(
    () =>
      !inParts
        ? [{ count: total, delayMs: 0 }]
        : replacing
          ? withFirstRowsFirst(renderPlan(total, chunkSize))
          : renderPlan(total, chunkSize),
    [inParts, total, chunkSize, replacing],
  );
  const first = plan[0]?.count ?? 0;
  // A new list: restart before this render commits.
  if (state.key !== listKey) setState({ key: listKey, count: first, replacing });
  // The first part is always shown at once, also when the rows come after the list (its first draw held).
  const shown = inParts ? Math.min(total, Math.max(first, state.key === listKey ? state.count : 0)) : total;

  useEffect(() => {
    onScreen.current = shown;
    if (shown >= total) return;
    const at = plan.findIndex((step) => step.count > shown);
    const next = plan[at]?.count ?? total;
    // A transition: React renders the part in slices of a few ms and lets typing go first.
    const grow = () =>
      startTransition(() => setState((s) => (s.key === listKey ? { ...s, count: Math.max(s.count, next) } : s)));
    const wait = (plan[at]?.delayMs ?? 0) - (plan[at - 1]?.delayMs ?? 0);
    if (wait > 0) {
      const timer = setTimeout(grow, wait);
      return () => clearTimeout(timer);
    }
    // The next rows of the first part: after the frame that draws the rows before them has painted, not in it.
    return afterNextPaint(grow);
  }, [listKey, shown, total, plan]);

  return shown;
}
