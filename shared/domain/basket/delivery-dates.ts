import type { DeliveryDates, PreSalePeriod } from '../models';

/**
 * SPEC section 5, date picker: only deliverable dates are selectable, the range is bounded by the
 * first and last delivery date, and weeks start on Monday. Days are `yyyy-MM-dd` strings, so the
 * rules do not depend on the visitor's time zone; the picker converts at its edge.
 */
export const WEEK_STARTS_ON = 1;

export interface DeliveryCalendar {
  /** The deliverable days, ascending. */
  selectable: string[];
  /** First and last day of the list (deliverable or not); null for an empty list. */
  first: string | null;
  last: string | null;
  isSelectable(day: string): boolean;
}

export interface PreSaleRange {
  id: string;
  name: string;
  text: string;
  /** Delivery window of the period, `yyyy-MM-dd`; null when the server did not send it. */
  from: string | null;
  to: string | null;
}

/** The `yyyy-MM-dd` part of a server date ("2025-12-12" or "2025-12-12T00:00:00"); null if malformed. */
export function isoDay(value: string | null | undefined): string | null {
  const day = value?.slice(0, 10) ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
}

export function deliveryCalendar(dates: DeliveryDates): DeliveryCalendar {
  const days = dates.Dates.map((d) => ({ day: isoDay(d.Date), deliverable: d.IsDeliverable })).filter(
    (d): d is { day: string; deliverable: boolean } => d.day !== null,
  );
  // Sorted here rather than trusted: string order is date order for yyyy-MM-dd.
  const all = days.map((d) => d.day).sort();
  const selectable = days
    .filter((d) => d.deliverable)
    .map((d) => d.day)
    .sort();
  const set = new Set(selectable);
  return {
    selectable,
    first: all[0] ?? null,
    last: all[all.length - 1] ?? null,
    isSelectable: (day) => set.has(day),
  };
}

export function preSaleRanges(periods: PreSalePeriod[]): PreSaleRange[] {
  return periods.map((p) => ({
    id: p.Id,
    name: p.Name ?? p.Id,
    text: p.Text ?? '',
    from: isoDay(p.DeliveryFrom),
    to: isoDay(p.DeliveryTo),
  }));
}

/** The day the picker shows selected: the chosen one, else the current one if it can still be chosen. */
export function selectedDay(calendar: DeliveryCalendar, chosen: string | null, current: string | null): string | null {
  if (chosen && calendar.isSelectable(chosen)) return chosen;
  const day = isoDay(current);
  return day && calendar.isSelectable(day) ? day : null;
}

/** A `yyyy-MM-dd` day as a local midnight Date (what the picker works with). */
export function dayToDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** A picker Date (local) as `yyyy-MM-dd`. */
export function dateToDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
