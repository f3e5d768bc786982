import { $pageContext } from '../stores/page-context';

const LOCALES = { da: 'da-DK', en: 'en-GB' } as const;

/**
 * An amount in the basket's currency for the page's language, e.g. "1.000,00 kr." (da) or
 * "DKK 1,000.00" (en). The API sends formatted prices for products, but not for amounts the
 * client computes (what is missing to a minimum). An unknown currency code shows the plain number.
 */
export function formatMoney(
  amount: number,
  currency = 'DKK',
  language: 'da' | 'en' = $pageContext.get().language,
): string {
  const locale = LOCALES[language] ?? LOCALES.da;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}
