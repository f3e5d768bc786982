import { $pageContext } from '../context/page-context';

/**
 * The one locale rule for money: the page's language decides, Danish as in Denmark and English as in
 * Britain (a Danish shop's English is European: a dollar amount reads "US$", never a bare "$").
 */
const LOCALES = { da: 'da-DK', en: 'en-GB' } as const;

const CENTS = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/**
 * An amount in its currency for the page's language, always with two decimals: "1.000,00 kr." (da) or
 * "DKK 1,000.00" (en). No currency code means DKK (the shop's currency); a code Intl refuses shows the
 * number in the same locale with the code after it ("1.234,50 X1"), so a bad answer never breaks a page.
 */
export function formatMoney(
  amount: number,
  currency?: string | null,
  language: 'da' | 'en' = $pageContext.get().language,
): string {
  const locale = LOCALES[language] ?? LOCALES.da;
  const code = currency || 'DKK';
  try {
    return new Intl.NumberFormat(locale, { ...CENTS, style: 'currency', currency: code }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(locale, CENTS).format(amount)} ${code}`;
  }
}

/**
 * What a page shows for an amount the API sends: the server's own text (FormattedSubTotal, FormattedTotal,
 * FormattedAmount...) when there is one, so the amount reads as the shop's server-rendered pages write it;
 * else the figure formatted here; '' when the answer has neither (no "NaN", no "undefined").
 */
export const moneyText = (
  formatted: string | null | undefined,
  amount: number | null | undefined,
  currency?: string | null,
  language?: 'da' | 'en',
): string => formatted || (typeof amount === 'number' ? formatMoney(amount, currency, language) : '');
