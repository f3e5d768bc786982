/**
 * The category page's rules (issue #34: SPEC 1 "customers browse a catalogue"): which category it shows,
 * its path for the breadcrumbs and its subcategories, read from SPEC 3's `Product.Categories` (Level1..4)
 * and the search answer's facets. Pure.
 */
import type { CategoryRef, ProductBasic } from '../models';
import type { Facet } from './models';
import type { SearchState } from './search-state';

export const CATEGORY_LEVELS = ['Level1', 'Level2', 'Level3', 'Level4'] as const;

/** The facet of the chosen category's children that the search answers with when a category is given. */
export const SUBCATEGORIES_FACET = 'Subcategories';

type WithCategories = Pick<ProductBasic, 'Categories'>;

/**
 * The category shown: the address's `category` (a subcategory or breadcrumb the buyer followed), else the
 * widget's own `categoryId`, else the page context's `currentCategoryId`; null when none is set.
 */
export const shownCategory = (state: SearchState, home: string | null): string | null => state.category ?? home;

/** The page's own category: the prop, else the page context's field; null when both are empty. */
export const homeCategory = (prop: string, currentCategoryId: string): string | null =>
  prop.trim() || currentCategoryId.trim() || null;

/**
 * The path from Level1 down to the category, as the first product in it names it; empty when no product
 * names the category (no products, or an id that is not a category).
 */
export function categoryPath(products: readonly WithCategories[], categoryId: string): CategoryRef[] {
  for (const p of products) {
    const levels = CATEGORY_LEVELS.map((l) => p.Categories?.[l]);
    const depth = levels.findIndex((c) => c?.Id === categoryId);
    if (depth < 0) continue;
    const path = levels.slice(0, depth + 1);
    if (path.every((c): c is CategoryRef => !!c)) return path;
  }
  return [];
}

export interface Subcategory {
  id: string;
  name: string;
  /** Products in it with the filters set; null when only this page's products name it (no facet sent). */
  count: number | null;
}

/**
 * The category's children: from the `Subcategories` facet (counted over all results) when the answer has
 * one, else the next level that this page's products name, in their order (a server without the facet).
 */
export function subcategories(
  facets: readonly Facet[],
  products: readonly WithCategories[],
  categoryId: string,
): Subcategory[] {
  const facet = facets.find((f) => f.Name === SUBCATEGORIES_FACET);
  if (facet) return facet.Values.map((v) => ({ id: v.Key, name: v.DisplayName, count: v.Count }));
  const found = new Map<string, Subcategory>();
  for (const p of products) {
    const levels = CATEGORY_LEVELS.map((l) => p.Categories?.[l]);
    const child = levels[levels.findIndex((c) => c?.Id === categoryId) + 1];
    if (levels.some((c) => c?.Id === categoryId) && child && !found.has(child.Id))
      found.set(child.Id, { id: child.Id, name: child.DisplayName, count: null });
  }
  return [...found.values()];
}

/**
 * Going to a category (a subcategory link, a breadcrumb): a new listing on page 1 without the markings,
 * the sort kept. The page's own category is written as no `category` at all, so its address stays the
 * page's plain address.
 */
export const withShownCategory = (state: SearchState, categoryId: string, home: string | null): SearchState => ({
  ...state,
  term: '',
  category: categoryId === home ? null : categoryId,
  markings: [],
  page: 1,
});
