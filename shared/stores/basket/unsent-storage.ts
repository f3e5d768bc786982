import type { BasketUpdate } from '../../domain/basket/basket-update';

/**
 * Basket changes the server has not confirmed, kept in sessionStorage per basket and in the order they
 * were made, so a crash, a closed laptop or a lost network between two page loads of this tab loses
 * nothing: the next page load sends them again (`takeUnsent`). sessionStorage, not localStorage: it
 * belongs to the tab (another tab has its own basket view) and ends with it.
 */
const KEY = 'wsh-basket-unsent';

type Stored = Record<string, BasketUpdate[]>;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled by the browser's settings
  }
}

function read(): Stored {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(KEY) ?? '{}');
    // Only lists of objects: anything else in the key (another version, a hand edit) is not replayed.
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(([, u]) => Array.isArray(u) && u.every((x) => x && typeof x === 'object')),
    ) as Stored;
  } catch {
    return {};
  }
}

/** Keeps (or, with [], forgets) a basket's unconfirmed changes. */
export function keepUnsent(basketId: string, updates: BasketUpdate[]): void {
  const all = read();
  if (updates.length === 0 && !(basketId in all)) return;
  if (updates.length === 0) delete all[basketId];
  else all[basketId] = updates;
  try {
    if (Object.keys(all).length === 0) storage()?.removeItem(KEY);
    else storage()?.setItem(KEY, JSON.stringify(all));
  } catch (error) {
    console.error('[wsh] unsaved basket changes not kept', error);
  }
}

/** The changes an earlier page of this tab left unconfirmed, per basket (they stay stored until confirmed). */
export const readUnsent = read;
