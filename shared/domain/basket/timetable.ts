/**
 * GET delivery/timetable (SPEC 7), the fields the delivery drawer shows (docs/areas/all-baskets.md), declared
 * once as a schema (issue #33). Outside the basket's models.ts: only the drawer's chunk reads it.
 */
import * as v from 'valibot';
import { list, text } from '../../lib/schema';

/** A day number 1 (Monday) to 7; anything else reads as 0, and such a day is dropped. */
const dayNumber = v.fallback(v.picklist([0, 1, 2, 3, 4, 5, 6, 7]), 0);
/** `HH:mm[:ss]` shown as `HH:mm`. */
const time = v.pipe(
  text,
  v.transform((t) => t.slice(0, 5)),
);

const TimetableDay = v.pipe(
  v.object({
    DayOfWeek: dayNumber,
    OrderDeadlineDayOfWeek: dayNumber,
    OrderDeadlineTime: time,
    DeliveryFrom: time,
    DeliveryTo: time,
  }),
  v.transform(({ DeliveryFrom, DeliveryTo, ...day }) => ({ ...day, From: DeliveryFrom, To: DeliveryTo })),
);

export const Timetable = v.pipe(
  v.object({
    Route: text,
    OrderDeadline: text,
    DeliveryWindow: v.fallback(v.nullable(v.object({ From: text, To: text })), null),
    Days: list(TimetableDay),
  }),
  v.transform((t) => ({ ...t, Days: t.Days.filter((d) => d.DayOfWeek > 0) })),
);
export type Timetable = v.InferOutput<typeof Timetable>;
