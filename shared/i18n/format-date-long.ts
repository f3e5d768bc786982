import { format, isValid } from 'date-fns';
import { da, enGB } from 'date-fns/locale';
import { parseIsoDate } from '../lib/iso-date';
import { $pageContext } from '../context/page-context';

/** Formats a date with any date-fns pattern, names of days and months in the page language (e.g. 'PPPP'). */
export function formatDateLong(value: Date | string, pattern: string): string {
  const date = typeof value === 'string' ? parseIsoDate(value) : value;
  if (!isValid(date)) return '';
  return format(date, pattern, { locale: $pageContext.get().language === 'da' ? da : enGB });
}
