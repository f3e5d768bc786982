/**
 * Addresses in the favourites area (SPEC 2 Favorites: lists on the empty path, details on
 * `details/{id}`), under the area page's own address, which the page's editor gives (the menu's
 * `favoritesUrl` prop). The area router (shared/domain/page) owns the route table; these are the two
 * links islands outside the area need.
 */

/** The area's base without a trailing slash ("/" stays "/"). */
const trimmed = (base: string) => (base.length > 1 ? base.replace(/\/+$/, '') : base);

/** The lists overview: the area's empty path. */
export const favoritesHomeHref = (base: string): string => trimmed(base) || '/';

/** A list's details: `{base}/details/{id}`, the id encoded as one path segment. */
export const favoriteListHref = (base: string, id: string): string =>
  `${trimmed(base) === '/' ? '' : trimmed(base)}/details/${encodeURIComponent(id)}`;
