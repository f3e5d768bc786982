/**
 * SPEC section 9, single-result automatic behaviour: a search whose term has 8 or more characters
 * and finds exactly one product goes straight to that product. Short terms (a fragment of a name)
 * stay on the results, and so do searches narrowed by filters: there the one result is the buyer's
 * own doing, not a product number or EAN typed in full.
 */
export const SINGLE_RESULT_MIN_TERM_LENGTH = 8;

export interface SingleResultInput {
  term: string;
  hasFilters: boolean;
  totalResults: number;
  /** Id of the first product of the answer. */
  firstProductId: string | undefined;
}

/** The product to go to, or null to show the results. */
export function singleResultProductId({
  term,
  hasFilters,
  totalResults,
  firstProductId,
}: SingleResultInput): string | null {
  if (hasFilters || totalResults !== 1 || !firstProductId) return null;
  return [...term.trim()].length >= SINGLE_RESULT_MIN_TERM_LENGTH ? firstProductId : null;
}
