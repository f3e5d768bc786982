import { useEffect, type RefObject } from 'react';
import { arrowDirection, focusTarget, type StopKind } from '../../../domain/catalogue/list-keyboard';

/** A row's quantity inputs (regular line and quick sales) and the pagination links that join them; a disabled input (locked samples) cannot take focus, so it is no stop. */
const STOPS = '[data-list-quantity] input:not(:disabled), [data-list-nav]';

/**
 * SPEC 2 keyboard ordering: up and down arrows in a row's quantity input move to the previous or next
 * row's quantity input, past the last row to the first pagination link (`data-list-nav`), and back.
 * One listener on the scope, not one per row. The scope is the nearest ancestor marked
 * `data-list-keyboard` (a host that puts its pagination outside the list marks their common parent),
 * else the list itself. The quantity input is a text field, so arrows never change a number.
 */
export function useListKeyboard(listRef: RefObject<HTMLElement>, enabled = true): void {
  useEffect(() => {
    const list = listRef.current;
    if (!enabled || !list) return;
    const scope = list.parentElement?.closest<HTMLElement>('[data-list-keyboard]') ?? list;
    const onKeyDown = (event: KeyboardEvent) => {
      const direction = arrowDirection(event);
      const from = event.target;
      if (!direction || !(from instanceof HTMLElement) || !from.matches(STOPS)) return;
      const stops = [...scope.querySelectorAll<HTMLElement>(STOPS)];
      const kinds: StopKind[] = stops.map((el) => (el.matches('[data-list-nav]') ? 'nav' : 'quantity'));
      const target = focusTarget(kinds, stops.indexOf(from), direction);
      if (target === null) return;
      event.preventDefault(); // no caret jump, no page scroll: focus moves instead
      const el = stops[target]!;
      el.focus();
      if (el instanceof HTMLInputElement) el.select(); // typing replaces the quantity
    };
    scope.addEventListener('keydown', onKeyDown);
    return () => scope.removeEventListener('keydown', onKeyDown);
  }, [listRef, enabled]);
}
