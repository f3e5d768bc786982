import { readCookie } from '../../lib/cookies';
import { SMALL_SCREEN_MAX_WIDTH, WIRE } from './wire';

export interface Environment {
  cacheKey: string;
  cookie: string;
  href: string;
  innerWidth: number;
  isTouch: boolean;
}

/** Reads the browser facts the cross-cutting rules depend on. */
export function browserEnvironment(cacheKey: string): Environment {
  return {
    cacheKey,
    cookie: document.cookie,
    href: location.href,
    innerWidth: window.innerWidth,
    isTouch:
      navigator.maxTouchPoints > 0 || (typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches),
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
export function crossCuttingHeaders(env: Environment): Record<string, string> {
  const campaign = new URL(env.href).searchParams.get(WIRE.campaignUrlParam);
  return campaign && /^[ -~]+$/.test(campaign) ? { [WIRE.campaignHeader]: campaign } : {};
}
