import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import {
  HEIGHT_PERSIST_MS,
  SCROLL_SAVE_THROTTLE_MS,
  parseSavedScroll,
  restoresOnNavigation,
  scrollStorageKey,
  type SavedScroll,
} from '../../domain/page/scroll';
import { createThrottle } from '../../lib/throttle';

/** What a user does to scroll: a restore still in progress must give way to it. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

const currentKey = (listKey: string) => scrollStorageKey(listKey, location.pathname, location.search);

/** Per list on the page now, what saves its position as the address is left (each removes itself when its list goes). */
const activeSaves = new Set<() => void>();

/**
 * Saves every list's position now, under the address it is at: called before an in-page navigation
 * changes the address (the area router). The position is read now, not taken from the 150 ms throttle:
 * a save still waiting there must not land under the next address, and a scroll whose event the browser
 * has not dispatched yet (it does so with the next frame) must not be missed.
 */
export function flushScrollSaves(): void {
  for (const saveNow of activeSaves) saveNow();
}

function navigationType(): string | undefined {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type;
}

function read(storageKey: string): SavedScroll | null {
  try {
    return parseSavedScroll(sessionStorage.getItem(storageKey));
  } catch {
    return null; // storage blocked (privacy mode): the list simply starts at the top
  }
}

function write(storageKey: string, value: SavedScroll): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(value));
  } catch {
    // full or blocked storage: losing a scroll position is not worth an error
  }
}

/**
 * SPEC 2 and 9, "scroll and return": keeps a list's scroll position per address (path + query) in
 * sessionStorage, saved at most every 150 ms while the user scrolls and once more when the page is
 * left. When the user comes back (back/forward, reload, or a popstate within the page), the list's
 * container keeps its saved height as min-height so the page does not jump while the list reloads;
 * once `ready` is true the window scrolls to the saved position. The height is held for 5 s (SPEC 9),
 * through the late snapshots that still change the rows' height, and no longer: a list that came back
 * shorter must not leave a gap.
 *
 * Contract for the caller: `ready` is false while the list for the current address loads, and true
 * once it has rendered (for the product list: after its last rendering part). Attach the returned
 * ref to the list's container.
 */
export function useScrollRestoration<T extends HTMLElement = HTMLElement>(key: string, ready: boolean): RefObject<T> {
  const containerRef = useRef<T>(null);
  const pending = useRef<SavedScroll | null>(null);
  /** Until when (Date.now()) the saved height is held. */
  const holdUntil = useRef(0);
  const [armed, setArmed] = useState(0);

  // Arm a restore on arrival and on every history step within the page.
  useLayoutEffect(() => {
    let holdTimer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      const saved = read(currentKey(key));
      pending.current = saved;
      if (!saved) return;
      if (containerRef.current) containerRef.current.style.minHeight = `${saved.height}px`;
      holdUntil.current = Date.now() + HEIGHT_PERSIST_MS;
      clearTimeout(holdTimer);
      holdTimer = setTimeout(() => {
        if (containerRef.current) containerRef.current.style.minHeight = '';
      }, HEIGHT_PERSIST_MS);
      setArmed((n) => n + 1);
    };
    const previous = history.scrollRestoration;
    // We restore once the list is back; the browser's own restore would jump before that.
    history.scrollRestoration = 'manual';
    if (restoresOnNavigation(navigationType())) arm();
    window.addEventListener('popstate', arm);
    return () => {
      window.removeEventListener('popstate', arm);
      clearTimeout(holdTimer);
      history.scrollRestoration = previous;
    };
  }, [key]);

  // Restore before paint once the list is back.
  useLayoutEffect(() => {
    const saved = pending.current;
    if (!ready || !saved) return;
    pending.current = null;
    // The container may not have existed when the restore was armed (a loading state): hold its height now.
    const el = containerRef.current;
    if (el && !el.style.minHeight && Date.now() < holdUntil.current) el.style.minHeight = `${saved.height}px`;
    window.scrollTo(0, saved.y);
    // Late layout changes (prices and stock landing, a status line above the list going away, which
    // the browser's scroll anchoring answers by moving the page) can pull the page off the position:
    // hold it for the 5 s the height is held, unless the user scrolls first.
    const until = holdUntil.current;
    let frame = 0;
    const stop = () => {
      cancelAnimationFrame(frame);
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
    };
    const tick = () => {
      if (Date.now() > until) return stop();
      if (Math.abs(window.scrollY - saved.y) > 1) window.scrollTo(0, saved.y);
      frame = requestAnimationFrame(tick);
    };
    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true, once: true });
    frame = requestAnimationFrame(tick);
    return stop;
  }, [ready, armed]);

  // Save while scrolling (not while a restore is pending: the reloading list's scroll would overwrite it).
  useEffect(() => {
    const saveNow = () => {
      if (pending.current) return;
      const height = containerRef.current?.getBoundingClientRect().height ?? 0;
      write(currentKey(key), { y: window.scrollY, height: Math.round(height) });
    };
    const save = createThrottle(saveNow, SCROLL_SAVE_THROTTLE_MS);
    const onScroll = () => save();
    // Leaving the address: the position it is at now, whatever the throttle holds.
    const onLeave = () => {
      save.cancel();
      saveNow();
    };
    activeSaves.add(onLeave);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onLeave);
    return () => {
      activeSaves.delete(onLeave);
      // The list goes (its screen left, perhaps after the address changed): only a save already waiting lands.
      save.flush();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onLeave);
    };
  }, [key]);

  return containerRef;
}
