import type { Brand } from './models';

/**
 * The A–Z letters of the brand filter, from a translation ("ABC…XYZÆØÅ" in Danish). Spaces and
 * separators are allowed in the translation; each letter appears once.
 */
export function alphabetFrom(translation: string): string[] {
  return [...new Set([...translation.toLocaleUpperCase()].filter((c) => c.trim() !== '' && c !== ',' && c !== ';'))];
}

/** SPEC section 5: a brand matches a letter when its NavigationTitle starts with it, case-insensitively. */
export function startsWithLetter(brand: Pick<Brand, 'NavigationTitle'>, letter: string): boolean {
  return brand.NavigationTitle.trim().toLocaleUpperCase().startsWith(letter.toLocaleUpperCase());
}

/** The brands to show: all without a letter, else those starting with it. */
export function filterBrands<T extends Pick<Brand, 'NavigationTitle'>>(
  brands: readonly T[],
  letter: string | null,
): T[] {
  return letter ? brands.filter((b) => startsWithLetter(b, letter)) : [...brands];
}

/** SPEC section 4: choosing a letter selects it; choosing the same letter again clears it. */
export function toggleLetter(current: string | null, chosen: string): string | null {
  return current === chosen ? null : chosen;
}

/** Number of active filters (shown on the small-screen Filters button): 0 or 1. */
export const activeFilterCount = (letter: string | null): number => (letter ? 1 : 0);
