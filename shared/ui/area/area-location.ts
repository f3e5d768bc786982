import { atom, onMount } from 'nanostores';
import { pushHistory, replaceHistory } from '../../lib/history';
import { navigateTo } from '../../lib/navigation';
import { flushScrollSaves } from '../primitives/scroll-restoration';

/**
 * How the address came to be: the page's own (`load`, also a redirect made while loading), a new entry
 * (`push`), a rewritten one (`replace`), or Back/Forward (`pop`). The router moves focus to a new screen
 * after a client-side navigation only, and restores scroll only on `pop`.
 */
export type AreaLocationCause = 'load' | 'push' | 'replace' | 'pop';

export interface AreaLocation {
  pathname: string;
  /** `?text=milk`, or ''. */
  search: string;
  cause: AreaLocationCause;
}

const here = (cause: AreaLocationCause): AreaLocation =>
  typeof location === 'undefined'
    ? { pathname: '/', search: '', cause }
    : { pathname: location.pathname, search: location.search, cause };

/**
 * The address the area islands route by. It follows popstate (Back, Forward) from its first reader on
 * (onMount), and every in-page navigation of the areas goes through navigateInArea, which writes the
 * history entry and this store together.
 */
export const $areaLocation = atom<AreaLocation>(here('load'));

onMount($areaLocation, () => {
  // The address may have changed since the module loaded (or since the store was last followed).
  $areaLocation.set(here('load'));
  const onPop = () => $areaLocation.set(here('pop'));
  addEventListener('popstate', onPop);
  return () => removeEventListener('popstate', onPop);
});

function write(href: string, replace: boolean, cause: AreaLocationCause): void {
  const url = new URL(href, location.href);
  if (url.origin !== location.origin) {
    navigateTo(url.href); // not an in-page address: leave the page the usual way
    return;
  }
  // A position still waiting in the scroll-save throttle belongs to the address being left.
  flushScrollSaves();
  (replace ? replaceHistory : pushHistory)(url.pathname + url.search + url.hash);
  $areaLocation.set({ pathname: url.pathname, search: url.search, cause });
}

/**
 * Goes to an address within the page's area (a screen's href): a new history entry, so Back returns
 * here; `replace` rewrites the current entry instead. The current address again replaces (no duplicate
 * entry). Another origin leaves the page through the navigation seam.
 */
export function navigateInArea(href: string, opts: { replace?: boolean } = {}): void {
  const url = new URL(href, location.href);
  const { pathname, search } = $areaLocation.get();
  const same = url.pathname === pathname && url.search === search;
  const replace = !!opts.replace || same;
  write(href, replace, replace ? 'replace' : 'push');
}

/**
 * A redirect declared by the route table (SPEC 2: "the current location is replaced with that target"):
 * the entry is replaced and the cause kept, so a redirect while the page loads is still the page's own
 * address (no focus move), and one after a click is still that click's navigation.
 */
export function redirectInArea(href: string): void {
  write(href, true, $areaLocation.get().cause);
}
