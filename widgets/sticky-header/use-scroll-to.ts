import { useEffect, useRef } from 'react';
import { SCROLL_TO_DELAY_MS, parseScrollTo, scrollTargetTop } from '../../shared/domain/page/scroll';

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * SPEC 2: ScrollTo=<element id> (and VerticalOffset=<px>) in the address scroll the page to that
 * element 700 ms after load, so islands above it have rendered and the target sits where it will
 * stay. The element is kept clear of the sticky header. A missing element is reported, not guessed.
 */
export function useScrollToFromAddress(headerHeight: number, breadcrumb: boolean): void {
  // Read when the timer fires; a change of them must not start another scroll (see below).
  const layout = useRef({ headerHeight, breadcrumb });
  layout.current = { headerHeight, breadcrumb };
  useEffect(() => {
    const request = parseScrollTo(location.search);
    if (!request) return;
    const timer = setTimeout(() => {
      const el = document.getElementById(request.elementId);
      if (!el) {
        console.warn(
          `[wsh] sticky-header: ScrollTo names "${request.elementId}", but the page has no element with that id`,
        );
        return;
      }
      const top = scrollTargetTop(el.getBoundingClientRect().top + window.scrollY, {
        verticalOffset: request.verticalOffset,
        ...layout.current,
      });
      window.scrollTo({ top, behavior: reducedMotion() ? 'auto' : 'smooth' });
    }, SCROLL_TO_DELAY_MS);
    return () => clearTimeout(timer);
    // Once per page load: later prop changes must not scroll the user away again.
  }, []);
}
