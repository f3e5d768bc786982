/**
 * A notice for the favourites overview, set by another screen of the area just before it sends the user
 * there: SPEC 2 and 8, "if a favorite list cannot be loaded, the user is redirected to the favorites
 * overview", which then says why. The text is translated by the screen that sets it; the overview shows
 * it once and clears it (`takeFavoritesNotice`).
 */
import { atom } from 'nanostores';

export const $favoritesNotice = atom<string | null>(null);

/** Leaves a notice for the overview. */
export function setFavoritesNotice(text: string): void {
  $favoritesNotice.set(text);
}

/** The waiting notice, cleared: shown once. */
export function takeFavoritesNotice(): string | null {
  const text = $favoritesNotice.get();
  $favoritesNotice.set(null);
  return text;
}
