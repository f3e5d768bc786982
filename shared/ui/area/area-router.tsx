import { useStore } from '@nanostores/react';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  areaHref,
  inferAreaBasePath,
  matchAreaPath,
  normalizeBasePath,
  routePathUnder,
  screenHref,
  screenPageType,
  type AreaName,
  type AreaScreen,
  type LooseTarget,
  type ScreenParams,
  type ScreenQuery,
} from '../../domain/page/area-routes';
import { addWidgetResources } from '../../i18n/i18n';
import { $pageContext, setPageType } from '../../context/page-context';
import { useScrollRestoration } from '../primitives/scroll-restoration';
import { AreaContext, type AreaHrefFor, type AreaNavigate, type AreaRouterContext } from './area-context';
import { $areaLocation, navigateInArea, redirectInArea } from './area-location';
import { AreaNotFound } from './area-not-found';
import { focusScreen } from './focus-screen';
import { AREA_NS, texts } from './texts';

/** What a screen component receives: its path parameters and query, and how to go elsewhere in the area. */
export interface AreaScreenProps<A extends AreaName, S extends AreaScreen<A>> {
  params: ScreenParams<A, S>;
  /** Every query key of the screen, '' when the address lacks it. */
  query: ScreenQuery<A, S>;
  navigate: AreaNavigate<A>;
  /** The href of a screen, for an AreaLink. */
  href: AreaHrefFor<A>;
}

/**
 * A screen's function component. Written as a method's type, whose parameter TypeScript checks both ways,
 * so the router can hold every screen of the map under one loose type while callers keep theirs exact.
 */
export type AreaScreenComponent<P> = { bivarianceHack(props: P): ReactNode }['bivarianceHack'];

/** One component per screen of the area, e.g. `{ lists, details, detailsEdit, generated }` for Favorites. */
export type AreaScreens<A extends AreaName> = { [S in AreaScreen<A>]: AreaScreenComponent<AreaScreenProps<A, S>> };

export interface AreaRouterProps<A extends AreaName> {
  area: A;
  /**
   * The address the area's screens live under, e.g. "/favorites". Absent: the page context's
   * `areaBasePath`, and when that is empty the address with its route suffix removed.
   */
  basePath?: string;
  /** Typed by `area` alone (NoInfer), so another area's screens do not compile. */
  screens: AreaScreens<NoInfer<A>>;
}

/** The screen props as the router builds them at run time; AreaScreens types them per screen. */
interface LooseScreenProps<A extends AreaName> {
  params: Readonly<Record<string, string>>;
  query: Readonly<Record<string, string>>;
  navigate: AreaNavigate<A>;
  href: AreaHrefFor<A>;
}

/**
 * An area island's screens (SPEC 2): the screen the address chooses under the page's base path, with its
 * parameters and query. Screens change through history entries (navigateInArea, AreaLink), so Back,
 * Forward and reload show the same screen with the same query; a route that redirects replaces the
 * location; an unknown address shows a not-found state with a link to the area's start. Each screen sets
 * the page type with its suffix (campaigns reload for it); after a client-side navigation to another
 * screen focus moves to its heading (or the island); Back restores the scroll position.
 */
