// The suite's clock in vitest (scripts/test-clock.mjs chooses the instant). Every test file starts at
// the pinned instant and time then flows as usual: `Date` is the machine's with a fixed offset
// (scripts/shifted-date.mjs), so real timers, `performance.now()` and elapsed times behave as ever, and
// fake timers started with `vi.useFakeTimers()` take their start from this `Date.now()`. A test that
// needs the machine's date says so in its name and asks `machineNow()` (scripts/test-clock.mjs).
import { shiftDate } from '../../scripts/shifted-date.mjs';
import { testNowMs } from '../../scripts/test-clock.mjs';

const NATIVE = Symbol.for('wsh.test.NativeDate');

export function pinClock(startMs: number = testNowMs()): void {
  const Native: DateConstructor = Reflect.get(globalThis, NATIVE) ?? globalThis.Date;
  shiftDate(globalThis, startMs - Native.now()); // the machine's now on purpose: the offset to the pinned instant
}
