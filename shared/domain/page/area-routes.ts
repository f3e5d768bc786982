/**
 * The routes of the area islands (SPEC 2, "Screens and routes"): which screen an address shows in each
 * page area, the favourites screens' page-type suffixes, the one redirect, and the hrefs of screens under
 * the page's base path. Pure: the router (shared/ui/area/) passes in what the address says.
 *
 * Paths here are route paths, relative to the area page's base path and without slashes at either end:
 * `''` is the area's start, `details/F1001` a details screen. SPEC 2 speaks of a "search path" without
 * naming it: it is the segment `search` (SEARCH_SEGMENT), its parameters in the query string.
 */
import type { Area } from '../../../page-context/page-context';

/** A page area that has routes: every area but None. */
export type AreaName = Exclude<Area, 'None'>;

/** SPEC 2's "search path" of the order lists and the sales documents. */
export const SEARCH_SEGMENT = 'search';

/** The order lists' search parameters (SPEC 2), all optional and empty by default. */
const ORDER_SEARCH_QUERY = ['text', 'numberOfDays', 'sortBy'] as const;
/** A favourite list's search text and sort (SPEC 7: "Details are fetched with query and sort"), kept in the address. */
const FAVORITE_LIST_QUERY = ['query', 'sort'] as const;
/** The sales documents' search parameters (SPEC 2: "page is also a search parameter"). */
const SALES_DOCUMENTS_QUERY = ['dateOne', 'dateTwo', 'type', 'page'] as const;

interface RouteDef {
  /** Segments; `{name}` is a parameter, anything else a literal matched regardless of case. */
  readonly path: string;
  /** Query keys the screen reads; each is '' when absent. */
  readonly query?: readonly string[];
  /** Added to the page's page type while the screen shows (SPEC 2, favourites). */
  readonly pageTypeSuffix?: string;
  /** Parameters that take only these values (matched regardless of case, given as listed). */
  readonly values?: Readonly<Record<string, readonly string[]>>;
}

/**
 * Every area's screens, by name. The screen with the empty path is the area's start, where the not-found
 * state links to. Screen names are the router's keys (`AreaRouter`'s `screens`).
 */
export const AREA_ROUTES = {
  CustomerCases: {
    cases: { path: '' },
  },
  LegacyOrderHistory: {
    orders: { path: '' },
    search: { path: SEARCH_SEGMENT, query: ORDER_SEARCH_QUERY },
    details: { path: 'details/{id}' },
  },
  OrderOverview: {
    orders: { path: '' },
    search: { path: SEARCH_SEGMENT, query: ORDER_SEARCH_QUERY },
    details: { path: 'details/{id}' },
  },
  PunchOut: {
    orders: { path: '' },
  },
  SalesDocuments: {
    documents: { path: '' },
    search: { path: SEARCH_SEGMENT, query: SALES_DOCUMENTS_QUERY },
  },
  Statistics: {
    statistics: { path: '' },
  },
  Favorites: {
    lists: { path: '', pageTypeSuffix: 'Lists' },
    details: { path: 'details/{id}', pageTypeSuffix: 'Details', query: FAVORITE_LIST_QUERY },
    detailsEdit: { path: 'details-edit/{id}', pageTypeSuffix: 'DetailsEdit' },
    generated: {
      path: 'generated/{generatedType}',
      query: FAVORITE_LIST_QUERY,
      pageTypeSuffix: 'SalesStatistics',
      values: { generatedType: ['salesstatistics'] },
    },
  },
} as const satisfies Record<AreaName, Record<string, RouteDef>>;

/** SPEC 2: "old path /generated redirects to generated sales statistics" (the location is replaced). */
export const AREA_REDIRECTS: Readonly<Record<AreaName, Readonly<Record<string, string>>>> = {
  CustomerCases: {},
  LegacyOrderHistory: {},
  OrderOverview: {},
  PunchOut: {},
  SalesDocuments: {},
  Statistics: {},
  Favorites: { generated: 'generated/salesstatistics' },
};

export const AREA_NAMES = Object.keys(AREA_ROUTES) as AreaName[];

type Routes = typeof AREA_ROUTES;

/** The screen names of an area, e.g. `'lists' | 'details' | 'detailsEdit' | 'generated'` for Favorites. */
export type AreaScreen<A extends AreaName> = keyof Routes[A] & string;

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
type RouteOf<A extends AreaName, S extends AreaScreen<A>> = Routes[A][S];

