import { readCookie } from '../../lib/cookies';
import { SMALL_SCREEN_MAX_WIDTH, WIRE } from './wire';

export interface Environment {
  cacheKey: string;
  cookie: string;
  innerWidth: number;
  isTouch: boolean;
}

/** The coarse-pointer query, made once: a MediaQueryList stays live, so one serves every request. */
let coarsePointer: MediaQueryList | undefined;

/**
 * The window's width, read once and again after the next resize: reading `innerWidth` makes the browser
 * finish any layout still pending first, which cost every request while islands mount (~6 ms a call at the
 * bench's 4x CPU slowdown, the most of any function on the search and category pages).
 */
let width: number | undefined;
function windowWidth(): number {
  if (width === undefined) {
    width = window.innerWidth;
    addEventListener('resize', () => (width = undefined), { once: true });
  }
  return width;
}

/** Reads the browser facts the cross-cutting rules depend on. */
export function browserEnvironment(cacheKey: string): Environment {
  return {
    cacheKey,
    cookie: document.cookie,
    innerWidth: windowWidth(),
    isTouch:
      navigator.maxTouchPoints > 0 ||
      (typeof matchMedia === 'function' && (coarsePointer ??= matchMedia('(pointer: coarse)')).matches),
  };
}

/** SPEC section 7 preamble: the query parameters every call carries. */
export function crossCuttingParams(env: Environment): Record<string, string> {
  const params: Record<string, string> = { [WIRE.cacheKeyParam]: env.cacheKey };
  const recall = readCookie(env.cookie, WIRE.recallCookie);
  if (recall) params[WIRE.recallParam] = recall;
  if (env.innerWidth <= SMALL_SCREEN_MAX_WIDTH || env.isTouch) params[WIRE.isMobileParam] = 'true';
  return params;
}

/**
 * SPEC section 7 preamble: the campaign-tracking header from the URL's at_campaign value, which anyone
 * can write into a link. Sent only when it is printable ASCII: a non-Latin-1 character makes fetch
 * throw (every call would fail), and a control character could split the header.
 */
export function crossCuttingHeaders(href: string): Record<string, string> {
  const campaign = new URL(href).searchParams.get(WIRE.campaignUrlParam);
  return campaign && /^[ -~]+$/.test(campaign) ? { [WIRE.campaignHeader]: campaign } : {};
}
