import { act, renderHook } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePresence } from '../../../../shared/ui/primitives/use-presence';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('usePresence (an overlay stays for its exit animation)', () => {
  it('is present from the render that opens it', () => {
    const committed: boolean[] = [];
    const { rerender } = renderHook(
      ({ open }) => {
        const present = usePresence(open, 500);
        useLayoutEffect(() => {
          committed.push(present);
        });
        return present;
      },
      { initialProps: { open: false } },
    );
    rerender({ open: true });
    // An effect would have committed the opening render without the overlay first.
    expect(committed).toEqual([false, true]);
  });

  it('stays for exitMs after closing, then leaves', () => {
    const { result, rerender } = renderHook(({ open }) => usePresence(open, 500), { initialProps: { open: true } });
    rerender({ open: false });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('opening again during the exit keeps it, and the exit timer no longer removes it', () => {
    const { result, rerender } = renderHook(({ open }) => usePresence(open, 500), { initialProps: { open: true } });
    rerender({ open: false });
    act(() => vi.advanceTimersByTime(300));
    rerender({ open: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(true);
  });

  it('leaves at once with no exit time (reduced motion)', () => {
    const { result, rerender } = renderHook(({ open }) => usePresence(open, 0), { initialProps: { open: true } });
    rerender({ open: false });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe(false);
  });
});
