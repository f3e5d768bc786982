import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import type { LineGroup } from '../../shared/domain/checkout/checkout-lines';

/**
 * Keeps keyboard users in place when they remove a line: once the line is gone, focus goes to the
 * next line's remove button (else the previous one's, else the lines heading), not to the page's top.
 */
export function useRemovalFocus(rootRef: RefObject<HTMLElement>, groups: LineGroup[]) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pending = useRef<{ removed: string; neighbours: string[] } | null>(null);
  const ids = useMemo(() => groups.flatMap((g) => g.lines.map((l) => l.Id)), [groups]);
  const idsRef = useRef(ids);
  idsRef.current = ids;

  useEffect(() => {
    const p = pending.current;
    if (!p || ids.includes(p.removed)) return;
    pending.current = null;
    const root = rootRef.current;
    if (root && document.activeElement !== document.body && root.contains(document.activeElement)) return;
    const next = p.neighbours.find((id) => ids.includes(id));
    const button = next ? lineElement(root, next)?.querySelector<HTMLElement>('.wsh-checkout-basket__remove') : null;
    (button ?? headingRef.current)?.focus();
  }, [ids, rootRef]);

  const removing = useCallback((lineId: string) => {
    const list = idsRef.current;
    const at = list.indexOf(lineId);
    pending.current = { removed: lineId, neighbours: [...list.slice(at + 1), ...list.slice(0, at).reverse()] };
  }, []);
  return { headingRef, removing };
}

/** A line's row by its id (compared as data, so any id is safe without escaping a selector). */
export function lineElement(root: HTMLElement | null | undefined, lineId: string): HTMLElement | null {
  return (
    [...(root?.querySelectorAll<HTMLElement>('[data-line-id]') ?? [])].find((el) => el.dataset.lineId === lineId) ??
    null
  );
}
