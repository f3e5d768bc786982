/**
 * A date pair (from, to) of two calendar dates as native date inputs give them, `yyyy-MM-dd`, or '' when
 * not chosen. SPEC 5: in a date pair the second cannot precede the first. Strings of this form compare in
 * date order, so no Date (and no time zone) is involved.
 */
export interface DatePair {
  first: string;
  second: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A chosen, well-formed calendar date; '' and a half-typed value are "not chosen". */
export const isChosenDate = (value: string): boolean => ISO_DAY.test(value);

/** The second date of the pair precedes the first: the only way a pair is wrong. */
export const secondPrecedesFirst = ({ first, second }: DatePair): boolean =>
  isChosenDate(first) && isChosenDate(second) && second < first;

/**
 * The pair after the first date changed. A second date that the new first date has passed moves along to
 * the first date (the shortest valid range), rather than being cleared: the buyer keeps a complete pair
 * and sees it change beside the field they edited. A second date not chosen stays not chosen.
 */
export function withFirstDate(pair: DatePair, first: string): DatePair {
  return { first, second: secondPrecedesFirst({ first, second: pair.second }) ? first : pair.second };
}

/**
 * The earliest date the second input offers: the first date when chosen, else the pair's own lower bound
 * (e.g. the first delivery date), else none.
 */
export const secondDateMin = (pair: DatePair, min?: string): string | undefined =>
  isChosenDate(pair.first) ? pair.first : min;