/** A screen's path parameters, e.g. `{ id: string }` for `details/{id}`; `{}` for a screen without. */
export type ScreenParams<A extends AreaName, S extends AreaScreen<A>> = {
  [K in ParamNames<RouteOf<A, S> extends { path: infer P extends string } ? P : never>]: string;
};

/** A screen's query, every key present ('' when absent), e.g. `{ text, numberOfDays, sortBy }`. */
export type ScreenQuery<A extends AreaName, S extends AreaScreen<A>> = {
  [K in RouteOf<A, S> extends { query: readonly (infer Q extends string)[] } ? Q : never]: string;
};

/** Where to go in an area: a screen, its parameters (required where its path has any) and its query. */
export type AreaTarget<A extends AreaName> = {
  [S in AreaScreen<A>]: { screen: S; query?: Partial<ScreenQuery<A, S>> } & ([keyof ScreenParams<A, S>] extends [never]
    ? { params?: ScreenParams<A, S> }
    : { params: ScreenParams<A, S> });
}[AreaScreen<A>];

/** What an address shows: one screen, a redirect to another route path, or nothing. */
export type AreaMatch<A extends AreaName> =
  | {
      [S in AreaScreen<A>]: {
        kind: 'screen';
        screen: S;
        params: ScreenParams<A, S>;
        query: ScreenQuery<A, S>;
        /** SPEC 2: added to the page type while the screen shows; '' for screens without one. */
        pageTypeSuffix: string;
      };
    }[AreaScreen<A>]
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' };

/** Loose shapes the router works with at run time; the types above are what callers see. */
export interface LooseTarget {
  screen: string;
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string | undefined>>;
}
interface LooseMatch {
  kind: 'screen';
  screen: string;
  params: Record<string, string>;
  query: Record<string, string>;
  pageTypeSuffix: string;
}

const routesOf = (area: AreaName): Readonly<Record<string, RouteDef>> => AREA_ROUTES[area];

/** `/details/F1001/` -> `['details', 'F1001']`; `''` and `'/'` -> `[]`. */
const segmentsOf = (path: string): string[] => {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? [] : trimmed.split('/');
};

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null; // a malformed escape (`%E0%A4%A`) names nothing
  }
}

/** The parameters of `route` read from `segments`, or null when the path is another route's. */
function matchSegments(route: RouteDef, segments: readonly string[]): Record<string, string> | null {
  const pattern = segmentsOf(route.path);
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    const segment = segments[i]!;
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (!name) {
      if (!sameText(part, segment)) return null;
      continue;
    }
    const value = decodeSegment(segment);
    if (value === null || value.trim() === '') return null;
    const allowed = route.values?.[name];
    const listed = allowed ? allowed.find((v) => sameText(v, value)) : value;
    if (listed === undefined) return null;
    params[name] = listed;
  }
  return params;
}

/** Every query key of the route, '' when the address lacks it (SPEC 2: "all default empty"). */
function readQuery(route: RouteDef, search: string): Record<string, string> {
  const found = new URLSearchParams(search);
  const query: Record<string, string> = {};
  for (const key of route.query ?? []) query[key] = found.get(key) ?? '';
  return query;
}

type LooseResult = LooseMatch | { kind: 'redirect'; to: string } | { kind: 'notFound' };

function matchLoose(area: AreaName, routePath: string, search: string): LooseResult {
  const segments = segmentsOf(routePath);
  const redirect = Object.entries(AREA_REDIRECTS[area]).find(([from]) => matchSegments({ path: from }, segments));
  if (redirect) return { kind: 'redirect', to: redirect[1] };
  for (const [screen, route] of Object.entries(routesOf(area))) {
    const params = matchSegments(route, segments);
    if (params)
      return {
        kind: 'screen',
        screen,
        params,
        query: readQuery(route, search),
        pageTypeSuffix: route.pageTypeSuffix ?? '',
      };
  }
  return { kind: 'notFound' };
}

/**
 * What a route path shows in an area (SPEC 2): its screen with the path's parameters and the screen's
 * query (every key, '' when absent; other parameters are ignored), a redirect (`generated` ->
 * `generated/salesstatistics`, which the router replaces the location with, keeping the query), or not
 * found. Literal segments match regardless of case; a trailing slash is the same address.
 */
export function matchAreaPath<A extends AreaName>(area: A, routePath: string, search = ''): AreaMatch<A> {
  return matchLoose(area, routePath, search) as AreaMatch<A>;
}

/** The area's start screen: the one with the empty path. */
export function areaStartScreen<A extends AreaName>(area: A): AreaScreen<A> {
  const start = Object.entries(routesOf(area)).find(([, route]) => route.path === '');
  return start![0] as AreaScreen<A>;
}

