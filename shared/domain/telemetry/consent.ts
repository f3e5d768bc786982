/**
 * The consent rule of the reports (issue #35): web vitals are statistics, sent only once the visitor accepted
 * cookies (the cookie-consent island's cookie, SPEC section 9: `_cc=1`); failures are strictly necessary to keep
 * the shop working and are sent without it. The cookie is named here rather than imported from
 * shared/domain/page/cookie-consent.ts so the reporter chunk shares no module with the cookie-consent widget
 * (each shared module splits a chunk off both); tests/shared/domain/telemetry pins that the two agree.
 */
export const STATISTICS_CONSENT_COOKIE = { name: '_cc', value: '1' } as const;

/** Whether `document.cookie` holds the consent cookie. */
export const statisticsAllowed = (cookies: string): boolean =>
  cookies.split(';').some((c) => c.trim() === `${STATISTICS_CONSENT_COOKIE.name}=${STATISTICS_CONSENT_COOKIE.value}`);
