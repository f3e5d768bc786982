import { lightFormat as dateFnsLightFormat } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lightFormat } from '../../../shared/lib/light-format';

/** The result, or the error's class: both must be date-fns' own. */
const outcome = (format: () => string) => {
  try {
    return format();
  } catch (error) {
    return error instanceof RangeError ? 'RangeError' : 'other error';
  }
};

const piece = fc.oneof(
  fc
    .constantFrom('y', 'M', 'd', 'H', 'h', 'm', 's', 'S', 'a')
    .chain((c) => fc.integer({ min: 1, max: 6 }).map((n) => c.repeat(n))),
  fc.constantFrom('.', '/', '-', ' ', ':', ',', "'", "''", "'at'", "'o''clock'", '12', '_', 'E', 'Q', 'x', 'é'),
);
const pattern = fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join(''));
const date = fc.date({ min: new Date(-2000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true });

describe("lightFormat: date-fns' lightFormat, smaller", () => {
  it('formats the numeric tokens and quoted text', () => {
    const at = new Date(2026, 10, 4, 9, 5, 7, 89);
    expect(lightFormat(at, 'dd.MM.yyyy')).toBe('04.11.2026');
    expect(lightFormat(at, 'd/M-yy HH:mm:ss.SSS')).toBe('4/11-26 09:05:07.089');
    expect(lightFormat(new Date(2026, 0, 1, 21), "h 'o''clock' a, aaa, aaaa, aaaaa")).toBe("9 o'clock PM, pm, p.m., p");
    expect(lightFormat(new Date(2026, 0, 1, 0), 'hh:mm aa')).toBe('12:00 AM');
  });

  it('refuses a pattern with a name token, as date-fns does', () => {
    expect(() => lightFormat(new Date(2026, 0, 1), 'EEEE d. MMMM')).toThrow(RangeError);
  });

  it("gives date-fns' text, or its RangeError, for every date and pattern", () => {
    fc.assert(
      fc.property(date, pattern, (d, p) => {
        expect(outcome(() => lightFormat(d, p))).toBe(outcome(() => dateFnsLightFormat(d, p)));
      }),
      { numRuns: 2000 },
    );
  });
});
