import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';

/** SPEC 9 breakpoints: on small screens (0-767 px) the overlay spans the full width under the field. */
const SMALL = '(max-width: 767px)';
/** Width the panel wants on larger screens; it opens to the left when the field sits near the right edge. */
const PANEL_WIDTH = 560;

/**
 * Where the overlay sits: measured from the field's box while open, and again on resize and
 * scroll, so the full-width panel of small screens stays glued under the header.
 */
export function usePanelPosition(
  open: boolean,
  rootRef: RefObject<HTMLElement>,
): { style: CSSProperties; alignEnd: boolean } {
  const [pos, setPos] = useState({ top: 0, alignEnd: false });

  useLayoutEffect(() => {
    if (!open) return;
    const measure = () => {
      const rect = rootRef.current?.getBoundingClientRect();
      if (!rect) return;
      const small = typeof matchMedia === 'function' && matchMedia(SMALL).matches;
      const alignEnd = !small && rect.left + Math.max(rect.width, PANEL_WIDTH) > window.innerWidth - 8;
      setPos((p) => (p.top === rect.bottom && p.alignEnd === alignEnd ? p : { top: rect.bottom, alignEnd }));
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, { passive: true });
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure);
    };
  }, [open, rootRef]);

  return { style: { '--wsh-header-search-top': `${Math.round(pos.top)}px` } as CSSProperties, alignEnd: pos.alignEnd };
}
