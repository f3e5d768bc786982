/**
 * SPEC 2: "An order is trackable if its delivery date is today." The details screen shows tracking only
 * then, and refreshes it while the page is open and visible.
 */
import { dayOf } from './order-groups';

/**
 * How often the tracking of an order delivered today is asked for again while its page is visible. The
 * spec gives no figure: a minute follows a van's progress closely enough without a request every few
 * seconds from every open order page.
 */
export const TRACKING_REFRESH_MS = 60_000;

/** A local calendar day as `yyyy-MM-dd` (the buyer's today). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whether an order with this delivery date is trackable on `today` (`yyyy-MM-dd`): only on its delivery day. */
export const isTrackable = (deliveryDate: string, today: string): boolean =>
  dayOf(deliveryDate) !== '' && dayOf(deliveryDate) === today;
