import { useEffect, useRef, useState } from 'react';
import { TIMING } from '../../shared/lib/timing';

const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * SPEC 2 and 9: a donut animates once, when it is first scrolled into view, after 0.5 s. Returns
 * the element to watch and whether the ring is drawn. Under prefers-reduced-motion, or without
 * IntersectionObserver, the ring is drawn at once (the CSS then has no transition either).
 */
export function useDrawnOnView<E extends Element>() {
  const ref = useRef<E>(null);
  const [drawn, setDrawn] = useState(() => prefersReducedMotion() || typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const el = ref.current;
    if (drawn || !el) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect(); // once: scrolling away and back does not replay it
      timer = setTimeout(() => setDrawn(true), TIMING.donutAnimationDelay);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [drawn]);

  return { ref, drawn };
}
