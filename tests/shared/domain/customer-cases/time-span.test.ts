import { describe, expect, it } from 'vitest';
import { TIME_SPAN_LENGTH, timeSpan, trimTimeSpan } from '../../../../shared/domain/customer-cases/time-span';

describe('customer case time spans (SPEC 2: trimmed to the first 5 characters)', () => {
  it('keeps 5 characters', () => {
    expect(TIME_SPAN_LENGTH).toBe(5);
  });

  it('trims a time with seconds to its first 5 characters', () => {
    expect(trimTimeSpan('08:00:00')).toBe('08:00');
    expect(trimTimeSpan('10:30:00')).toBe('10:30');
    expect(trimTimeSpan('06:00:00.0000000')).toBe('06:00');
  });

  it('keeps a text of exactly 5 characters, and shorter texts as they are', () => {
    expect(trimTimeSpan('09:15')).toBe('09:15');
    expect(trimTimeSpan('8:00')).toBe('8:00');
    expect(trimTimeSpan('8')).toBe('8');
  });

  it('gives an empty text for an empty, null or absent time span', () => {
    expect(trimTimeSpan('')).toBe('');
    expect(trimTimeSpan(null)).toBe('');
    expect(trimTimeSpan(undefined)).toBe('');
  });

  it('gives both trimmed ends of a span, one end alone when only that is known, and null for none', () => {
    expect(timeSpan('06:00:00', '09:00:00')).toEqual({ from: '06:00', to: '09:00' });
    expect(timeSpan('06:00:00', null)).toEqual({ from: '06:00', to: '' });
    expect(timeSpan('', '10:30:00')).toEqual({ from: '', to: '10:30' });
    expect(timeSpan(null, undefined)).toBeNull();
    expect(timeSpan('', '')).toBeNull();
  });
});
