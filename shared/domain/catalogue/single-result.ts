/**
 * SPEC section 9, single-result automatic behaviour: a search whose term has 8 or more characters
 * and finds exactly one product goes straight to that product. Short terms (a fragment of a name)
 * stay on the results. The rule names no filter condition, so a search narrowed by a category or
 * marking to one product opens it too (issue #34: we used to stay on the results there).
 */
export const SINGLE_RESULT_MIN_TERM_LENGTH = 8;

export interface SingleResultInput {
  term: string;
  totalResults: number;
  /** Id of the first product of the answer. */
  firstProductId: string | undefined;
}

/** The product to go to, or null to show the results. */
export function singleResultProductId({ term, totalResults, firstProductId }: SingleResultInput): string | null {
  if (totalResults !== 1 || !firstProductId) return null;
  return [...term.trim()].length >= SINGLE_RESULT_MIN_TERM_LENGTH ? firstProductId : null;
}
