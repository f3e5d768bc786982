import { describe, expect, it } from 'vitest';
import {
  arrowDirection,
  focusTarget,
  KEY_CODES,
  type StopKind,
} from '../../../../shared/domain/catalogue/list-keyboard';

const q = 'quantity' as const;
const nav = 'nav' as const;

describe('arrowDirection (SPEC 9 key codes: arrows 37-40)', () => {
  it('reads up (38) and down (40) by key or by key code', () => {
    expect(KEY_CODES).toEqual({ arrowUp: 38, arrowDown: 40 });
    expect(arrowDirection({ key: 'ArrowUp' })).toBe('up');
    expect(arrowDirection({ key: 'ArrowDown' })).toBe('down');
    expect(arrowDirection({ keyCode: 38 })).toBe('up');
    expect(arrowDirection({ keyCode: 40 })).toBe('down');
  });

  it('ignores left and right (37, 39), other keys and arrows with a modifier', () => {
    expect(arrowDirection({ key: 'ArrowLeft', keyCode: 37 })).toBeNull();
    expect(arrowDirection({ key: 'ArrowRight', keyCode: 39 })).toBeNull();
    expect(arrowDirection({ key: 'Enter', keyCode: 13 })).toBeNull();
    expect(arrowDirection({ key: 'ArrowDown', shiftKey: true })).toBeNull();
    expect(arrowDirection({ key: 'ArrowUp', altKey: true })).toBeNull();
    expect(arrowDirection({ key: 'ArrowUp', ctrlKey: true })).toBeNull();
    expect(arrowDirection({ key: 'ArrowUp', metaKey: true })).toBeNull();
  });
});

describe('focusTarget: up/down between quantity inputs and pagination links (SPEC 2)', () => {
  const list: StopKind[] = [q, q, q, nav, nav, nav];

  it('moves to the next and previous row', () => {
    expect(focusTarget(list, 0, 'down')).toBe(1);
    expect(focusTarget(list, 1, 'down')).toBe(2);
    expect(focusTarget(list, 2, 'up')).toBe(1);
    expect(focusTarget(list, 1, 'up')).toBe(0);
  });

  it('goes from the last row down to the first pagination link, and back up to the last row', () => {
    expect(focusTarget(list, 2, 'down')).toBe(3);
    expect(focusTarget(list, 3, 'up')).toBe(2);
    expect(focusTarget(list, 5, 'up')).toBe(2);
  });

  it('stays at the first row going up, and at a pagination link going down', () => {
    expect(focusTarget(list, 0, 'up')).toBeNull();
    expect(focusTarget(list, 3, 'down')).toBeNull();
  });

  it('joins pagination above the list too: up from the first row, down back into the list', () => {
    const both: StopKind[] = [nav, nav, q, q, nav];
    expect(focusTarget(both, 2, 'up')).toBe(1);
    expect(focusTarget(both, 1, 'down')).toBe(2);
    expect(focusTarget(both, 0, 'down')).toBe(2);
    expect(focusTarget(both, 3, 'down')).toBe(4);
  });

  it('works without pagination and for unknown positions', () => {
    expect(focusTarget([q, q], 1, 'down')).toBeNull();
    expect(focusTarget([q], 0, 'up')).toBeNull();
    expect(focusTarget([q, q], 5, 'down')).toBeNull();
    expect(focusTarget([q, q], -1, 'down')).toBeNull();
  });
});
