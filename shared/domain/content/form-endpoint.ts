/**
 * Whether a custom form's endpoint lies under the API base path (issue #32). Such a form would POST the
 * visitor's fields, with the visitor's session cookie, to one of the shop's own API calls (an editor's
 * `/api/auth/updatepassword` or `/api/checkout/weborder`): an editor's prop must not reach those. The
 * comparison is by the resolved path (`..` and `\` resolved, percent escapes decoded, case ignored, as a
 * server may route `/API/` or `/%61pi/` to the API), on this origin only: other origins are refused anyway.
 */
export function isUnderApiBasePath(endpoint: string, apiBasePath: string, pageHref: string): boolean {
  const target = new URL(endpoint, pageHref);
  const api = new URL(apiBasePath.endsWith('/') ? apiBasePath : `${apiBasePath}/`, pageHref);
  if (target.origin !== api.origin) return false;
  return `${decodePath(target.pathname)}/`.startsWith(decodePath(api.pathname));
}

/** A path with its percent escapes decoded (a malformed one kept) and lower-cased. */
function decodePath(path: string): string {
  try {
    return decodeURIComponent(path).toLowerCase();
  } catch {
    return path.toLowerCase();
  }
}
