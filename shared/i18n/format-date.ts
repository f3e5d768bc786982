import { parseIsoDate } from '../lib/iso-date';
import { lightFormat } from '../lib/light-format';
import { $pageContext } from '../context/page-context';

/**
 * Formats a date (Date or ISO string) in the page context's date format; '' for an invalid date.
 * lightFormat (date-fns' own, rewritten smaller: shared/lib/light-format.ts) covers the numeric tokens
 * (d, M, y, H, h, m, s, a) the page context allows; names of days and months go through formatDateLong,
 * which only the widgets that show them load. Strings are read by parseIsoDate, not date-fns' parseISO
 * (a kilobyte gzip less on every page; see shared/lib/iso-date.ts).
 */
export function formatDate(value: Date | string, pattern = $pageContext.get().dateFormat): string {
  const date = typeof value === 'string' ? parseIsoDate(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  try {
    return lightFormat(date, pattern);
  } catch {
    return lightFormat(date, 'dd.MM.yyyy'); // a pattern with name tokens: fall back to the documented default
  }
}
