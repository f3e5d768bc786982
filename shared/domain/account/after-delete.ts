import { nextAddress } from '../auth/return-url';

/**
 * Where the browser goes once the user deleted their own user (SPEC 7: PUT user/delete's answer carries
 * RedirectUrl): that address only when it is on the page's own origin (safeHref with sameOrigin, as the
 * login's ReturnUrl: no `//host`, `javascript:`, backslash tricks or other sites), else the start page "/".
 */
export function addressAfterDelete(redirectUrl: unknown, pageUrl: string): string {
  return nextAddress(pageUrl, { redirectUrl, startUrl: '/' });
}
