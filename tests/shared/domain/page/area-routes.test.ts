import { describe, expect, it } from 'vitest';
import {
  AREA_NAMES,
  AREA_ROUTES,
  SEARCH_SEGMENT,
  areaHref,
  areaStartScreen,
  inferAreaBasePath,
  matchAreaPath,
  routePathUnder,
  screenHref,
  screenPageType,
  screenPath,
  type AreaName,
} from '../../../../shared/domain/page/area-routes';

const EMPTY_ORDER_QUERY = { text: '', numberOfDays: '', sortBy: '' };

describe('route table (SPEC 2: seven areas)', () => {
  it('has every area of the page context but None, each with one start screen on the empty path', () => {
    expect(AREA_NAMES.toSorted()).toEqual([
      'CustomerCases',
      'Favorites',
      'LegacyOrderHistory',
      'OrderOverview',
      'PunchOut',
      'SalesDocuments',
      'Statistics',
    ]);
    for (const area of AREA_NAMES) {
      const starts = Object.values(AREA_ROUTES[area]).filter((r) => r.path === '');
      expect(starts, area).toHaveLength(1);
    }
  });

  it.each(['CustomerCases', 'PunchOut', 'Statistics'] as const)('%s: one screen, the empty path', (area) => {
    expect(Object.values(AREA_ROUTES[area]).map((r) => r.path)).toEqual(['']);
    expect(matchAreaPath(area, '')).toMatchObject({ kind: 'screen', screen: areaStartScreen(area), params: {} });
    expect(matchAreaPath(area, 'details/1').kind).toBe('notFound');
  });

  it.each(['LegacyOrderHistory', 'OrderOverview'] as const)(
    '%s: empty path, the search path with text, numberOfDays and sortBy, and details/{id}',
    (area) => {
      expect(Object.values(AREA_ROUTES[area]).map((r) => r.path)).toEqual(['', SEARCH_SEGMENT, 'details/{id}']);
      expect(matchAreaPath(area, '')).toMatchObject({ kind: 'screen', screen: 'orders', query: {} });
      expect(matchAreaPath(area, 'search', '?text=milk&numberOfDays=14&sortBy=date')).toEqual({
        kind: 'screen',
        screen: 'search',
        params: {},
        query: { text: 'milk', numberOfDays: '14', sortBy: 'date' },
        pageTypeSuffix: '',
      });
      expect(matchAreaPath(area, 'details/SO-1001')).toMatchObject({ screen: 'details', params: { id: 'SO-1001' } });
    },
  );

  it('the search path is the segment "search"', () => {
    expect(SEARCH_SEGMENT).toBe('search');
  });

  it('search parameters are optional and all default empty; other parameters are ignored', () => {
    expect(matchAreaPath('OrderOverview', 'search', '')).toMatchObject({ query: EMPTY_ORDER_QUERY });
    expect(matchAreaPath('OrderOverview', 'search', '?text=ost&lang=en&scenario=slow')).toMatchObject({
      query: { ...EMPTY_ORDER_QUERY, text: 'ost' },
    });
  });

  it('SalesDocuments: empty path, and the search path with dateOne, dateTwo, type and page', () => {
    expect(Object.values(AREA_ROUTES.SalesDocuments).map((r) => r.path)).toEqual(['', 'search']);
    expect(matchAreaPath('SalesDocuments', 'search', '?dateOne=2026-01-01&page=3')).toMatchObject({
      screen: 'search',
      query: { dateOne: '2026-01-01', dateTwo: '', type: '', page: '3' },
    });
    expect(matchAreaPath('SalesDocuments', 'details/1').kind).toBe('notFound');
  });

  it('Favorites details: the search text and sort are kept in the address as query and sort', () => {
    expect(matchAreaPath('Favorites', 'details/F1001', '?query=milk&sort=Name&scenario=x')).toMatchObject({
      screen: 'details',
      query: { query: 'milk', sort: 'Name' },
    });
    expect(matchAreaPath('Favorites', 'details/F1001')).toMatchObject({ query: { query: '', sort: '' } });
    expect(
      screenHref('Favorites', '/favorites', {
        screen: 'details',
        params: { id: 'F1' },
        query: { query: 'a b', sort: '' },
      }),
    ).toBe('/favorites/details/F1?query=a+b');
  });

  it('Favorites: lists, details/{id}, details-edit/{id} and generated/{generatedType}', () => {
    expect(matchAreaPath('Favorites', '')).toMatchObject({ screen: 'lists' });
    expect(matchAreaPath('Favorites', 'details/F1001')).toMatchObject({ screen: 'details', params: { id: 'F1001' } });
    expect(matchAreaPath('Favorites', 'details-edit/F1001')).toMatchObject({
      screen: 'detailsEdit',
      params: { id: 'F1001' },
    });
    expect(matchAreaPath('Favorites', 'generated/salesstatistics')).toMatchObject({
      screen: 'generated',
      params: { generatedType: 'salesstatistics' },
    });
    // The generated list keeps its search and sort in the address, like a list's details.
    expect(matchAreaPath('Favorites', 'generated/salesstatistics', '?query=m%C3%A6lk&sort=Name')).toMatchObject({
      screen: 'generated',
      query: { query: 'mælk', sort: 'Name' },
    });
  });
});

