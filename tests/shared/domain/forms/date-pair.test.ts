import { describe, expect, it } from 'vitest';
import {
  isChosenDate,
  secondDateMin,
  secondPrecedesFirst,
  withFirstDate,
} from '../../../../shared/domain/forms/date-pair';

describe('date pair (SPEC 5: the second date cannot precede the first)', () => {
  it('a second date before the first is wrong; the same day and later are fine', () => {
    expect(secondPrecedesFirst({ first: '2026-05-10', second: '2026-05-09' })).toBe(true);
    expect(secondPrecedesFirst({ first: '2026-05-10', second: '2026-05-10' })).toBe(false);
    expect(secondPrecedesFirst({ first: '2026-05-10', second: '2026-06-01' })).toBe(false);
  });

  it('compares across months and years in date order', () => {
    expect(secondPrecedesFirst({ first: '2026-12-31', second: '2027-01-01' })).toBe(false);
    expect(secondPrecedesFirst({ first: '2027-01-01', second: '2026-12-31' })).toBe(true);
  });

  it('a pair with a date not chosen is never wrong', () => {
    expect(secondPrecedesFirst({ first: '', second: '2026-05-09' })).toBe(false);
    expect(secondPrecedesFirst({ first: '2026-05-10', second: '' })).toBe(false);
  });

  it('when the first date moves past the second, the second moves along to the first', () => {
    expect(withFirstDate({ first: '2026-05-01', second: '2026-05-05' }, '2026-05-20')).toEqual({
      first: '2026-05-20',
      second: '2026-05-20',
    });
  });

  it('when the first date stays on or before the second, the second is kept', () => {
    expect(withFirstDate({ first: '2026-05-01', second: '2026-05-05' }, '2026-05-05')).toEqual({
      first: '2026-05-05',
      second: '2026-05-05',
    });
    expect(withFirstDate({ first: '2026-05-01', second: '2026-05-05' }, '2026-04-01')).toEqual({
      first: '2026-04-01',
      second: '2026-05-05',
    });
  });

  it('clearing the first date, or a second not chosen, leaves the second as it is', () => {
    expect(withFirstDate({ first: '2026-05-01', second: '2026-05-05' }, '')).toEqual({
      first: '',
      second: '2026-05-05',
    });
    expect(withFirstDate({ first: '', second: '' }, '2026-05-01')).toEqual({ first: '2026-05-01', second: '' });
  });

  it('the second input starts at the first date, else at the pair lower bound', () => {
    expect(secondDateMin({ first: '2026-05-10', second: '' }, '2026-05-02')).toBe('2026-05-10');
    expect(secondDateMin({ first: '', second: '' }, '2026-05-02')).toBe('2026-05-02');
    expect(secondDateMin({ first: '', second: '' })).toBeUndefined();
  });

  it('only a complete yyyy-MM-dd value counts as chosen', () => {
    expect(isChosenDate('2026-05-10')).toBe(true);
    expect(isChosenDate('')).toBe(false);
    expect(isChosenDate('2026-5-1')).toBe(false);
  });
});
