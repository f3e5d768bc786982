import { act, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { TIMING } from '../../shared/lib/timing';

/** The line a product list shows while its first draw waits for snapshots (use-first-draw-hold.ts). */
export const HELD_LINE = 'Loading products…';

/** Until the list is drawn and every price shown (snapshots answered): no held line, no "Loading price". */
export const rowsSettled = () =>
  waitFor(() => {
    expect(screen.queryByText(HELD_LINE)).toBeNull();
    expect(screen.queryAllByText('Loading price')).toHaveLength(0);
  });

/**
 * For tests whose snapshots never answer, with fake timers: the first draw's hold runs out and the rows are
 * drawn from the basic products, as they would be on a slow network.
 */
export function passFirstDrawHold(): void {
  expect(screen.getByText(HELD_LINE)).toBeTruthy();
  act(() => vi.advanceTimersByTime(TIMING.productRowsFirstDrawHold));
  expect(screen.queryByText(HELD_LINE)).toBeNull();
}
