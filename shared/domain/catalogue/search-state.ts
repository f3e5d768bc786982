/**
 * The search page's state as it lives in the address (SPEC section 2: pagination keeps the page
 * number in the query string under a configurable key). Pure: the page reads it from
 * `location.search` and writes it through the history seam (shared/lib/history.ts), so back, forward and
 * reload restore it.
 */
export interface SearchState {
  /** The search term (query parameter `q`). */
  term: string;
  /** The chosen sort; '' when the address names none (the user's saved default then applies). */
  sort: string;
  /** The selected category id (single choice), or null. */
  category: string | null;
  /** Selected marking keys (all must match), sorted and without duplicates. */
  markings: string[];
  /** 1-based page number, under the page context's `paginationQueryKey`. */
  page: number;
}

/** Query-string names of the state; the page number's name comes from the page context. */
export const SEARCH_PARAMS = { term: 'q', sort: 'sort', category: 'category', markings: 'markings' } as const;

export const EMPTY_SEARCH: SearchState = { term: '', sort: '', category: null, markings: [], page: 1 };

const canonicalMarkings = (values: Iterable<string>): string[] =>
  [...new Set([...values].map((m) => m.trim()).filter(Boolean))].sort();

function parsePage(raw: string | null): number {
  if (!raw || !/^\d+$/.test(raw.trim())) return 1;
  const n = Number.parseInt(raw, 10);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

/** Reads the state from a query string (`?q=...`); anything missing or malformed takes its empty value. */
export function readSearchState(search: string, pageKey: string): SearchState {
  const params = new URLSearchParams(search);
  return {
    term: (params.get(SEARCH_PARAMS.term) ?? '').trim(),
    sort: (params.get(SEARCH_PARAMS.sort) ?? '').trim(),
    category: params.get(SEARCH_PARAMS.category)?.trim() || null,
    // Both `markings=a,b` and `markings=a&markings=b` are read; we write the first form.
    markings: canonicalMarkings(params.getAll(SEARCH_PARAMS.markings).flatMap((v) => v.split(','))),
    page: parsePage(params.get(pageKey)),
  };
}

/**
 * Writes the state into a query string in one canonical form: parameters that are not ours are kept
 * first in their order, then q, category, markings, sort and the page; empty values and page 1 are
 * left out. Equal states therefore give equal addresses, so history entries are never duplicated.
 */
export function writeSearchState(state: SearchState, pageKey: string, currentSearch = ''): string {
  const ours = new Set<string>([...Object.values(SEARCH_PARAMS), pageKey]);
  const params = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(currentSearch)) if (!ours.has(key)) params.append(key, value);
  const term = state.term.trim();
  if (term) params.set(SEARCH_PARAMS.term, term);
  if (state.category) params.set(SEARCH_PARAMS.category, state.category);
  const markings = canonicalMarkings(state.markings);
  if (markings.length > 0) params.set(SEARCH_PARAMS.markings, markings.join(','));
  if (state.sort) params.set(SEARCH_PARAMS.sort, state.sort);
  if (state.page > 1) params.set(pageKey, String(state.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** True when a category or any marking is selected (SPEC 4: a delivery-date change clears them). */
export const hasFilters = (state: SearchState): boolean => state.category !== null || state.markings.length > 0;

/** A new term starts a new search: filters and page go, the chosen sort stays. */
export const withTerm = (state: SearchState, term: string): SearchState => ({
  ...state,
  term: term.trim(),
  category: null,
  markings: [],
  page: 1,
});

/** A new sort shows the first page again. */
export const withSort = (state: SearchState, sort: string): SearchState => ({ ...state, sort, page: 1 });

/** Choosing the selected category again clears it; any change of filter goes back to page 1. */
export const withCategory = (state: SearchState, category: string | null): SearchState => ({
  ...state,
  category: category === state.category ? null : category,
  page: 1,
});

export const withMarkings = (state: SearchState, markings: string[]): SearchState => ({
  ...state,
  markings: canonicalMarkings(markings),
  page: 1,
});

export const withoutFilters = (state: SearchState): SearchState => ({
  ...state,
  category: null,
  markings: [],
  page: 1,
});

export const withPage = (state: SearchState, page: number): SearchState => ({
  ...state,
  page: Math.max(1, Math.floor(page)),
});

/**
 * What counts as a filter on a listing. On the search page the category is a facet like the markings; on a
 * category page the category is the page itself (the address's `category` names the subcategory shown), so
 * only the markings are filters there: clearing them, or a delivery-date change, keeps the category.
 */
export interface ListingFilters {
  /** True when the category is a facet (the search page), false when it is the page (the category page). */
  categoryIsFilter: boolean;
}

/** How many filters are set: the chosen category (when it is a facet) and each marking. */
export const activeFilters = (state: SearchState, { categoryIsFilter }: ListingFilters): number =>
  (categoryIsFilter && state.category ? 1 : 0) + state.markings.length;

/** The state with the filters cleared, on page 1. */
export const clearedFilters = (state: SearchState, { categoryIsFilter }: ListingFilters): SearchState =>
  categoryIsFilter ? withoutFilters(state) : withMarkings(state, []);

/** The search boost cookie (SPEC section 9). */
export const SEARCH_BOOST_COOKIE = '_slb';

/**
 * The boost sent with a search as the `boost` parameter: the `_slb` cookie's comma-separated product
 * ids, cleaned of blanks and duplicates, or undefined when there are none (no parameter is sent).
 */
export function searchBoost(cookieValue: string | undefined): string | undefined {
  const ids = [
    ...new Set(
      (cookieValue ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  return ids.length > 0 ? ids.join(',') : undefined;
}
