import { describe, expect, it } from 'vitest';
import type { DeliveryDates } from '../../../../shared/domain/models';
import {
  dateToDay,
  dayToDate,
  deliveryCalendar,
  isoDay,
  preSaleRanges,
  selectedDay,
  WEEK_STARTS_ON,
} from '../../../../shared/domain/basket/delivery-dates';

// Week of Monday 24 November 2025: Tue 25th closed, weekend not delivered, list ends Tuesday 2 December.
const day = (Date: string, IsDeliverable = true) => ({ Date, Name: '', IsDeliverable, DayOfWeek: 0, Text: '' });
const dates: DeliveryDates = {
  Dates: [
    day('2025-11-26'),
    day('2025-11-24'),
    day('2025-11-25', false),
    day('2025-11-29', false),
    day('2025-12-01'),
    day('2025-12-02', false),
  ],
  PreSalePeriods: [
    {
      Id: 'PS-XMAS',
      Name: 'Julesalg',
      Text: 'Bestil nu',
      DeliveryFrom: '2025-12-12',
      DeliveryTo: '2025-12-26T00:00:00',
    },
    { Id: 'PS-BARE' },
  ],
};

describe('delivery dates (SPEC section 5, date picker)', () => {
  const calendar = deliveryCalendar(dates);

  it('makes only deliverable dates selectable, in date order', () => {
    expect(calendar.selectable).toEqual(['2025-11-24', '2025-11-26', '2025-12-01']);
    expect(calendar.isSelectable('2025-11-24')).toBe(true);
    expect(calendar.isSelectable('2025-11-25')).toBe(false); // listed, not deliverable
    expect(calendar.isSelectable('2025-11-30')).toBe(false); // Sunday, not listed
  });

  it('bounds the range by the first and last delivery date in the list', () => {
    expect(calendar.first).toBe('2025-11-24');
    expect(calendar.last).toBe('2025-12-02');
    expect(calendar.isSelectable('2025-11-23')).toBe(false);
    expect(calendar.isSelectable('2025-12-03')).toBe(false);
  });

  it('starts weeks on Monday', () => {
    expect(WEEK_STARTS_ON).toBe(1);
    expect(dayToDate('2025-11-24').getDay()).toBe(WEEK_STARTS_ON);
  });

  it('has no bounds and nothing selectable for an empty list', () => {
    const empty = deliveryCalendar({ Dates: [], PreSalePeriods: [] });
    expect(empty).toMatchObject({ selectable: [], first: null, last: null });
  });

  it('reads server dates with a time part, and ignores malformed ones', () => {
    const c = deliveryCalendar({ Dates: [day('2025-11-24T00:00:00'), day('24.11.2025')], PreSalePeriods: [] });
    expect(c.selectable).toEqual(['2025-11-24']);
    expect(isoDay('2025-12-26T00:00:00')).toBe('2025-12-26');
    expect(isoDay(undefined)).toBeNull();
  });

  it('gives pre-sale periods their delivery ranges', () => {
    expect(preSaleRanges(dates.PreSalePeriods)).toEqual([
      { id: 'PS-XMAS', name: 'Julesalg', text: 'Bestil nu', from: '2025-12-12', to: '2025-12-26' },
      { id: 'PS-BARE', name: 'PS-BARE', text: '', from: null, to: null },
    ]);
  });

  it('selects the chosen date, else the current one while it is still deliverable', () => {
    expect(selectedDay(calendar, '2025-12-01', '2025-11-24')).toBe('2025-12-01');
    expect(selectedDay(calendar, null, '2025-11-26T00:00:00')).toBe('2025-11-26');
    expect(selectedDay(calendar, null, '2025-11-25')).toBeNull();
    expect(selectedDay(calendar, '2025-11-29', null)).toBeNull();
  });

  it('converts between days and local dates without a time-zone shift', () => {
    const date = dayToDate('2025-03-30'); // a DST change day in Europe
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2025, 2, 30, 0]);
    expect(dateToDay(date)).toBe('2025-03-30');
    expect(dateToDay(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31');
  });
});
