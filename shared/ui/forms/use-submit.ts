import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMING } from '../../lib/timing';
import { submitFailure, type SubmitFailure } from './submit-failure';
import { useFormsT } from './use-forms-t';

export interface SubmitOptions {
  /**
   * The form's own reading of a failure (a name clash, the fields a server refused), tried before the
   * kit's (submit-failure.ts); return undefined to leave it to the kit. The text is shown as given.
   */
  failureMessage?(error: unknown): string | undefined;
  /**
   * SPEC 9's default click delay (S9-05, TIMING.defaultClickDelay: 2000 ms), for a form whose repeat would do
   * its thing twice (order again, create a basket, send a report by e-mail): a submit within 2000 ms of the
   * click that sent one which succeeded does nothing (`ignored`), so a double click or a second press of Enter
   * after a quick answer is not a second order. A refused or failed submit holds nothing: a correction or a
   * retry goes at once.
   */
  clickDelay?: boolean;
}

export interface RunOptions {
  /**
   * False when a field has a problem: nothing is sent, and fields show their problems from now on
   * (`attempted`); `Form` then focuses the first invalid field.
   */
  valid?: boolean;
}

export type SubmitOutcome<T> =
  | { status: 'done'; value: T }
  | { status: 'failed'; error: unknown }
  /** A field has a problem: nothing was sent. */
  | { status: 'invalid' }
  /** A submit was already in flight, or one succeeded within the click delay: this one did nothing. */
  | { status: 'ignored' };

export interface Submit {
  /** A submit is in flight: the submit button is busy and another submit does nothing. */
  busy: boolean;
  /** The form-level message of the last failure, '' when none. */
  error: string;
  /** A submit was tried: fields show their problems from now on. */
  attempted: boolean;
  /** How many submits were refused for a field problem (Form focuses the first invalid field on each). */
  invalidAttempts: number;
  /** Sends once: a second call while one is in flight does nothing (`ignored`). Never rejects. */
  run<T>(action: () => Promise<T>, options?: RunOptions): Promise<SubmitOutcome<T>>;
  /** Forgets the failure message and the attempt (e.g. when the form is opened again). */
  reset(): void;
}

/**
 * One form's sending: never twice at once, and a failure turned into the form's message while the
 * entered values stay as they are (the fields are the caller's state; nothing here clears them).
 */
export function useSubmit(options: SubmitOptions = {}): Submit {
  const t = useFormsT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [invalidAttempts, setInvalidAttempts] = useState(0);
  // A ref, not the state: two submits in one tick (a double click, Enter twice) both see the first.
  const inFlight = useRef(false);
  /** When the last submit that succeeded was sent (the click delay counts from it). */
  const lastSent = useRef(-Infinity);
  const mounted = useRef(true);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async <T>(action: () => Promise<T>, { valid = true }: RunOptions = {}) => {
    const now = Date.now();
    if (inFlight.current) return { status: 'ignored' } as const;
    setAttempted(true);
    setFailure(null);
    if (!valid) {
      setInvalidAttempts((n) => n + 1);
      return { status: 'invalid' } as const;
    }
    if (optionsRef.current.clickDelay && now - lastSent.current < TIMING.defaultClickDelay)
      return { status: 'ignored' } as const;
    inFlight.current = true;
    setBusy(true);
    try {
      const value = await action();
      lastSent.current = now;
      // A form that stays (create, then the next one) starts again without problems shown.
      if (mounted.current) setAttempted(false);
      return { status: 'done', value } as const;
    } catch (error) {
      const own = optionsRef.current.failureMessage?.(error);
      if (mounted.current) setFailure(own ? { message: own } : submitFailure(error));
      return { status: 'failed', error } as const;
    } finally {
      inFlight.current = false;
      if (mounted.current) setBusy(false);
    }
  }, []);

  const reset = useCallback(() => {
    setFailure(null);
    setAttempted(false);
  }, []);

  const error = !failure ? '' : 'message' in failure ? failure.message : t(failure.key);
  return { busy, error, attempted, invalidAttempts, run, reset };
}
