/**
 * SPEC 4 Notifications and 9: a dismissed product-recall notice stays dismissed for 1 day, then the
 * dismissal expires. The moment of the dismissal is stored (cookie `_wsh_rnd`, `<customer id>|<ms since
 * 1970>`), not only a cookie lifetime: the rule is then decided by the page's clock, the same one that
 * stored it, and a supplier user who acts for another customer sees that customer's notice.
 */
export const RECALL_NOTICE_DISMISSAL = { cookie: '_wsh_rnd', durationMs: 24 * 60 * 60 * 1000 } as const;

export interface Dismissal {
  customerId: string;
  /** When the notice was dismissed, ms since 1970. */
  at: number;
}

/** The cookie's value for a dismissal. */
export const formatDismissal = ({ customerId, at }: Dismissal): string => `${customerId}|${at}`;

/** The stored dismissal, or null for none or a value this rule did not write. */
export function parseDismissal(value: string | undefined): Dismissal | null {
  if (!value) return null;
  const bar = value.lastIndexOf('|');
  const at = Number(value.slice(bar + 1));
  return bar < 0 || !Number.isSafeInteger(at) ? null : { customerId: value.slice(0, bar), at };
}

/**
 * How long the notice stays away for this customer from `now`, in ms; 0 when it shows. A dismissal from
 * a moment after `now` (the clock was put back) does not count: the notice rather shows once too often.
 */
export function dismissalLeftMs(dismissal: Dismissal | null, customerId: string, now: number): number {
  if (!dismissal || dismissal.customerId !== customerId || dismissal.at > now) return 0;
  return Math.max(0, dismissal.at + RECALL_NOTICE_DISMISSAL.durationMs - now);
}

/** SPEC 2: the notice shows while the customer needs to confirm an address and it is not dismissed. */
export const noticeShows = (needsConfirmation: boolean, dismissedForMs: number): boolean =>
  needsConfirmation && dismissedForMs === 0;
