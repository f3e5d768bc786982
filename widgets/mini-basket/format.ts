import type { Basket } from '../../shared/domain/models';
import { formatDate } from '../../shared/i18n/format-date';

/** The server's formatted subtotal, else the raw figure formatted for the page language and the basket's currency. */
export function subTotalText(basket: Basket, language: string): string {
  if (basket.FormattedSubTotal) return basket.FormattedSubTotal;
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency: basket.CurrencyCode }).format(
      basket.SubTotalForDropSize,
    );
  } catch {
    // An unknown currency code must not take the header down, nor a basket answer without the figures
    // (the core's basket reader checks only what the core needs: every byte of it counts).
    return `${basket.SubTotalForDropSize?.toFixed(2)} ${basket.CurrencyCode}`;
  }
}

/** The order deadline (ISO date-time) as the page's date format and HH:mm, or null when there is none. */
export function deadlineParts(iso: string | null | undefined): { date: string; time: string } | null {
  const date = iso ? formatDate(iso) : '';
  return iso && date ? { date, time: formatDate(iso, 'HH:mm') } : null;
}

/** The basket's name; older answers carry it only in AllBaskets. */
export const basketName = (basket: Basket): string | undefined =>
  basket.Name ?? basket.AllBaskets.find((b) => b.Id === basket.Id)?.Name;
