import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThrottle, throttleDelay } from '../../../shared/lib/throttle';

describe('throttleDelay', () => {
  it('runs at once the first time, then after the rest of the window', () => {
    expect(throttleDelay(null, 5000, 1000)).toBe(0);
    expect(throttleDelay(5000, 5000, 1000)).toBe(1000);
    expect(throttleDelay(5000, 5400, 1000)).toBe(600);
    expect(throttleDelay(5000, 6000, 1000)).toBe(0);
    expect(throttleDelay(5000, 9000, 150)).toBe(0);
  });
});

describe('createThrottle (leading and trailing)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and the latest of a burst at the end of the 1000 ms window', () => {
    const fn = vi.fn();
    const throttled = createThrottle(fn, 1000);
    throttled('m');
    expect(fn.mock.calls).toEqual([['m']]);
    vi.advanceTimersByTime(300);
    throttled('mæ');
    vi.advanceTimersByTime(300);
    throttled('mæl');
    vi.advanceTimersByTime(399);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([['m'], ['mæl']]);
  });

  it('runs at most once per window while calls keep coming (150 ms scroll saves)', () => {
    const fn = vi.fn();
    const throttled = createThrottle(fn, 150);
    for (let t = 0; t < 1500; t += 10) {
      throttled(t);
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(150);
    // 1500 ms of calls: one run per 150 ms window, plus the trailing one.
    expect(fn.mock.calls.length).toBeGreaterThanOrEqual(10);
    expect(fn.mock.calls.length).toBeLessThanOrEqual(11);
    expect(fn.mock.calls.at(-1)).toEqual([1490]);
  });

  it('cancel drops the trailing run; flush runs it now', () => {
    const fn = vi.fn();
    const throttled = createThrottle(fn, 1000);
    throttled(1);
    throttled(2);
    throttled.cancel();
    vi.advanceTimersByTime(2000);
    expect(fn.mock.calls).toEqual([[1]]);
    throttled(3);
    throttled(4);
    throttled.flush();
    expect(fn.mock.calls).toEqual([[1], [3], [4]]);
    vi.advanceTimersByTime(2000);
    expect(fn).toHaveBeenCalledTimes(3);
  });
});
