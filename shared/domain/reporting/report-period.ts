import { isChosenDate, secondPrecedesFirst, type DatePair } from '../forms/date-pair';

/**
 * What keeps a report period from being asked for, in the order the buyer should fix it: a date not chosen,
 * the end before the start (SPEC 5, the date pair), or a period reaching past today (a report of days that
 * have not happened yet would be empty or partial; the inputs' max is today too).
 */
export type PeriodProblem = 'incomplete' | 'order' | 'future';

export function periodProblem(pair: DatePair, today: string): PeriodProblem | null {
  if (!isChosenDate(pair.first) || !isChosenDate(pair.second)) return 'incomplete';
  if (secondPrecedesFirst(pair)) return 'order';
  if (pair.second > today) return 'future';
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The period a report form starts with: the last whole calendar month before `today` (`yyyy-MM-dd`), the
 * usual period of an environmental report, so the form can be sent (or the link followed) without typing.
 * Pure string arithmetic: the last day of a month is day 0 of the next in Date.UTC.
 */
export function previousMonth(today: string): DatePair {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const y = month === 1 ? year - 1 : year;
  const m = month === 1 ? 12 : month - 1;
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${y}-${pad(m)}-01`, second: `${y}-${pad(m)}-${pad(lastDay)}` };
}