export function AreaRouter<A extends AreaName>({ area, basePath, screens }: AreaRouterProps<A>): ReactNode {
  addWidgetResources(AREA_NS, texts); // idempotent

  // Popstate is followed from the first layout effect on, before the scroll restoration below listens:
  // on Back the new address renders first, then the restore it arms.
  useLayoutEffect(() => $areaLocation.listen(() => {}), []);
  const here = useStore($areaLocation);

  // What the page said when the island mounted: the page type screens add their suffix to, and the base.
  const [page] = useState(() => ({ ...$pageContext.get(), pathname: here.pathname }));
  const base = useMemo(() => {
    const configured = basePath || page.areaBasePath;
    return configured ? normalizeBasePath(configured) : inferAreaBasePath(area, page.pathname);
  }, [area, basePath, page]);

  const match = useMemo(() => {
    const routePath = routePathUnder(base, here.pathname);
    return routePath === null ? ({ kind: 'notFound' } as const) : matchAreaPath(area, routePath, here.search);
  }, [area, base, here.pathname, here.search]);

  const locationKey = here.pathname + here.search;
  /** Which screen shows: a new one (or new parameters) is an arrival; a new query alone is not. */
  const screenKey = match.kind === 'screen' ? `${match.screen}:${JSON.stringify(match.params)}` : match.kind;

  // SPEC 2: a target that declares a redirect replaces the location (keeping the query).
  const redirectTo = match.kind === 'redirect' ? areaHref(base, match.to) + here.search : null;
  useLayoutEffect(() => {
    if (redirectTo !== null) redirectInArea(redirectTo);
  }, [redirectTo]);

  // SPEC 2: each screen's page-type suffix is added to the page type (campaigns reload and pick again).
  const pageType =
    match.kind === 'screen'
      ? screenPageType(page.pageType, match.pageTypeSuffix)
      : match.kind === 'notFound'
        ? page.pageType
        : null;
  useLayoutEffect(() => {
    if (pageType !== null) setPageType(pageType);
  }, [pageType]);
  useLayoutEffect(() => () => setPageType(page.pageType), [page]);

  // Readiness per address: a screen that loads reports it (useAreaScreenReady), a silent one is ready
  // once rendered. Scroll is restored, and focus moved, only when the screen for the address is ready.
  const [readyKey, setReadyKey] = useState<string | null>(null);
  const waiting = useRef(false);
  const shownKey = useRef(locationKey);
  if (shownKey.current !== locationKey) {
    shownKey.current = locationKey;
    waiting.current = false; // the new address's screen reports afresh (its layout effect runs before ours)
  }
  const reportReady = useCallback((ready: boolean) => {
    waiting.current = !ready;
    if (ready) setReadyKey(shownKey.current);
  }, []);
  useLayoutEffect(() => {
    if (!waiting.current) setReadyKey(locationKey);
  }, [locationKey]);
  const ready = readyKey === locationKey && match.kind !== 'redirect';

  const containerRef = useScrollRestoration<HTMLDivElement>(`area:${area}`, ready);

  // An arrival at another screen after a client-side navigation: scroll to the top for a new entry (Back
  // restores instead), and focus the new screen's heading once it is ready.
  const arrival = useRef<{ toTop: boolean } | null>(null);
  const previousScreen = useRef(screenKey);
  useLayoutEffect(() => {
    if (previousScreen.current === screenKey || match.kind === 'redirect') return;
    previousScreen.current = screenKey;
    if (here.cause !== 'load') arrival.current = { toTop: here.cause !== 'pop' };
  }, [screenKey, match.kind, here.cause]);
  useLayoutEffect(() => {
    const arrived = arrival.current;
    if (!ready || !arrived || !containerRef.current) return;
    arrival.current = null;
    if (arrived.toTop) window.scrollTo(0, 0);
    focusScreen(containerRef.current);
  }, [ready, screenKey, containerRef]);

  const href = useCallback((target: LooseTarget) => screenHref(area, base, target), [area, base]);
  const navigate = useCallback(
    (target: LooseTarget, opts?: { replace?: boolean }) => navigateInArea(screenHref(area, base, target), opts),
    [area, base],
  );
  const context = useMemo<AreaRouterContext>(
    () => ({ area, basePath: base, navigate, href, reportReady, locationKey }),
    [area, base, navigate, href, reportReady, locationKey],
  );

  // Screens typed per name for the caller; looked up by the matched name here.
  const byName: Readonly<Record<string, AreaScreenComponent<LooseScreenProps<A>>>> = screens;
  const Screen = match.kind === 'screen' ? byName[match.screen] : undefined;

  return (
    <AreaContext.Provider value={context}>
      <div ref={containerRef} className="wsh-area" data-area={area} tabIndex={-1}>
        {match.kind === 'screen' && Screen ? (
          <Screen key={match.screen} params={match.params} query={match.query} navigate={navigate} href={href} />
        ) : match.kind === 'notFound' ? (
          <AreaNotFound area={area} startHref={areaHref(base, '')} />
        ) : null}
      </div>
    </AreaContext.Provider>
  );
}
