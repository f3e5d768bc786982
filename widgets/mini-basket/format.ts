import type { Basket } from '../../shared/domain/models';
import { formatDate } from '../../shared/i18n/format-date';
import { moneyText } from '../../shared/i18n/format-money';

/**
 * The server's formatted subtotal, else the figure in the basket's currency and the page's language (read
 * as it renders, as the deadline's date format is). A basket answer without the figures shows none (the
 * core's basket reader checks only what the core needs: every byte of it counts).
 */
export const subTotalText = (basket: Basket): string =>
  moneyText(basket.FormattedSubTotal, basket.SubTotalForDropSize, basket.CurrencyCode);

/** The order deadline (ISO date-time) as the page's date format and HH:mm, or null when there is none. */
export function deadlineParts(iso: string | null | undefined): { date: string; time: string } | null {
  const date = iso ? formatDate(iso) : '';
  return iso && date ? { date, time: formatDate(iso, 'HH:mm') } : null;
}

/** The basket's name; older answers carry it only in AllBaskets. */
export const basketName = (basket: Basket): string | undefined =>
  basket.Name ?? basket.AllBaskets.find((b) => b.Id === basket.Id)?.Name;
