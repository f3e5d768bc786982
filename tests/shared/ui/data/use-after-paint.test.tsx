import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, useAfterFirstPaint } from '../../../../shared/ui/data/use-after-paint';

beforeEach(() =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }),
);
afterEach(() => vi.useRealTimers());

describe('afterNextPaint (work for the frame after the one being drawn)', () => {
  it('runs after the next frame, in a task of its own, not in the frame', () => {
    const calls: string[] = [];
    afterNextPaint(() => calls.push('after'));
    requestAnimationFrame(() => calls.push('frame'));
    vi.advanceTimersToNextFrame();
    expect(calls).toEqual(['frame']);
    vi.advanceTimersByTime(1); // fake timers give a timeout set during a tick 1 ms
    expect(calls).toEqual(['frame', 'after']);
  });

  it('runs nothing once cancelled, before the frame or between the frame and the task', () => {
    const callback = vi.fn();
    afterNextPaint(callback)();
    const cancelLater = afterNextPaint(callback);
    vi.advanceTimersToNextFrame();
    cancelLater();
    vi.advanceTimersByTime(100);
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('useAfterFirstPaint', () => {
  it('is false in the first frame and true from the next, and stays so', () => {
    const { result, rerender } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    rerender();
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender();
    expect(result.current).toBe(true);
  });

  it('leaves no frame or timer behind when the component goes before its next frame', () => {
    const { unmount } = renderHook(() => useAfterFirstPaint());
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
