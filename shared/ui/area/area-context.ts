import { createContext, useContext, useLayoutEffect } from 'react';
import type { AreaName, AreaTarget, LooseTarget } from '../../domain/page/area-routes';

/** Goes to a screen of the area: a history entry, or with `replace` a rewrite of the current one. */
export type AreaNavigate<A extends AreaName> = (target: AreaTarget<A>, opts?: { replace?: boolean }) => void;

/** The href of a screen of the area under the page's base path, for an `AreaLink`. */
export type AreaHrefFor<A extends AreaName> = (target: AreaTarget<A>) => string;

/** What AreaRouter gives the components below it. */
export interface AreaRouterContext {
  area: AreaName;
  /** The area page's base path ('' for the site's root). */
  basePath: string;
  navigate: (target: LooseTarget, opts?: { replace?: boolean }) => void;
  href: (target: LooseTarget) => string;
  /** The screen's readiness for the address it shows (see useAreaScreenReady). */
  reportReady: (ready: boolean) => void;
  /** The address shown (path + query): a screen reports again for each one. */
  locationKey: string;
}

export const AreaContext = createContext<AreaRouterContext | null>(null);

function useAreaContext(): AreaRouterContext {
  const context = useContext(AreaContext);
  if (!context) throw new Error('An area screen hook is used outside AreaRouter');
  return context;
}

/**
 * `navigate` and `href` of the area a component is rendered in, for parts of a screen that the router's
 * screen props do not reach. `A` is the caller's area (the router renders only that area's screens).
 */
export function useAreaNavigation<A extends AreaName>(): { navigate: AreaNavigate<A>; href: AreaHrefFor<A> } {
  const { navigate, href } = useAreaContext();
  return { navigate, href };
}

/**
 * For a screen that loads its data after it renders (a favourite list's details): false while it loads,
 * true once it shows its content. The router restores the scroll position of Back (and moves focus to
 * the screen's heading) only once the screen is ready. A screen that never calls this is ready as soon
 * as it renders.
 */
export function useAreaScreenReady(ready: boolean): void {
  const { reportReady, locationKey } = useAreaContext();
  // A layout effect: it runs before the router's own, which takes a silent screen as ready.
  useLayoutEffect(() => reportReady(ready), [reportReady, ready, locationKey]);
}
