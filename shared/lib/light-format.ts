/**
 * Formats a date with the numeric pattern tokens date-fns' `lightFormat` knows (y, M, d, H, h, m, s, S, a,
 * and text in single quotes), as it does: the same text for every date and pattern, and a RangeError for a
 * pattern with any other latin letter (a property test holds the two together).
 *
 * Why not date-fns' own: with the helpers it pulls in it was 1.7 kB of the core chunk every page loads, and
 * issue #19 split React off that chunk, which cost the mini-basket page 0.45 kB gzip of its 86 kB budget.
 * The date must be valid: formatDate checks that first.
 */
const TOKENS = /(\w)\1*|''|'(''|[^'])+('|$)|./g;

const pad = (n: number, length: number) => (n < 0 ? '-' : '') + String(Math.abs(n)).padStart(length, '0');

function token(date: Date, text: string): string {
  const length = text.length;
  const hours = date.getHours();
  switch (text[0]) {
    case 'y': {
      const year = date.getFullYear() > 0 ? date.getFullYear() : 1 - date.getFullYear();
      return pad(text === 'yy' ? year % 100 : year, length);
    }
    case 'M':
      return text === 'M' ? String(date.getMonth() + 1) : pad(date.getMonth() + 1, 2);
    case 'd':
      return pad(date.getDate(), length);
    case 'H':
      return pad(hours, length);
    case 'h':
      return pad(hours % 12 || 12, length);
    case 'm':
      return pad(date.getMinutes(), length);
    case 's':
      return pad(date.getSeconds(), length);
    case 'S':
      return pad(Math.trunc(date.getMilliseconds() * 10 ** (length - 3)), length);
    case 'a': {
      const period = hours >= 12 ? 'pm' : 'am';
      if (length < 3) return period.toUpperCase();
      if (length === 3) return period;
      return length === 5 ? period[0]! : `${period[0]}.m.`;
    }
    case "'":
      // '' is a quote; 'text' is the text, with '' inside it a quote.
      return text === "''" ? "'" : text.replace(/^'|'$/g, '').replace(/''/g, "'");
  }
  if (/[a-z]/i.test(text[0]!))
    throw new RangeError(`Format string contains an unescaped latin alphabet character \`${text[0]}\``);
  return text;
}

export function lightFormat(date: Date, pattern: string): string {
  return (pattern.match(TOKENS) ?? []).map((text) => token(date, text)).join('');
}
