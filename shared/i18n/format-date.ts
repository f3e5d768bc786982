import { format, isValid, parseISO } from 'date-fns';
import { da, enGB } from 'date-fns/locale';
import { $pageContext } from '../stores/page-context';

/** Formats a date (Date or ISO string) in the page context's date format and language; '' for an invalid date. */
export function formatDate(value: Date | string, pattern = $pageContext.get().dateFormat): string {
  const date = typeof value === 'string' ? parseISO(value) : value;
  if (!isValid(date)) return '';
  return format(date, pattern, { locale: $pageContext.get().language === 'da' ? da : enGB });
}
