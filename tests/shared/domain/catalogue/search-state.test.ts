import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  clearedFilters,
  EMPTY_SEARCH,
  SEARCH_BOOST_COOKIE,
  hasFilters,
  readSearchState,
  searchBoost,
  withCategory,
  withMarkings,
  withPage,
  withSort,
  withTerm,
  withoutFilters,
  writeSearchState,
  type SearchState,
} from '../../../../shared/domain/catalogue/search-state';

const state = (s: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH, ...s });

describe('search state in the address (SPEC 2: the page number under a configurable key)', () => {
  it('reads term, sort, category, markings and the page under the page context key', () => {
    expect(readSearchState('?q=ost&sort=Name&category=01&markings=organic,cool&side=3', 'side')).toEqual({
      term: 'ost',
      sort: 'Name',
      category: '01',
      markings: ['cool', 'organic'],
      page: 3,
    });
    // The default key "page" is just another parameter when the page context names another one.
    expect(readSearchState('?q=ost&page=3', 'side').page).toBe(1);
  });

  it('takes the empty value for anything missing or malformed', () => {
    expect(readSearchState('', 'page')).toEqual(EMPTY_SEARCH);
    for (const bad of ['0', '-2', '2.5', 'x', '', '99999999999999999999'])
      expect(readSearchState(`?page=${bad}`, 'page').page).toBe(1);
    expect(readSearchState('?category=&markings=,,', 'page')).toMatchObject({ category: null, markings: [] });
  });

  it('reads repeated markings too, without duplicates', () => {
    expect(readSearchState('?markings=dry&markings=organic,dry', 'page').markings).toEqual(['dry', 'organic']);
  });

  it('writes one canonical form: other parameters first, empty values and page 1 left out', () => {
    const s = state({ term: ' ost ', sort: 'Name', category: '01', markings: ['organic', 'cool', 'cool'], page: 2 });
    expect(writeSearchState(s, 'page', '?lang=en&page=7&q=old&scenario=slow')).toBe(
      '?lang=en&scenario=slow&q=ost&category=01&markings=cool%2Corganic&sort=Name&page=2',
    );
    expect(writeSearchState(state({ term: 'ost', page: 1 }), 'page')).toBe('?q=ost');
    expect(writeSearchState(EMPTY_SEARCH, 'page')).toBe('');
  });

  it('round-trips, so back, forward and reload restore the same state', () => {
    const s = state({
      term: 'rød pølse & brød',
      sort: 'PriceAsc',
      category: '02',
      markings: ['danish', 'freeze'],
      page: 4,
    });
    expect(readSearchState(writeSearchState(s, 'p'), 'p')).toEqual(s);
    // Equal states give equal addresses whatever order the markings were chosen in.
    expect(writeSearchState(state({ markings: ['b', 'a'] }), 'page')).toBe(
      writeSearchState(state({ markings: ['a', 'b'] }), 'page'),
    );
  });

  it('a new term clears filters and page but keeps the sort', () => {
    const s = state({ term: 'ost', sort: 'Name', category: '01', markings: ['cool'], page: 3 });
    expect(withTerm(s, ' mælk ')).toEqual(state({ term: 'mælk', sort: 'Name' }));
  });

  it('sorting and every filter change go back to page 1', () => {
    const s = state({ term: 'ost', page: 5 });
    expect(withSort(s, 'Name').page).toBe(1);
    expect(withCategory(s, '01')).toMatchObject({ category: '01', page: 1 });
    expect(withMarkings(s, ['cool'])).toMatchObject({ markings: ['cool'], page: 1 });
    expect(withoutFilters(state({ category: '01', markings: ['cool'], page: 5 }))).toMatchObject({
      category: null,
      markings: [],
      page: 1,
    });
    expect(withPage(s, 2).page).toBe(2);
  });

  it('choosing the selected category again clears it', () => {
    expect(withCategory(state({ category: '01' }), '01').category).toBeNull();
  });

  it('knows whether filters are set', () => {
    expect(hasFilters(state({ term: 'ost', sort: 'Name', page: 2 }))).toBe(false);
    expect(hasFilters(state({ category: '01' }))).toBe(true);
    expect(hasFilters(state({ markings: ['cool'] }))).toBe(true);
  });
});

describe('search boost (SPEC 9: cookie _slb)', () => {
  it('is the cookie _slb, sent as comma-separated product ids', () => {
    expect(SEARCH_BOOST_COOKIE).toBe('_slb');
    expect(searchBoost(' 100081, 100228,,100081 ')).toBe('100081,100228');
    expect(searchBoost('')).toBeUndefined();
    expect(searchBoost(undefined)).toBeUndefined();
  });

  it('counts the category as a filter on the search page, not on a category page (the page itself)', () => {
    const state = { ...EMPTY_SEARCH, category: '0102', markings: ['danish', 'organic'], page: 2 };
    expect(activeFilters(state, { categoryIsFilter: true })).toBe(3);
    expect(activeFilters(state, { categoryIsFilter: false })).toBe(2);
    expect(clearedFilters(state, { categoryIsFilter: true })).toEqual({ ...EMPTY_SEARCH });
    expect(clearedFilters(state, { categoryIsFilter: false })).toEqual({ ...EMPTY_SEARCH, category: '0102' });
  });
});
