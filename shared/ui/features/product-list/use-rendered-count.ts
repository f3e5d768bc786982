import { startTransition, useEffect, useMemo, useState } from 'react';
import { renderPlan } from '../../../domain/catalogue/product-list';

/**
 * How many rows to render now (SPEC 9: 8 parts, 50 ms steps, batch size from the catalogue chunk size).
 * The first part renders at once, its first rows in one frame and the rest right after it has painted
 * (`renderPlan`); each next part 50 ms after the previous one was committed, so the
 * browser paints and handles input between parts; each part is a transition, so React renders it in
 * short slices and a keystroke is handled before the rest of the part. A new list (another
 * `listKey`) starts again from the first part in the same render, never drawing every row at once; a
 * longer list with the same key (the limit raised) continues from what is shown.
 */
export function useRenderedCount(listKey: string, total: number, chunkSize: number, inParts: boolean): number {
  const plan = useMemo(
    () => (inParts ? renderPlan(total, chunkSize) : [{ count: total, delayMs: 0 }]),
    [inParts, total, chunkSize],
  );
  const first = plan[0]?.count ?? 0;
  const [state, setState] = useState({ key: listKey, count: first });
  if (state.key !== listKey) setState({ key: listKey, count: first }); // a new list: restart before this render commits
  // The first part is always shown at once, also when the rows come after the list (its first draw held).
  const shown = inParts ? Math.min(total, Math.max(first, state.key === listKey ? state.count : 0)) : total;

  useEffect(() => {
    if (shown >= total) return;
    const at = plan.findIndex((step) => step.count > shown);
    const next = plan[at]?.count ?? total;
    // A transition: React renders the part in slices of a few ms and lets typing go first.
    const grow = () =>
      startTransition(() =>
        setState((s) => (s.key === listKey ? { key: listKey, count: Math.max(s.count, next) } : s)),
      );
    const wait = (plan[at]?.delayMs ?? 0) - (plan[at - 1]?.delayMs ?? 0);
    if (wait > 0) {
      const timer = setTimeout(grow, wait);
      return () => clearTimeout(timer);
    }
    // The rest of the first part: after the frame that draws its first rows has painted, not in it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(grow, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [listKey, shown, total, plan]);

  return shown;
}
