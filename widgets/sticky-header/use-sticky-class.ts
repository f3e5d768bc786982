import { useEffect } from 'react';
import { isSticky } from '../../shared/domain/page/scroll';

/** Always added beside the CMS class, so our own widgets can style against one known name. */
export const STICKY_CLASS = 'wsh-sticky';

function findTarget(selector: string): Element | null {
  try {
    return document.querySelector(selector);
  } catch {
    console.warn(`[wsh] sticky-header: "${selector}" is not a valid CSS selector`);
    return null;
  }
}

/**
 * Toggles the sticky classes on the target as the page scrolls past the threshold. Only a change
 * touches the DOM, so a scroll event costs one comparison.
 */
export function useStickyClass(selector: string, className: string, useNewNavigation: boolean): void {
  useEffect(() => {
    const el = findTarget(selector);
    if (!el) {
      console.warn(`[wsh] sticky-header: no element matches "${selector}"`);
      return;
    }
    let sticky: boolean | null = null;
    const update = () => {
      const next = isSticky(window.scrollY, useNewNavigation);
      if (next === sticky) return;
      sticky = next;
      el.classList.toggle(STICKY_CLASS, next);
      el.classList.toggle(className, next);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      el.classList.remove(STICKY_CLASS, className);
    };
  }, [selector, className, useNewNavigation]);
}
