import { describe, expect, it } from 'vitest';
import { periodProblem, previousMonth } from '../../../../shared/domain/reporting/report-period';

const TODAY = '2026-03-18';

describe('periodProblem: a report period is complete, in order (SPEC 5 date pair) and not past today', () => {
  it('accepts a complete period in order, a one-day period and one ending today', () => {
    expect(periodProblem({ first: '2026-02-01', second: '2026-02-28' }, TODAY)).toBeNull();
    expect(periodProblem({ first: '2026-02-10', second: '2026-02-10' }, TODAY)).toBeNull();
    expect(periodProblem({ first: '2026-01-01', second: TODAY }, TODAY)).toBeNull();
  });

  it('names a date not chosen (empty or half typed) first', () => {
    expect(periodProblem({ first: '', second: '2026-02-28' }, TODAY)).toBe('incomplete');
    expect(periodProblem({ first: '2026-02-01', second: '' }, TODAY)).toBe('incomplete');
    expect(periodProblem({ first: '2026-2-1', second: '2026-02-28' }, TODAY)).toBe('incomplete');
  });

  it('refuses a second date before the first, even by one day', () => {
    expect(periodProblem({ first: '2026-02-10', second: '2026-02-09' }, TODAY)).toBe('order');
    expect(periodProblem({ first: '2026-01-01', second: '2025-12-31' }, TODAY)).toBe('order');
  });

  it('refuses a period that ends after today, from the day after on', () => {
    expect(periodProblem({ first: '2026-03-01', second: '2026-03-19' }, TODAY)).toBe('future');
  });
});

describe('previousMonth: the period a report form starts with', () => {
  it('is the whole calendar month before today', () => {
    expect(previousMonth('2026-03-18')).toEqual({ first: '2026-02-01', second: '2026-02-28' });
    expect(previousMonth('2026-05-01')).toEqual({ first: '2026-04-01', second: '2026-04-30' });
    expect(previousMonth('2026-08-31')).toEqual({ first: '2026-07-01', second: '2026-07-31' });
  });

  it('goes back into December of the year before in January, and knows leap years', () => {
    expect(previousMonth('2026-01-15')).toEqual({ first: '2025-12-01', second: '2025-12-31' });
    expect(previousMonth('2024-03-01')).toEqual({ first: '2024-02-01', second: '2024-02-29' });
  });

  it('is always a valid period on the day it is made', () => {
    for (const today of ['2026-01-01', '2026-03-01', '2026-12-31', '2024-03-31']) {
      expect(periodProblem(previousMonth(today), today)).toBeNull();
    }
  });
});
