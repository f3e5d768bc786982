/** SPEC section 9: "Other baskets shown excluding the current: limit 3". */
export const OTHER_BASKETS_LIMIT = 3;

export interface SwitcherList<T> {
  /** The other baskets to list, in the server's order, at most `limit`. */
  shown: T[];
  /** True when more other baskets exist than are listed, so a "show all" link is needed. */
  hasMore: boolean;
}

/** Which of the other baskets (the current one already excluded) the basket switcher lists. */
export function switcherList<T>(others: readonly T[], limit = OTHER_BASKETS_LIMIT): SwitcherList<T> {
  return { shown: others.slice(0, Math.max(0, limit)), hasMore: others.length > limit };
}
