import { isChosenDate } from '../forms/date-pair';

/**
 * SPEC 7: the CO2 report's fromDate and endDate travel as yyyymmdd. The date inputs give `yyyy-MM-dd`, so
 * this is a matter of dropping the dashes, with no Date (and no time zone) involved; '' for a date not chosen
 * or half typed, which the caller must not send.
 */
export const toYyyymmdd = (isoDay: string): string => (isChosenDate(isoDay) ? isoDay.replaceAll('-', '') : '');
