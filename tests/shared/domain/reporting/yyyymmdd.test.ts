import { describe, expect, it } from 'vitest';
import { toYyyymmdd } from '../../../../shared/domain/reporting/yyyymmdd';

describe('toYyyymmdd (SPEC 7: the CO2 report sends fromDate and endDate as yyyymmdd)', () => {
  it('writes a chosen date as eight digits, year, month, day, keeping the leading zeros', () => {
    expect(toYyyymmdd('2024-03-05')).toBe('20240305');
    expect(toYyyymmdd('2025-12-31')).toBe('20251231');
    expect(toYyyymmdd('0999-01-01')).toBe('09990101');
  });

  it('keeps the calendar day whatever the time zone (no Date involved): 1 January stays 1 January', () => {
    expect(toYyyymmdd('2026-01-01')).toBe('20260101');
  });

  it('gives "" for a date not chosen or half typed, which must not be sent', () => {
    expect(toYyyymmdd('')).toBe('');
    expect(toYyyymmdd('2024-3-5')).toBe('');
    expect(toYyyymmdd('20240305')).toBe('');
    expect(toYyyymmdd('2024-03-05T00:00')).toBe('');
  });
});
