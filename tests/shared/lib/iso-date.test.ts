import { parseISO } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../../../shared/lib/iso-date';

const same = (a: Date, b: Date) =>
  Number.isNaN(a.getTime()) ? Number.isNaN(b.getTime()) : a.getTime() === b.getTime();
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

describe('parseIsoDate: the ISO 8601 dates the API sends, as date-fns parseISO reads them', () => {
  it('reads a date as local midnight, a time without zone as local time, and a zone as that offset', () => {
    expect(parseIsoDate('2026-05-04')).toEqual(new Date(2026, 4, 4));
    expect(parseIsoDate('20260504')).toEqual(new Date(2026, 4, 4));
    expect(parseIsoDate('2026-05-04T13:45:30')).toEqual(new Date(2026, 4, 4, 13, 45, 30));
    expect(parseIsoDate('2026-05-04 13:45')).toEqual(new Date(2026, 4, 4, 13, 45));
    expect(parseIsoDate('2026-05-04T13:45:30.1234567')).toEqual(new Date(2026, 4, 4, 13, 45, 30, 123));
    expect(parseIsoDate('2026-05-04T10:00:00Z')).toEqual(new Date(Date.UTC(2026, 4, 4, 10)));
    expect(parseIsoDate('2026-12-24T12:00:00+01:00')).toEqual(new Date(Date.UTC(2026, 11, 24, 11)));
    expect(parseIsoDate('2026-12-24T12:00-0230')).toEqual(new Date(Date.UTC(2026, 11, 24, 14, 30)));
    expect(parseIsoDate('2026-05-04T24:00')).toEqual(new Date(2026, 4, 5));
    expect(parseIsoDate('2026-05-04T10,5')).toEqual(new Date(2026, 4, 4, 10, 30));
    expect(parseIsoDate('2024-02-29')).toEqual(new Date(2024, 1, 29));
  });

  it('refuses what is no date, and the forms no answer carries (week and ordinal dates, a month alone)', () => {
    for (const refused of [
      '',
      'soon',
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '2026-05-04T24:30',
      '2026-05-04T10:60',
      '2026-05-04T10:00+01:60',
      '2026-W18-1',
      '2026-124',
      '2026-05',
      '2026',
      '2026-05-04t10:00',
      '2026-05-04T10:00 ',
    ]) {
      expect(Number.isNaN(parseIsoDate(refused).getTime()), refused).toBe(true);
    }
  });

  it('matches parseISO on every date, time and zone of the form the API sends', () => {
    const apiDate = fc
      .record({
        y: fc.integer({ min: 1900, max: 2200 }),
        mo: fc.integer({ min: 1, max: 12 }),
        d: fc.integer({ min: 1, max: 31 }),
        h: fc.integer({ min: 0, max: 23 }),
        mi: fc.integer({ min: 0, max: 59 }),
        s: fc.integer({ min: 0, max: 59 }),
        fraction: fc.option(fc.stringMatching(/^[.,]\d{1,7}$/)),
        zone: fc.option(
          fc.oneof(
            fc.constant('Z'),
            fc
              .tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 59 }))
              .map(([sign, zh, zm]) => `${sign}${pad(zh)}:${pad(zm)}`),
          ),
        ),
        withTime: fc.boolean(),
      })
      .map(
        ({ y, mo, d, h, mi, s, fraction, zone, withTime }) =>
          `${pad(y, 4)}-${pad(mo)}-${pad(Math.min(d, new Date(Date.UTC(y, mo, 0)).getUTCDate()))}${withTime ? `T${pad(h)}:${pad(mi)}:${pad(s)}${fraction ?? ''}${zone ?? ''}` : ''}`,
      );
    fc.assert(
      fc.property(apiDate, (value) => {
        const mine = parseIsoDate(value);
        expect(Number.isNaN(mine.getTime()), value).toBe(false);
        expect(mine.getTime(), value).toBe(parseISO(value).getTime());
      }),
      { numRuns: 2000 },
    );
  });

  it('never reads another date than parseISO: on any string, the same date or none', () => {
    // Near the edges: months 0-13, days 0-32, hours 0-25, minutes and seconds 0-61, every separator and zone form.
    const two = (max: number) => fc.integer({ min: 0, max }).map((n) => pad(n));
    const zone = fc.oneof(
      fc.constantFrom('Z', 'z', '+1', '+'),
      fc
        .tuple(fc.constantFrom('+', '-'), two(25), fc.constantFrom(':', ''), fc.option(two(61)))
        .map(([sign, zh, sep, zm]) => `${sign}${zh}${zm === null ? '' : sep + zm}`),
    );
    const time = fc
      .tuple(
        fc.constantFrom('T', 'T', ' ', 't'),
        two(25),
        fc.option(fc.tuple(fc.constantFrom(':', ''), two(61))),
        fc.option(fc.tuple(fc.constantFrom(':', ''), two(61))),
        fc.option(fc.stringMatching(/^[.,]\d{0,4}$/)),
        fc.option(zone),
      )
      .map(
        ([t, hh, mm, ss, fraction, z]) =>
          `${t}${hh}${mm ? mm.join('') : ''}${mm && ss ? ss.join('') : ''}${fraction ?? ''}${z ?? ''}`,
      );
    const isoLike = fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.constantFrom('-', ''),
        two(13),
        fc.constantFrom('-', ''),
        two(32),
        fc.option(time),
      )
      .map(([y, s1, mo, s2, d, t]) => `${pad(y, 4)}${s1}${mo}${s2}${d}${t ?? ''}`);
    let read = 0;
    fc.assert(
      fc.property(fc.oneof(isoLike, fc.string()), (value) => {
        const mine = parseIsoDate(value);
        if (Number.isNaN(mine.getTime())) return;
        read += 1;
        expect(same(mine, parseISO(value)), value).toBe(true);
      }),
      { numRuns: 5000 },
    );
    expect(read).toBeGreaterThan(500); // the strings include enough real dates to compare
  });
});