describe('page-type suffixes (SPEC 2: Lists, Details, DetailsEdit, SalesStatistics)', () => {
  it.each([
    ['', 'Lists'],
    ['details/F1', 'Details'],
    ['details-edit/F1', 'DetailsEdit'],
    ['generated/salesstatistics', 'SalesStatistics'],
  ])('favourites %j carries the suffix %s', (path, suffix) => {
    expect(matchAreaPath('Favorites', path)).toMatchObject({ kind: 'screen', pageTypeSuffix: suffix });
  });

  it('screens of the other areas carry none', () => {
    for (const area of AREA_NAMES.filter((a) => a !== 'Favorites'))
      for (const route of Object.values(AREA_ROUTES[area])) expect('pageTypeSuffix' in route, area).toBe(false);
  });

  it('the page type of a screen is the page page type plus the suffix', () => {
    expect(screenPageType('FavoritesPage', 'Details')).toBe('FavoritesPageDetails');
    expect(screenPageType('OrdersPage', '')).toBe('OrdersPage');
  });
});

describe('redirects (SPEC 2: /generated -> /generated/salesstatistics)', () => {
  it('the old favourites path generated redirects to generated/salesstatistics', () => {
    expect(matchAreaPath('Favorites', 'generated')).toEqual({ kind: 'redirect', to: 'generated/salesstatistics' });
    expect(matchAreaPath('Favorites', '/generated/')).toEqual({ kind: 'redirect', to: 'generated/salesstatistics' });
  });

  it('generated redirects only in the favourites area', () => {
    expect(matchAreaPath('OrderOverview', 'generated').kind).toBe('notFound');
  });
});

describe('not found', () => {
  it.each([
    'details',
    'details/',
    'details/F1/more',
    'unknown',
    'generated/other',
    'details//F1',
    'details/%E0%A4%A',
    'details/%20',
  ])('favourites %j is not found', (path) => {
    expect(matchAreaPath('Favorites', path)).toEqual({ kind: 'notFound' });
  });
});

describe('matching an address', () => {
  it('literal segments and listed values match regardless of case; a trailing slash is the same address', () => {
    expect(matchAreaPath('Favorites', 'Details/F1001/')).toMatchObject({ screen: 'details', params: { id: 'F1001' } });
    expect(matchAreaPath('Favorites', 'generated/SalesStatistics')).toMatchObject({
      params: { generatedType: 'salesstatistics' },
    });
  });

  it('a parameter is decoded from its segment', () => {
    expect(matchAreaPath('Favorites', 'details/F%201%2F2')).toMatchObject({ params: { id: 'F 1/2' } });
  });
});

