import type { BasketUpdate } from '../../domain/basket/basket-update';

/**
 * Basket changes the server has not confirmed, kept in sessionStorage per identity (whose changes they
 * are: shared/domain/auth/identity.ts), per basket and in the order they were made, so a crash, a closed
 * laptop or a lost network between two page loads of this tab loses nothing: the next page load of the
 * same identity sends them again. Only the page's own identity's entry is read or written: another
 * identity's changes (a colleague who used this tab, the customer a sales person acted for before) stay
 * as they are, for theirs. An entry under no identity (the version before identities) is never read.
 * sessionStorage, not localStorage: it belongs to the tab (another tab has its own basket view) and ends
 * with it.
 */
const KEY = 'wsh-basket-unsent';

type Baskets = Record<string, BasketUpdate[]>;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled by the browser's settings
  }
}

const isObject = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);

/** Everything stored, per identity key; {} when nothing or something unreadable is. */
function readAll(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(KEY) ?? '{}');
    return isObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** The changes an earlier page of this tab left unconfirmed under `owner`, per basket (stored until confirmed). */
export function readUnsent(owner: string): Baskets {
  const mine = readAll()[owner];
  // Only lists of objects: anything else in the entry (a hand edit) is not replayed.
  return isObject(mine)
    ? (Object.fromEntries(Object.entries(mine).filter(([, u]) => Array.isArray(u) && u.every(isObject))) as Baskets)
    : {};
}

/** Puts `owner`'s entry (none when empty) beside the others'. */
function writeMine(owner: string, mine: Baskets): void {
  const all = readAll();
  if (Object.keys(mine).length) all[owner] = mine;
  else delete all[owner];
  try {
    if (Object.keys(all).length === 0) storage()?.removeItem(KEY);
    else storage()?.setItem(KEY, JSON.stringify(all));
  } catch (error) {
    console.error('[wsh] unsaved basket changes not kept', error);
  }
}

/** Keeps (or, with [], forgets) a basket's unconfirmed changes made under the identity `owner`. */
export function keepUnsent(owner: string, basketId: string, updates: BasketUpdate[]): void {
  const mine = readUnsent(owner);
  if (updates.length === 0 && !(basketId in mine)) return;
  if (updates.length === 0) delete mine[basketId];
  else mine[basketId] = updates;
  writeMine(owner, mine);
}

/** Forgets every change kept under `owner` (a logout that the user chose over saving them). */
export const forgetUnsent = (owner: string): void => writeMine(owner, {});
