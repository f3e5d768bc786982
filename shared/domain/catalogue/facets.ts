/**
 * The search page's facets (SPEC section 9: "category initial limit 4; markings initial limit 7; cool
 * markings cool, freeze, dry; aircargo marking"). The server sends one `Categories` and one
 * `Markings` facet; the cool markings and the aircargo marking are shown as their own groups.
 */
import type { Facet, FacetValue } from './models';

export const CATEGORY_FACET_LIMIT = 4;
export const MARKINGS_FACET_LIMIT = 7;
/** Storage temperature: every product has exactly one, so the group is a single choice. */
export const COOL_MARKINGS = ['cool', 'freeze', 'dry'] as const;
export const AIRCARGO_MARKING = 'aircargo';

/** Facet names as the server sends them. */
export const FACET_NAMES = { category: 'Categories', markings: 'Markings' } as const;

export type FacetGroupKind = 'category' | 'markings' | 'cool' | 'aircargo';

export interface FacetGroup {
  kind: FacetGroupKind;
  values: FacetValue[];
  /** How many values show before "Show more"; null = all. */
  limit: number | null;
}

export interface FacetSelection {
  category: string | null;
  markings: readonly string[];
}

const isCool = (key: string): boolean => (COOL_MARKINGS as readonly string[]).includes(key);

/**
 * The selection in the address is the truth: `Selected` is set from it, and a selected value the
 * server no longer counts (no result has it) is kept with count 0, so it can still be unselected.
 */
function withSelection(values: readonly FacetValue[], selected: readonly string[]): FacetValue[] {
  const out = values.map((v) => ({ ...v, Selected: selected.includes(v.Key) }));
  for (const key of selected) {
    if (!out.some((v) => v.Key === key)) out.push({ Key: key, DisplayName: key, Count: 0, Selected: true });
  }
  return out;
}

/** The groups to show, in order category, markings, cool markings, aircargo; empty groups left out. */
export function facetGroups(facets: readonly Facet[], selection: FacetSelection): FacetGroup[] {
  const find = (name: string) => facets.find((f) => f.Name === name)?.Values ?? [];
  const categories = withSelection(find(FACET_NAMES.category), selection.category ? [selection.category] : []);
  const markings = withSelection(find(FACET_NAMES.markings), selection.markings);
  const cool = COOL_MARKINGS.flatMap((key) => markings.filter((v) => v.Key === key));
  const groups: FacetGroup[] = [
    { kind: 'category', values: categories, limit: CATEGORY_FACET_LIMIT },
    {
      kind: 'markings',
      values: markings.filter((v) => !isCool(v.Key) && v.Key !== AIRCARGO_MARKING),
      limit: MARKINGS_FACET_LIMIT,
    },
    { kind: 'cool', values: cool, limit: null },
    { kind: 'aircargo', values: markings.filter((v) => v.Key === AIRCARGO_MARKING), limit: null },
  ];
  return groups.filter((g) => g.values.length > 0);
}

export interface VisibleValues {
  shown: FacetValue[];
  /** How many values "Show more" would add. */
  hiddenCount: number;
  /** True when the group has more values than its limit, so "Show more"/"Show fewer" is offered. */
  canToggle: boolean;
}

/** Collapsed: the first `limit` values, plus any selected value beyond it (a choice never hides). */
export function visibleValues(values: readonly FacetValue[], limit: number | null, expanded: boolean): VisibleValues {
  const canToggle = limit !== null && values.length > limit;
  if (!canToggle || expanded) return { shown: [...values], hiddenCount: 0, canToggle };
  const shown = values.filter((v, i) => i < limit || v.Selected);
  return { shown, hiddenCount: values.length - shown.length, canToggle };
}

/**
 * Toggles one marking. Choosing a cool marking replaces another chosen one: a product is either
 * cool, frozen or dry, so two of them together would never match.
 */
export function toggleMarking(selected: readonly string[], key: string): string[] {
  if (selected.includes(key)) return selected.filter((m) => m !== key);
  const kept = isCool(key) ? selected.filter((m) => !isCool(m)) : [...selected];
  return [...kept, key];
}
