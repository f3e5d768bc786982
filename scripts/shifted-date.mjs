// The suite's Date: the machine's own, moved by a fixed offset, so a test starts at the pinned instant
// (scripts/test-clock.mjs) and time then flows as usual (timers, animations, performance figures are
// untouched). One function for every place a test runs: vitest's global (tests/support/pinned-clock.ts),
// every Chromium page (e2e/mock-session.ts) and every Firefox and WebKit page (scripts/engines).
// It is self-contained (no references outside its body) so that it can be sent to a page as its text.

/**
 * Replaces `target.Date` by the machine's Date plus `offsetMs`. The machine's Date is kept under
 * Symbol.for('wsh.test.NativeDate') (a second call shifts from it, not from the first shift), its
 * `now` under Symbol.for('wsh.test.nativeDateNow'), and Symbol.for('wsh.test.unpinDate') puts it back
 * (before Playwright's own clock is installed, which keeps time itself).
 */
export function shiftDate(target, offsetMs) {
  const NATIVE = Symbol.for('wsh.test.NativeDate');
  const Native = target[NATIVE] ?? target.Date;
  target[NATIVE] = Native;
  target[Symbol.for('wsh.test.nativeDateNow')] = () => Native.now();
  target[Symbol.for('wsh.test.unpinDate')] = () => {
    target.Date = Native;
  };
  const now = () => Native.now() + offsetMs;
  // A function, not a class: `Date()` without `new` must still return the current time as a string.
  function PinnedDate(...args) {
    if (!new.target) return new Native(now()).toString();
    return args.length === 0
      ? Reflect.construct(Native, [now()], new.target)
      : Reflect.construct(Native, args, new.target);
  }
  Object.setPrototypeOf(PinnedDate, Native);
  PinnedDate.prototype = Native.prototype;
  PinnedDate.now = now;
  PinnedDate.parse = Native.parse;
  PinnedDate.UTC = Native.UTC;
  target.Date = PinnedDate;
}

/** The same as the text of a script for a page: `Date` there starts `offsetMs` from the machine's now. */
export const shiftDateScript = (offsetMs) => `(${shiftDate.toString()})(window, ${JSON.stringify(offsetMs)});`;
