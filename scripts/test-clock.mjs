// The one clock of the test suite. Unit, component and end-to-end tests (and the Firefox and WebKit
// runs) all start at this instant, in the shop's time zone, so a test never depends on the day or the
// hour it is run: the mock's "today" (cookie wsh_now, or db.setNow) and the browser's Date agree.
//
//   PINNED_NOW         the default: a Wednesday morning, before the day's order deadline
//   WSH_TEST_NOW       environment variable that moves the whole suite to another instant
//                      (`npm run test:calendar` sets it for each date of scripts/calendar-dates.mjs)
//
// A test that really needs the machine's date says so in its name ("... on the machine's date") and
// reads `new Date()` before the pinned clock is installed, or asks for `machineNow()`.
// Only Node built-ins: it is read by playwright.config.ts, vitest.config.ts and plain node scripts.

/** Local time in TEST_TIME_ZONE: Wednesday 25 November 2026, 10:00 (the order deadline is 14:00). */
export const PINNED_NOW = '2026-11-25T10:00:00';

/** The shop's time zone: customers order in Denmark, and the daylight-saving days are Copenhagen's. */
export const TEST_TIME_ZONE = 'Europe/Copenhagen';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** `yyyy-MM-ddTHH:mm[:ss]` as `yyyy-MM-ddTHH:mm:ss`; throws on anything else, naming where it came from. */
export function normaliseLocal(value, from = 'a test date') {
  const match = LOCAL.exec(String(value));
  if (!match) throw new Error(`${from}: expected yyyy-MM-ddTHH:mm[:ss] (local time), got "${value}"`);
  const [, y, mo, d, h, mi, s = '00'] = match;
  const asUtc = new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s));
  if (asUtc.getUTCDate() !== +d || asUtc.getUTCMonth() !== +mo - 1 || +h > 23 || +mi > 59 || +s > 59)
    throw new Error(`${from}: "${value}" is not a real date and time`);
  return `${y}-${mo}-${d}T${h}:${mi}:${s}`;
}

/** The suite's "now" as local time (yyyy-MM-ddTHH:mm:ss): WSH_TEST_NOW, else PINNED_NOW. */
export function testNow() {
  const fromEnv = process.env.WSH_TEST_NOW;
  return fromEnv ? normaliseLocal(fromEnv, 'WSH_TEST_NOW') : PINNED_NOW;
}

/** The suite's "today" (yyyy-MM-dd): the mock's wsh_now day. */
export function testToday() {
  return testNow().slice(0, 10);
}

/** The wall-clock fields (year .. second, as strings) of the instant `epochMs` in `zone`. */
function wallParts(epochMs, zone) {
  return Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(epochMs))
      .map((p) => [p.type, p.value]),
  );
}

/** The local time `yyyy-MM-ddTHH:mm` of the instant `epochMs` in `zone` (the calendar sweep's "today"). */
export function epochToLocal(epochMs, zone = TEST_TIME_ZONE) {
  const p = wallParts(epochMs, zone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** Milliseconds east of UTC of `zone` at the instant `epochMs`. */
function zoneOffsetMs(epochMs, zone) {
  const parts = wallParts(epochMs, zone);
  const wall = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return wall - Math.floor(epochMs / 1000) * 1000;
}

/**
 * The epoch milliseconds of a local time in `zone`. A time that does not exist (the hour skipped in
 * spring) resolves to the instant an hour later, as browsers do; a repeated one to its first instant.
 */
export function localToEpochMs(local, zone = TEST_TIME_ZONE) {
  const [, y, mo, d, h, mi, s] = LOCAL.exec(normaliseLocal(local)).map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  let guess = wall - zoneOffsetMs(wall, zone);
  guess = wall - zoneOffsetMs(guess, zone);
  const earlier = wall - zoneOffsetMs(guess - 3_600_000, zone);
  return zoneOffsetMs(earlier, zone) === wall - earlier ? Math.min(earlier, guess) : guess;
}

/** The suite's "now" as epoch milliseconds (for Playwright's clock and vitest's fake timers). */
export function testNowMs() {
  return localToEpochMs(testNow());
}

/** The machine's real time, for the few tests that say by name that they need it. */
export function machineNow() {
  return new Date(globalThis[Symbol.for('wsh.test.nativeDateNow')]?.() ?? Date.now());
}
