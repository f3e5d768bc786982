export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** SPEC section 4: a countdown shows completed once the end time has passed. */
  completed: boolean;
}

/** Whole days, hours, minutes and seconds left until `endMs`; all zero and completed once it has passed. */
export function remainingTime(endMs: number, nowMs: number): Remaining {
  const left = Math.max(0, Math.floor((endMs - nowMs) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    completed: endMs <= nowMs,
  };
}
