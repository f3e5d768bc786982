// The suite's clock in vitest (scripts/test-clock.mjs chooses the instant). Every test file starts at
// the pinned instant and time then flows as usual: `Date` is the machine's with a fixed offset, so
// real timers, `performance.now()` and elapsed times behave as ever, and fake timers started with
// `vi.useFakeTimers()` take their start from this `Date.now()`. A test that needs the machine's date
// says so in its name and asks `machineNow()` (scripts/test-clock.mjs).
import { testNowMs } from '../../scripts/test-clock.mjs';

/** Where the machine's own Date is kept across files (a worker's files share its globals). */
const NATIVE = Symbol.for('wsh.test.NativeDate');
const NATIVE_NOW = Symbol.for('wsh.test.nativeDateNow');

export function pinClock(startMs: number = testNowMs()): void {
  const Native: DateConstructor = Reflect.get(globalThis, NATIVE) ?? globalThis.Date;
  Reflect.set(globalThis, NATIVE, Native);
  Reflect.set(globalThis, NATIVE_NOW, () => Native.now());
  const offset = startMs - Native.now();
  const now = () => Native.now() + offset;
  // A function, not a class: `Date()` without `new` must still return the current time as a string.
  function PinnedDate(this: unknown, ...args: unknown[]): Date | string {
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
  Reflect.set(globalThis, 'Date', PinnedDate);
}
