import type { BasketUpdate } from '../../domain/basket-update';

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
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Stored) : {};
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
    console.error('[wsh] could not keep unsaved basket changes for the next page', error);
  }
}

/** The changes an earlier page of this tab left unconfirmed, per basket (they stay stored until confirmed). */
export function readUnsent(): Stored {
  const all = read();
  const valid: Stored = {};
  for (const [id, updates] of Object.entries(all)) {
    if (Array.isArray(updates) && updates.every((u) => u && typeof u === 'object')) valid[id] = updates;
  }
  return valid;
}
