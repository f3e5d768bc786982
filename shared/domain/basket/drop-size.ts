/**
 * The drop-size warning's rule (SPEC section 4, Checkout: "The drop-size warning hides after the limit
 * is reached (500 ms fade)"), and the answer it reads, declared as a schema (issue #33). Pure; the widget
 * keeps the timer.
 */
import * as v from 'valibot';
import { figure, flag, text } from '../../lib/schema';

/** One is required; a missing figure reads as 0 (nothing missing), a missing text as '', IsReached as false. */
export const DropSize = v.object({
  DropSizeLimit: figure,
  FormattedDropSizeLimit: text,
  BasketSubTotal: figure,
  /** Amount still missing to reach the drop size; 0 when reached. */
  MissingAmount: figure,
  FormattedMissingAmount: text,
  IsReached: flag,
});
export type DropSize = v.InferOutput<typeof DropSize>;

export interface DropSizeAnswer {
  IsReached: boolean;
  MissingAmount: number;
}

/** Reached when the server says so, or when nothing is missing (either flag alone is trusted). */
export const isDropSizeReached = (answer: DropSizeAnswer): boolean => answer.IsReached || answer.MissingAmount <= 0;

/** hidden: nothing shown; shown: the warning; fading: the 500 ms fade-out before it is removed. */
export type DropSizePhase = 'hidden' | 'shown' | 'fading';

/**
 * The phase after an answer. A limit that is already reached while nothing is shown (first load)
 * stays hidden without a fade; a warning that is shown fades once the limit is reached; an answer
 * with something missing shows the warning again, also in the middle of a fade.
 */
export function phaseAfterAnswer(phase: DropSizePhase, reached: boolean): DropSizePhase {
  if (!reached) return 'shown';
  return phase === 'hidden' ? 'hidden' : 'fading';
}

/** The phase when the fade's 500 ms are over. */
export const phaseAfterFade = (phase: DropSizePhase): DropSizePhase => (phase === 'fading' ? 'hidden' : phase);
