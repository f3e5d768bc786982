/**
 * The search sorts, as the server names them (SPEC 7: the chosen sort is saved as the user's default).
 * Here rather than in the search page, because the settings widget offers the same default.
 */
export const SORT_OPTIONS = ['Relevance', 'Name', 'PriceAsc', 'PriceDesc', 'Brand'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
/** Relevance is the server's default. */
export const DEFAULT_SORT: SortOption = 'Relevance';

/** A sort we offer, or the default for an unknown or empty one (an old saved setting, a hand-made address). */
export const knownSort = (sort: string | undefined): SortOption =>
  (SORT_OPTIONS as readonly string[]).includes(sort ?? '') ? (sort as SortOption) : DEFAULT_SORT;
