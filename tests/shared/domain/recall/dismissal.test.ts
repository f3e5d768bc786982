import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RECALL_NOTICE_DISMISSAL,
  dismissalLeftMs,
  formatDismissal,
  noticeShows,
  parseDismissal,
} from '../../../../shared/domain/recall/dismissal';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('recall-notice dismissal lasts 1 day (SPEC 4 Notifications, SPEC 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-10T09:15:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('is 1 day, 86 400 000 ms', () => {
    expect(RECALL_NOTICE_DISMISSAL.durationMs).toBe(86_400_000);
  });

  it('keeps the notice away for 1 day after the dismissal, then it shows again', () => {
    const dismissal = parseDismissal(formatDismissal({ customerId: '512036', at: Date.now() }));
    const shows = () => noticeShows(true, dismissalLeftMs(dismissal, '512036', Date.now()));
    expect(shows()).toBe(false);
    expect(dismissalLeftMs(dismissal, '512036', Date.now())).toBe(DAY);

    vi.advanceTimersByTime(23 * HOUR);
    expect(shows()).toBe(false);
    expect(dismissalLeftMs(dismissal, '512036', Date.now())).toBe(HOUR);

    vi.advanceTimersByTime(HOUR - 1);
    expect(shows()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(shows()).toBe(true);
  });

  it('is the dismissal of one customer: another customer sees its notice', () => {
    const dismissal = { customerId: '512036', at: Date.now() };
    expect(noticeShows(true, dismissalLeftMs(dismissal, '512035', Date.now()))).toBe(true);
  });

  it('does not count a dismissal from a later moment (the clock was put back)', () => {
    const dismissal = { customerId: '512036', at: Date.now() + HOUR };
    expect(dismissalLeftMs(dismissal, '512036', Date.now())).toBe(0);
  });

  it('shows nothing when no confirmation is needed, dismissed or not', () => {
    expect(noticeShows(false, 0)).toBe(false);
    expect(noticeShows(true, 0)).toBe(true);
  });

  it('reads only what it wrote: no cookie, or another value, is no dismissal', () => {
    expect(parseDismissal(undefined)).toBeNull();
    expect(parseDismissal('1')).toBeNull();
    expect(parseDismissal('512036|soon')).toBeNull();
    expect(parseDismissal('a|b|1741594500000')).toEqual({ customerId: 'a|b', at: 1_741_594_500_000 });
  });
});
