// The calendar sweep: the dates the date-sensitive tests run at (`npm run test:calendar` runs all of
// them; `npm test` runs QUICK_DATES over the node tests and QUICK_DOM_DATES over QUICK_DOM_FILES). Each
// date is a local time in Copenhagen (scripts/test-clock.mjs); a test run at it sees that instant in the
// browser's Date, in vitest's Date and in the mock's "today". To add a date, add a line to DATES with
// what it catches; to add a test, add its file to the class it checks below.
import { epochToLocal } from './test-clock.mjs';

/** [local time, what it catches]. */
export const DATES = [
  ['2027-02-28T10:00', '28th: the last day of a short February (Sunday)'],
  ['2026-10-29T10:00', '29th of a month (Thursday)'],
  ['2026-11-30T10:00', '30th: the last day of November (Monday)'],
  ['2027-03-31T10:00', '31st: the last day of March (Wednesday)'],
  ['2026-11-27T15:30', 'a Friday after the 14:00 order deadline'],
  ['2026-11-28T10:00', 'a Saturday'],
  ['2026-11-29T10:00', 'a Sunday'],
  ['2026-12-24T10:00', '24 December'],
  ['2026-12-25T10:00', '25 December'],
  ['2026-12-26T10:00', '26 December'],
  ['2026-12-31T23:30', '31 December, half an hour before the year ends'],
  ['2027-01-01T00:30', '1 January, half an hour into the year'],
  ['2027-03-28T03:30', 'summer time begins in Copenhagen (02:00 -> 03:00)'],
  ['2026-10-25T02:30', 'summer time ends in Copenhagen (the hour 02:00-03:00 comes twice)'],
  ['2028-02-29T10:00', '29 February of a leap year'],
  ['today', "the machine's real date and time"],
];

/**
 * Enough dates to catch each class in `npm test`'s time budget: a Friday after the deadline at a month's
 * end, a weekend day that is also a daylight-saving switch, the year's end (late at night, the 31st), a
 * leap day, and the real today.
 */
export const QUICK_DATES = ['2026-11-27T15:30', '2026-10-25T02:30', '2026-12-31T23:30', '2028-02-29T10:00', 'today'];
/**
 * The DOM tests cost about 13 s a date on this machine: in `npm test` they run at one date that is after
 * the order deadline on a working day, at a month's end and the year's end at once.
 */
export const QUICK_DOM_DATES = ['2026-12-31T23:30'];

/** The date-sensitive test files, by what they check. Node tests first (fast), then DOM tests. */
export const NODE_FILES = {
  'delivery dates and pre-sale periods': [
    'tests/fixtures/clock-and-delivery.test.ts',
    'tests/fixtures/basket.test.ts',
    'tests/fixtures/all-baskets-calls.test.ts',
    'tests/shared/domain/basket/delivery-dates.test.ts',
  ],
  'order and document date ranges, report periods in yyyymmdd': [
    'tests/fixtures/accounting.test.ts',
    'tests/fixtures/reorder.test.ts',
    'tests/shared/domain/forms/date-pair.test.ts',
    'tests/shared/domain/orders/order-groups.test.ts',
    'tests/shared/domain/sales-documents/search.test.ts',
    'tests/shared/domain/reporting/yyyymmdd.test.ts',
    'tests/shared/domain/customer-cases/time-span.test.ts',
    'tests/shared/lib/iso-date.test.ts',
  ],
  'the 14-day tracking window': ['tests/shared/domain/orders/tracking.test.ts'],
  '1-day dismissals and cookies': ['tests/shared/domain/recall/dismissal.test.ts', 'tests/fixtures/recall.test.ts'],
};

export const DOM_FILES = {
  'order deadlines, countdowns and the mini basket deadline': [
    'tests/widgets/countdown.test.tsx',
    'tests/widgets/mini-basket.test.tsx',
    'tests/widgets/checkout-alternative-basket.test.tsx',
    'tests/widgets/checkout-basket.test.tsx',
  ],
  "the delivery-date drawer's months": [
    'tests/widgets/delivery-date-drawer.test.tsx',
    'tests/widgets/delivery-timetable.test.tsx',
  ],
  'order and document date ranges, statistics periods': [
    'tests/widgets/orders.test.tsx',
    'tests/widgets/sales-documents.test.tsx',
    'tests/widgets/statistics.test.tsx',
    'tests/widgets/co2-report.test.tsx',
  ],
  '1-day dismissals and cookies': [
    'tests/widgets/recall-notice.test.tsx',
    'tests/widgets/cookie-consent.test.tsx',
    'tests/shared/stores/session-marker.test.ts',
  ],
};

/**
 * The DOM files `npm test` runs at QUICK_DOM_DATES: every class of DOM_FILES, without the two checkout
 * files, which cost more than all the others together (a whole checkout per test). Their class stays
 * covered there by the countdown and the mini basket's deadline; they run at every date in
 * `npm run test:calendar`, and at the pinned date in every run.
 */
const QUICK_DOM_SKIP = ['tests/widgets/checkout-alternative-basket.test.tsx', 'tests/widgets/checkout-basket.test.tsx'];
export const QUICK_DOM_FILES = Object.values(DOM_FILES)
  .flat()
  .filter((file) => !QUICK_DOM_SKIP.includes(file));

/** The end-to-end specs `npm run test:calendar` also runs at every date (Chromium). */
export const E2E_FILES = ['e2e/basket-islands.spec.ts', 'e2e/sales-documents.spec.ts'];

/** A DATES entry as the WSH_TEST_NOW value: 'today' is the machine's local time in Copenhagen now. */
export function resolveDate(date) {
  return date === 'today' ? epochToLocal(Date.now()) : date;
}
