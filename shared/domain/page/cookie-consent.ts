import { addMonths } from 'date-fns';

/** SPEC section 9: cookie consent cookie _cc, value 1, lasting 60 months. */
export const CONSENT_COOKIE = { name: '_cc', value: '1', months: 60 } as const;

export function consentExpiry(now: Date): Date {
  return addMonths(now, CONSENT_COOKIE.months);
}

/** The consent cookie's lifetime from `now`: 60 calendar months, as a duration the browser counts itself. */
export const consentLifetimeMs = (now: Date): number => consentExpiry(now).getTime() - now.getTime();