/**
 * The route path of a screen with its parameters filled in (each one encoded as one path segment), e.g.
 * `details/F%201001`. A parameter that is missing or empty throws: a link to it would be a dead end.
 */
export function screenPath(area: AreaName, target: LooseTarget): string {
  const route = routesOf(area)[target.screen];
  if (!route) throw new Error(`${area} has no screen ${target.screen}`);
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = target.params?.[name];
    if (!value) throw new Error(`${area} ${target.screen}: parameter ${name} is missing`);
    return encodeURIComponent(value);
  });
}

/** A screen's own query string (its keys only, empty values left out), e.g. `?text=milk`, or ''. */
export function screenSearch(area: AreaName, target: LooseTarget): string {
  const keys = routesOf(area)[target.screen]?.query ?? [];
  const query: Record<string, string> = {};
  for (const key of keys) {
    const value = target.query?.[key];
    if (value) query[key] = value;
  }
  const qs = new URLSearchParams(query).toString();
  return qs ? `?${qs}` : '';
}

/** `/favorites/` -> `/favorites`; `/` -> `''` (the site's root, whose start href is `/`). */
export function normalizeBasePath(basePath: string): string {
  return basePath.replace(/\/+$/, '');
}

/**
 * The href of a route path under a base path, with a query whose empty values are left out:
 * `areaHref('/favorites', 'details/F1001')` -> `/favorites/details/F1001`, `areaHref('/favorites', '')` ->
 * `/favorites`, `areaHref('', '')` -> `/`.
 */
export function areaHref(basePath: string, routePath: string, query: Readonly<Record<string, string>> = {}): string {
  const base = normalizeBasePath(basePath);
  const route = segmentsOf(routePath).join('/');
  const path = route ? `${base}/${route}` : base || '/';
  const qs = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== '')).toString();
  return qs ? `${path}?${qs}` : path;
}

/** The href of a screen under a base path: its route path and its own query. */
export function screenHref(area: AreaName, basePath: string, target: LooseTarget): string {
  return areaHref(basePath, screenPath(area, target)) + screenSearch(area, target);
}

/**
 * The route path of `pathname` under `basePath`, or null when the address is not under it (the router then
 * shows not found). The base matches regardless of case, as the CMS's page addresses do.
 */
export function routePathUnder(basePath: string, pathname: string): string | null {
  const base = normalizeBasePath(basePath);
  const path = pathname.replace(/\/+$/, '');
  if (sameText(path, base)) return '';
  if (!path.toLowerCase().startsWith(`${base.toLowerCase()}/`)) return null;
  return path.slice(base.length + 1);
}

/** First literal segments of an area's routes and redirects (`details`, `search`, `generated`...). */
function routeKeywords(area: AreaName): Set<string> {
  const paths = [...Object.values(routesOf(area)).map((r) => r.path), ...Object.keys(AREA_REDIRECTS[area])];
  return new Set(paths.map((p) => segmentsOf(p)[0]?.toLowerCase()).filter((s): s is string => !!s));
}

/**
 * The base path of an area page read from its address when the page context gives none (`areaBasePath`
 * empty): the address with the matched route suffix removed. A route suffix starts at a segment that
 * begins one of the area's routes (`details`, `details-edit`, `generated`, `search`); the first such
 * segment from which the rest is a route (or the redirect) wins, so `/favorites/details/F1001` has the
 * base `/favorites`. A keyword with no route after it (`/favorites/details`) is still taken as the start
 * of the route path, which is then not found. Without a keyword the whole address is the base (the
 * area's start): an unknown path without one cannot be told from the page itself, which is what
 * `areaBasePath` is for.
 */
export function inferAreaBasePath(area: AreaName, pathname: string): string {
  const segments = segmentsOf(pathname);
  const keywords = routeKeywords(area);
  const starts = [...segments.keys()].filter((i) => keywords.has(segments[i]!.toLowerCase()));
  const baseOf = (i: number) => (i === 0 ? '' : `/${segments.slice(0, i).join('/')}`);
  const matching = starts.find((i) => matchLoose(area, segments.slice(i).join('/'), '').kind !== 'notFound');
  if (matching !== undefined) return baseOf(matching);
  if (starts.length > 0) return baseOf(starts.at(-1)!);
  return normalizeBasePath(pathname);
}

/** SPEC 2: the page type while a screen shows, the page's own page type plus the screen's suffix. */
export function screenPageType(basePageType: string, pageTypeSuffix: string): string {
  return basePageType + pageTypeSuffix;
}
