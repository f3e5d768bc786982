import { compareCodes } from '../../lib/compare';
import type { PurchaseHistory } from './models';

export type Purchase = PurchaseHistory['Purchases'][number];

/**
 * SPEC 7 (GET accounting/purchasehistory/{productId}: "first 10 shown; 11 means all shown") and SPEC 9
 * ("Order history per product: 10 shown"), read as: the list asks the server for one purchase more
 * than it shows, 11, and shows the first 10. An 11th purchase in the answer means there are more, so
 * the list offers "Show all", which asks for every purchase and shows them all. Fewer than 11 means
 * the 10 (or fewer) shown are all there is.
 */
export const PURCHASES_SHOWN = 10;
/** How many purchases the first request asks for: one more than shown, to learn whether there are more. */
export const PURCHASES_REQUESTED = PURCHASES_SHOWN + 1;

export interface PurchaseList {
  /** The purchases to show, newest first. */
  shown: Purchase[];
  /** True when the answer had more than 10: the list offers "Show all". */
  hasMore: boolean;
}

/** ISO date-times, so their text's order is their time's (and ICU's collator stays unbuilt: shared/lib/compare.ts). */
const newestFirst = (a: Purchase, b: Purchase) => compareCodes(b.OrderDate, a.OrderDate);

/**
 * The purchases to show. `complete` says the answer holds every purchase (the "Show all" request),
 * so all of them are shown; otherwise the first 10, with `hasMore` when an 11th came along.
 */
export function purchasesToShow(purchases: readonly Purchase[], complete: boolean): PurchaseList {
  const sorted = [...purchases].sort(newestFirst);
  if (complete) return { shown: sorted, hasMore: false };
  return { shown: sorted.slice(0, PURCHASES_SHOWN), hasMore: sorted.length > PURCHASES_SHOWN };
}

export type PurchaseSummary =
  | { kind: 'empty' }
  /** `count` is null when the server sent no total and the list was cut at 10 (then "more than 10"). */
  | { kind: 'summary'; count: number | null; latest: Purchase };

/** What a summary reads of an answer: the purchases, and the total where the server sends one. */
export type PurchaseCounts = Pick<PurchaseHistory, 'Purchases'> & Partial<Pick<PurchaseHistory, 'TotalPurchases'>>;

/** SPEC 4 Purchase history: after loading, either empty or a summary (how many, the latest purchase). */
export function summarise(history: PurchaseCounts, complete: boolean): PurchaseSummary {
  const latest = [...history.Purchases].sort(newestFirst)[0];
  if (!latest) return { kind: 'empty' };
  const total =
    typeof history.TotalPurchases === 'number' && history.TotalPurchases >= history.Purchases.length
      ? history.TotalPurchases
      : null;
  const count = total ?? (complete || history.Purchases.length <= PURCHASES_SHOWN ? history.Purchases.length : null);
  return { kind: 'summary', count, latest };
}
