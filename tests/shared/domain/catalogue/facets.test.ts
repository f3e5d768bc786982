import { describe, expect, it } from 'vitest';
import type { Facet, FacetValue } from '../../../../shared/domain/catalogue/models';
import {
  AIRCARGO_MARKING,
  CATEGORY_FACET_LIMIT,
  COOL_MARKINGS,
  MARKINGS_FACET_LIMIT,
  facetGroups,
  toggleMarking,
  visibleValues,
} from '../../../../shared/domain/catalogue/facets';

const value = (Key: string, Count = 1, Selected = false): FacetValue => ({
  Key,
  DisplayName: Key.toUpperCase(),
  Count,
  Selected,
});
const keys = (values: FacetValue[]) => values.map((v) => v.Key);

const facets: Facet[] = [
  { Name: 'Categories', Values: ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'].map((k, i) => value(k, 10 - i)) },
  {
    Name: 'Markings',
    Values: [
      'dry',
      'organic',
      'aircargo',
      'cool',
      'danish',
      'freeze',
      'vegan',
      'msc',
      'keyhole',
      'fairtrade',
      'glutenfree',
      'halal',
    ].map((k) => value(k)),
  },
  { Name: 'Brands', Values: [value('b1')] },
];

describe('facets (SPEC 9)', () => {
  it('has the initial limits 4 for category and 7 for markings', () => {
    expect(CATEGORY_FACET_LIMIT).toBe(4);
    expect(MARKINGS_FACET_LIMIT).toBe(7);
  });

  it('shows the cool markings cool, freeze, dry and the aircargo marking as groups of their own', () => {
    expect(COOL_MARKINGS).toEqual(['cool', 'freeze', 'dry']);
    expect(AIRCARGO_MARKING).toBe('aircargo');
    const groups = facetGroups(facets, { category: null, markings: [] });
    expect(groups.map((g) => [g.kind, g.limit])).toEqual([
      ['category', 4],
      ['markings', 7],
      ['cool', null],
      ['aircargo', null],
    ]);
    expect(keys(groups[1]!.values)).toEqual([
      'organic',
      'danish',
      'vegan',
      'msc',
      'keyhole',
      'fairtrade',
      'glutenfree',
      'halal',
    ]);
    expect(keys(groups[2]!.values)).toEqual(['cool', 'freeze', 'dry']);
    expect(keys(groups[3]!.values)).toEqual(['aircargo']);
  });

  it('leaves out empty groups (no aircargo product among the results)', () => {
    const groups = facetGroups([{ Name: 'Markings', Values: [value('cool')] }], { category: null, markings: [] });
    expect(groups.map((g) => g.kind)).toEqual(['cool']);
  });

  it('takes the selection from the address and keeps a selected value no result has (count 0)', () => {
    const groups = facetGroups(facets, { category: 'c2', markings: ['organic', 'kosher'] });
    expect(groups[0]!.values.filter((v) => v.Selected).map((v) => v.Key)).toEqual(['c2']);
    expect(groups[1]!.values.find((v) => v.Key === 'kosher')).toEqual({
      Key: 'kosher',
      DisplayName: 'kosher',
      Count: 0,
      Selected: true,
    });
  });

  it('shows the first 4 categories, then all with "Show more"', () => {
    const categories = facetGroups(facets, { category: null, markings: [] })[0]!;
    expect(visibleValues(categories.values, categories.limit, false)).toMatchObject({
      hiddenCount: 2,
      canToggle: true,
    });
    expect(keys(visibleValues(categories.values, categories.limit, false).shown)).toEqual(['c1', 'c2', 'c3', 'c4']);
    expect(visibleValues(categories.values, categories.limit, true).shown).toHaveLength(6);
  });

  it('shows the first 7 markings; a group of exactly 7 offers no toggle', () => {
    const markings = facetGroups(facets, { category: null, markings: [] })[1]!;
    expect(visibleValues(markings.values, 7, false).shown).toHaveLength(7);
    expect(visibleValues(markings.values, 7, false).hiddenCount).toBe(1);
    expect(visibleValues(markings.values.slice(0, 7), 7, false)).toMatchObject({ hiddenCount: 0, canToggle: false });
  });

  it('never hides a selected value behind "Show more"', () => {
    const categories = facetGroups(facets, { category: 'c6', markings: [] })[0]!;
    expect(keys(visibleValues(categories.values, 4, false).shown)).toEqual(['c1', 'c2', 'c3', 'c4', 'c6']);
  });

  it('toggles markings; a cool marking replaces the chosen one', () => {
    expect(toggleMarking([], 'organic')).toEqual(['organic']);
    expect(toggleMarking(['organic'], 'organic')).toEqual([]);
    expect(toggleMarking(['organic', 'cool'], 'freeze')).toEqual(['organic', 'freeze']);
    expect(toggleMarking(['freeze'], 'aircargo')).toEqual(['freeze', 'aircargo']);
    expect(toggleMarking(['freeze'], 'freeze')).toEqual([]);
  });
});
