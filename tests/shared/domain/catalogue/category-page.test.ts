import { describe, expect, it } from 'vitest';
import {
  categoryPath,
  homeCategory,
  shownCategory,
  subcategories,
  withShownCategory,
} from '../../../../shared/domain/catalogue/category-page';
import { EMPTY_SEARCH } from '../../../../shared/domain/catalogue/search-state';

const ref = (Id: string, DisplayName: string) => ({ Id, DisplayName });
const milk = {
  Categories: {
    Level1: ref('01', 'Dairy & eggs'),
    Level2: ref('0101', 'Milk & cream'),
    Level3: ref('010101', 'Milk'),
    Level4: ref('01010101', 'Low-fat milk'),
  },
};
const wholeMilk = { Categories: { ...milk.Categories, Level4: ref('01010102', 'Whole milk') } };
const cheese = {
  Categories: {
    Level1: ref('01', 'Dairy & eggs'),
    Level2: ref('0102', 'Cheese'),
    Level3: ref('010201', 'Hard cheese'),
    Level4: ref('01020101', 'Sliced'),
  },
};

describe('category page rules', () => {
  it('shows the address category, else the prop, else the page context field', () => {
    expect(homeCategory('0101', '02')).toBe('0101');
    expect(homeCategory(' ', '02')).toBe('02');
    expect(homeCategory('', '')).toBeNull();
    expect(shownCategory({ ...EMPTY_SEARCH, category: '0102' }, '01')).toBe('0102');
    expect(shownCategory(EMPTY_SEARCH, '01')).toBe('01');
    expect(shownCategory(EMPTY_SEARCH, null)).toBeNull();
  });

  it('reads the path from Level1 down to the category (SPEC 3: Product.Categories Level1..4)', () => {
    expect(categoryPath([cheese, milk], '010101').map((c) => c.DisplayName)).toEqual([
      'Dairy & eggs',
      'Milk & cream',
      'Milk',
    ]);
    expect(categoryPath([milk], '01').map((c) => c.Id)).toEqual(['01']);
    expect(categoryPath([milk], '99')).toEqual([]);
    expect(categoryPath([], '01')).toEqual([]);
  });

  it('takes the subcategories from the Subcategories facet, else from the next level the products name', () => {
    const facets = [
      { Name: 'Subcategories', Values: [{ Key: '0102', DisplayName: 'Cheese', Count: 30, Selected: false }] },
    ];
    expect(subcategories(facets, [milk], '01')).toEqual([{ id: '0102', name: 'Cheese', count: 30 }]);
    expect(subcategories([], [milk, wholeMilk, milk, cheese], '010101')).toEqual([
      { id: '01010101', name: 'Low-fat milk', count: null },
      { id: '01010102', name: 'Whole milk', count: null },
    ]);
    expect(subcategories([], [milk], '01010101')).toEqual([]);
    expect(subcategories([], [cheese], '99')).toEqual([]);
  });

  it('goes to a category on page 1 without markings, the sort kept; the page own category leaves the address plain', () => {
    const state = { ...EMPTY_SEARCH, category: '0102', markings: ['organic'], sort: 'Name', page: 3 };
    expect(withShownCategory(state, '010201', '01')).toEqual({
      ...EMPTY_SEARCH,
      category: '010201',
      sort: 'Name',
    });
    expect(withShownCategory(state, '01', '01')).toEqual({ ...EMPTY_SEARCH, sort: 'Name' });
  });
});