describe('hrefs under a base path', () => {
  it('joins the base path and the route path, and keeps non-empty query values', () => {
    expect(areaHref('/favorites', 'details/F1001')).toBe('/favorites/details/F1001');
    expect(areaHref('/favorites/', '')).toBe('/favorites');
    expect(areaHref('', '')).toBe('/');
    expect(areaHref('', 'search', { text: 'milk', sortBy: '' })).toBe('/search?text=milk');
  });

  it('a screen href fills in its encoded parameters and only its own query keys', () => {
    expect(screenPath('Favorites', { screen: 'details', params: { id: 'F 1/2' } })).toBe('details/F%201%2F2');
    expect(screenHref('Favorites', '/favorites', { screen: 'lists' })).toBe('/favorites');
    expect(
      screenHref('OrderOverview', '/orders', {
        screen: 'search',
        query: { text: 'øl', numberOfDays: '', sortBy: 'date', other: 'x' },
      }),
    ).toBe('/orders/search?text=%C3%B8l&sortBy=date');
  });

  it('a screen href round-trips through the matcher', () => {
    const href = screenHref('Favorites', '/da/favoritter', { screen: 'detailsEdit', params: { id: 'a b' } });
    const url = new URL(href, 'https://shop.example');
    expect(matchAreaPath('Favorites', routePathUnder('/da/favoritter', url.pathname)!, url.search)).toMatchObject({
      screen: 'detailsEdit',
      params: { id: 'a b' },
    });
  });

  it('refuses to build a link without its parameter, or to a screen the area lacks', () => {
    expect(() => screenPath('Favorites', { screen: 'details' })).toThrow(/id is missing/);
    expect(() => screenPath('Statistics', { screen: 'details', params: { id: '1' } })).toThrow(/no screen/);
  });
});

describe('base path (page context areaBasePath, or inferred from the address)', () => {
  it('the route path is what follows a configured base, regardless of case and trailing slash', () => {
    expect(routePathUnder('/favorites', '/favorites')).toBe('');
    expect(routePathUnder('/favorites/', '/Favorites/details/F1/')).toBe('details/F1');
    expect(routePathUnder('', '/details/F1')).toBe('details/F1');
    expect(routePathUnder('', '/')).toBe('');
  });

  it('an address outside the configured base has no route path (not found)', () => {
    expect(routePathUnder('/favorites', '/favoritesx/details/F1')).toBeNull();
    expect(routePathUnder('/favorites', '/orders')).toBeNull();
  });

  it.each<[AreaName, string, string]>([
    ['Favorites', '/favorites', '/favorites'],
    ['Favorites', '/favorites/', '/favorites'],
    ['Favorites', '/favorites/details/F1001', '/favorites'],
    ['Favorites', '/da/mine-lister/details-edit/F1001/', '/da/mine-lister'],
    ['Favorites', '/favorites/generated', '/favorites'],
    ['Favorites', '/favorites/generated/salesstatistics', '/favorites'],
    ['Favorites', '/favorites.html/details/F1', '/favorites.html'],
    ['Favorites', '/details/F1', ''],
    ['OrderOverview', '/account/orders/search', '/account/orders'],
    ['OrderOverview', '/search/orders/details/5', '/search/orders'],
    ['Favorites', '/favorites/details/details', '/favorites'],
  ])('%s at %s has the base %j (the matched route suffix removed)', (area, pathname, base) => {
    expect(inferAreaBasePath(area, pathname)).toBe(base);
  });

  it('a route keyword with no route after it starts the route path, which is then not found', () => {
    const base = inferAreaBasePath('Favorites', '/favorites/details');
    expect(base).toBe('/favorites');
    expect(matchAreaPath('Favorites', routePathUnder(base, '/favorites/details')!).kind).toBe('notFound');
    expect(inferAreaBasePath('Favorites', '/favorites/generated/unknown')).toBe('/favorites');
  });

  it('keywords are the area own: "search" starts no route in the favourites area', () => {
    expect(inferAreaBasePath('Favorites', '/shop/search')).toBe('/shop/search');
  });
});
