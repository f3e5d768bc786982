/**
 * An id (from props, the address or the server) as one segment of an API path. Encoding alone does
 * not make it one: "." and ".." pass encodeURIComponent unchanged and the URL parser resolves them
 * (`campaigns/banners/..` would ask for `campaigns/`), so they are refused, as are the empty id and
 * ids holding `/`, `\`, `?` or `#`, which no id of ours holds. The API functions that take ids are
 * async, so a refused id is a rejected call like any other failure, never a request.
 */
export function pathSegment(id: string): string {
  if (!isPathSegment(id)) {
    throw new Error(
      `[wsh] refused the id "${id}" in an API path: an id must not be empty, "." or "..", nor hold / \\ ? or #`,
    );
  }
  return encodeURIComponent(id);
}

/** Whether `id` can be one segment of an API path (pathSegment takes it), so a widget can say so before a call. */
export const isPathSegment = (id: string): boolean => !(id === '' || id === '.' || id === '..' || /[/\\?#]/.test(id));
