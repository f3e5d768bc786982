/**
 * Scroll rules of SPEC sections 2 and 9: the sticky-header threshold, ScrollTo/VerticalOffset
 * targets and the saved scroll position of a list. Pure; the DOM side lives in
 * widgets/sticky-header and shared/ui/scroll-restoration.ts. The throttle is shared/domain/throttle.ts.
 */
import { TIMING } from '../../lib/timing';

/** SPEC 9: sticky header height and breadcrumb height, in px. */
export const STICKY_HEADER_HEIGHT = 104;
export const BREADCRUMB_HEIGHT = 30;

/** SPEC 9: the sticky header class is added past 10 px, or 125 px with the new navigation. */
export const STICKY_THRESHOLD = { classic: 10, newNavigation: 125 } as const;

export const SCROLL_SAVE_THROTTLE_MS = TIMING.scrollSaveThrottle;
export const SCROLL_TO_DELAY_MS = TIMING.scrollToDelay;
export const HEIGHT_PERSIST_MS = TIMING.heightPersist;

export function stickyThreshold(useNewNavigation: boolean): number {
  return useNewNavigation ? STICKY_THRESHOLD.newNavigation : STICKY_THRESHOLD.classic;
}

/** "Past" the threshold: at exactly 10 px the header is not sticky yet, at 11 px it is. */
export function isSticky(scrollY: number, useNewNavigation: boolean): boolean {
  return scrollY > stickyThreshold(useNewNavigation);
}

export interface ScrollToRequest {
  elementId: string;
  /** Extra px kept free above the element (VerticalOffset); 0 when absent or not a number. */
  verticalOffset: number;
}

/**
 * Reads ScrollTo and VerticalOffset from a query string. Parameter names match case-insensitively:
 * editors type these links by hand, and `scrollto=` should not silently do nothing.
 */
export function parseScrollTo(search: string): ScrollToRequest | null {
  const params = new URLSearchParams(search);
  let elementId = '';
  let offset = '';
  for (const [key, value] of params) {
    const k = key.toLowerCase();
    if (k === 'scrollto' && !elementId) elementId = value.trim();
    if (k === 'verticaloffset' && !offset) offset = value.trim();
  }
  if (!elementId) return null;
  const n = Number(offset);
  return { elementId, verticalOffset: offset !== '' && Number.isFinite(n) ? n : 0 };
}

/**
 * Where the window scrolls to for a ScrollTo: the element's top (in document coordinates) minus the
 * sticky header (104 px, plus the 30 px breadcrumb where the page has one) minus VerticalOffset, never
 * above the top of the page.
 */
export function scrollTargetTop(
  elementTop: number,
  opts: { verticalOffset: number; headerHeight?: number; breadcrumb?: boolean },
): number {
  const header = (opts.headerHeight ?? STICKY_HEADER_HEIGHT) + (opts.breadcrumb ? BREADCRUMB_HEIGHT : 0);
  return Math.max(0, Math.round(elementTop - header - opts.verticalOffset));
}

/** Scroll positions are kept per list and per address (path + query), so page 2 has its own. */
export function scrollStorageKey(listKey: string, pathname: string, search: string): string {
  return `wsh-scroll:${listKey}:${pathname}${search}`;
}

export interface SavedScroll {
  /** window.scrollY when it was saved. */
  y: number;
  /** Height of the list's container then, in px, held as min-height while the list reloads. */
  height: number;
}

export function parseSavedScroll(raw: string | null): SavedScroll | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SavedScroll>;
    if (typeof value.y !== 'number' || typeof value.height !== 'number') return null;
    if (!Number.isFinite(value.y) || !Number.isFinite(value.height)) return null;
    return { y: Math.max(0, value.y), height: Math.max(0, value.height) };
  } catch {
    return null;
  }
}

/** The position is restored when the user comes back (back/forward) or reloads, not on a fresh visit. */
export function restoresOnNavigation(type: string | undefined): boolean {
  return type === 'back_forward' || type === 'reload';
}
