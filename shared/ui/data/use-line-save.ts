import { computed } from 'nanostores';
import { useCallback, useSyncExternalStore } from 'react';
import { keyedListeners } from '../../lib/keyed-listeners';
import { $currentSaveStatus } from '../../stores/basket/basket';
import { useStoreInParts } from './use-store-in-parts';

/** A row's save state: saved (nothing waiting), pending (on its way or retrying), unsaved, or refused with the server's message. */
export type LineSave =
  | { state: 'saved' }
  | { state: 'pending' }
  | { state: 'unsaved' }
  | { state: 'rejected'; message: string };

const SAVED: LineSave = { state: 'saved' };

/** Pending rows as a Set per status change, so each of 400 rows looks its own key up. Exported for tests/setup.ts, which cleans every store. */
export const $rows = computed($currentSaveStatus, (status) => ({
  phase: status?.phase ?? 'idle',
  pending: new Set(status?.pending ?? []),
  rejected: status?.rejected ?? {},
}));
type Rows = ReturnType<typeof $rows.get>;

/** The rows whose state may differ: pending in one and not the other, or in both when the phase changed, or refused anew. */
function* changedRows(before: Rows, after: Rows) {
  const phaseChanged = before.phase !== after.phase;
  for (const key of after.pending) if (phaseChanged || !before.pending.has(key)) yield key;
  for (const key of before.pending) if (phaseChanged || !after.pending.has(key)) yield key;
  for (const key of Object.keys(after.rejected)) if (before.rejected[key] !== after.rejected[key]) yield key;
  for (const key of Object.keys(before.rejected)) if (!(key in after.rejected)) yield key;
}

/** A row's listeners, called when its save state may have changed (see keyedListeners). */
const listenRow = keyedListeners($rows, changedRows);

/** A string per state, so a row re-renders only when its own state changes (see useBasketLine). */
function encode(key: string): string {
  const { phase, pending, rejected } = $rows.get();
  if (pending.has(key)) return phase === 'unsaved' || phase === 'session' ? 'unsaved' : 'pending';
  if (key in rejected) return `rejected:${rejected[key]}`;
  return 'saved';
}

const decode = (code: string): LineSave =>
  code === 'saved'
    ? SAVED
    : code === 'pending' || code === 'unsaved'
      ? { state: code }
      : { state: 'rejected', message: code.slice('rejected:'.length) };

/**
 * The save state of one basket row (product key, see shared/domain/basket-update.ts productKey), in the render
 * its change causes: for a view that reads the row's line the same way (the checkout's lines, from $basket), so
 * the line and its save state are drawn together.
 */
export function useLineSave(key: string): LineSave {
  return decode(
    useSyncExternalStore(
      useCallback((changed: () => void) => listenRow(key, changed), [key]),
      useCallback(() => encode(key), [key]),
    ),
  );
}

/**
 * The same, followed in parts (useStoreInParts), for a field that reads its line through useBasketLine, also in
 * parts and in the same group: the two arrive together, and a list's rows are drawn a few at a time.
 */
export function useLineSaveInParts(key: string): LineSave {
  return decode(
    useStoreInParts(
      useCallback((changed: () => void) => listenRow(key, changed), [key]),
      useCallback(() => encode(key), [key]),
      key,
    ),
  );
}
