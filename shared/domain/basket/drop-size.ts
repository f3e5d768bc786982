/**
 * The drop-size warning's rule (SPEC section 4, Checkout: "The drop-size warning hides after the limit
 * is reached (500 ms fade)"). Pure; the widget keeps the timer.
 */
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
