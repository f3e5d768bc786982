import { addMonths } from 'date-fns';

/** SPEC section 9: cookie consent cookie _cc, value 1, lasting 60 months. */
export const CONSENT_COOKIE = { name: '_cc', value: '1', months: 60 } as const;

export function consentExpiry(now: Date): Date {
  return addMonths(now, CONSENT_COOKIE.months);
}
