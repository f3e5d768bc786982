/**
 * SPEC 4 Impersonation: the location id is remembered in local storage. The server names the staff
 * member's location in the search answer (`LocationId`); the next search, on this or a later page,
 * sends it back. Not secret (DESIGN 6): a location, not a person.
 */
export const LOCATION_ID_KEY = 'wsh-impersonation-location-id';

/** The part of Storage this needs; undefined where there is none (private mode, tests in node). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The remembered location id, '' when none (or the storage cannot be read). */
export function readLocationId(store: KeyValueStore | undefined): string {
  try {
    return store?.getItem(LOCATION_ID_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Remembers a location id from an answer; an empty one keeps what was remembered. A full storage is not an error. */
export function rememberLocationId(store: KeyValueStore | undefined, id: string): void {
  if (!id) return;
  try {
    store?.setItem(LOCATION_ID_KEY, id);
  } catch {
    // Storage full or refused: the search works without it, the server falls back to its default.
  }
}
