import { describe, expect, it } from 'vitest';
import { TRACKING_REFRESH_MS, isTrackable, isoDay } from '../../../../shared/domain/orders/tracking';

describe('tracking (SPEC 2: an order is trackable if its delivery date is today)', () => {
  it('is trackable only on its delivery day', () => {
    expect(isTrackable('2026-03-12', '2026-03-12')).toBe(true);
    expect(isTrackable('2026-03-12T00:00:00', '2026-03-12')).toBe(true);
    expect(isTrackable('2026-03-11', '2026-03-12')).toBe(false);
    expect(isTrackable('2026-03-13', '2026-03-12')).toBe(false);
    expect(isTrackable('', '2026-03-12')).toBe(false);
  });

  it("today is the buyer's local calendar day", () => {
    expect(isoDay(new Date(2026, 2, 12, 23, 59))).toBe('2026-03-12');
    expect(isoDay(new Date(2026, 0, 5, 0, 0))).toBe('2026-01-05');
  });

  it('refreshes tracking once a minute', () => {
    expect(TRACKING_REFRESH_MS).toBe(60_000);
  });
});
