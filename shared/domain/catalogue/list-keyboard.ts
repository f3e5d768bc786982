/**
 * Keyboard ordering (SPEC 2): up and down arrows move between the product rows' quantity inputs and the
 * pagination links, so a buyer can work through a list without the mouse. Pure: the list gives the
 * stops in document order and gets back the one to focus.
 */

/** SPEC 9 key codes: arrows are 37-40; up and down are the two that move between rows. */
export const KEY_CODES = { arrowUp: 38, arrowDown: 40 } as const;

export type Direction = 'up' | 'down';

/** A quantity input of a row, or a pagination link (any element marked `data-list-nav`). */
export type StopKind = 'quantity' | 'nav';

interface KeyLike {
  key?: string;
  keyCode?: number;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
}

/**
 * Up or down for a plain arrow key (by `key`, or by the SPEC's key code for older browsers); null for
 * any other key, and for arrows with a modifier (those keep their own meaning, e.g. selecting text).
 */
export function arrowDirection(event: KeyLike): Direction | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (event.key === 'ArrowUp' || (!event.key && event.keyCode === KEY_CODES.arrowUp)) return 'up';
  if (event.key === 'ArrowDown' || (!event.key && event.keyCode === KEY_CODES.arrowDown)) return 'down';
  return null;
}

function nearest(stops: readonly StopKind[], from: number, direction: Direction, kind: StopKind): number | null {
  const step = direction === 'down' ? 1 : -1;
  for (let i = from + step; i >= 0 && i < stops.length; i += step) if (stops[i] === kind) return i;
  return null;
}

/**
 * The stop to focus from stop `from` (index into `stops`, document order), or null to stay:
 * - from a quantity input: the next (previous) row's quantity input; past the last (first) row, the
 *   nearest pagination link below (above), so pagination after or before the list joins in;
 * - from a pagination link: back to the nearest row's quantity input in that direction.
 * Pagination links do not move among themselves with up/down (Tab and left/right stay theirs).
 */
export function focusTarget(stops: readonly StopKind[], from: number, direction: Direction): number | null {
  const kind = stops[from];
  if (kind === undefined) return null;
  const quantity = nearest(stops, from, direction, 'quantity');
  if (quantity !== null || kind === 'nav') return quantity;
  return nearest(stops, from, direction, 'nav');
}
