import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareCodes, textOrder } from '../../../shared/lib/compare';
import { linesOutsideSeam } from '../../architecture/source-files';

describe('compareCodes', () => {
  it('orders ISO dates and date-times by time, as their text does', () => {
    const dates = ['2026-11-20T10:00:00', '2025-12-31T23:59:59', '2026-02-01T00:00:00', '2026-11-20T09:59:59'];
    expect([...dates].sort(compareCodes)).toEqual([
      '2025-12-31T23:59:59',
      '2026-02-01T00:00:00',
      '2026-11-20T09:59:59',
      '2026-11-20T10:00:00',
    ]);
    expect(compareCodes('2026-11-20', '2026-11-20')).toBe(0);
    expect(compareCodes('7104407', '7104408')).toBeLessThan(0);
  });
});

describe('textOrder', () => {
  it.each([
    ['da', { sensitivity: 'base' as const }, ['Østergade', 'aalborg', 'Aarhus', 'zebra', 'æble', 'Ærø', 'Bo']],
    ['da', undefined, ['Åse', 'Bo', 'ærlig', 'Anne', 'anne']],
    [undefined, undefined, ['Frost', 'Mejeri', 'Brød', 'frugt', 'Kolonial']],
  ])('sorts as localeCompare(b, %s, %o) does', (locales, options, words) => {
    const order = textOrder(locales, options);
    expect([...words].sort(order)).toEqual([...words].sort((a, b) => a.localeCompare(b, locales, options)));
  });

  it('base sensitivity: a case difference is no difference', () => {
    expect(textOrder('da', { sensitivity: 'base' })('Anne', 'anne')).toBe(0);
  });
});

describe('no localeCompare in production code', () => {
  it('no production file but shared/lib/compare.ts calls it (its first call builds ICU collation: 36 ms)', () => {
    expect(linesOutsideSeam(/\.localeCompare\(/, path.join('shared', 'lib', 'compare.ts'))).toEqual([]);
  });
});
