import { computed } from 'nanostores';
import { useCallback } from 'react';
import { $currentSaveStatus } from '../../stores/basket/basket';
import { useStoreInTransition } from './use-store-in-transition';

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
const subscribe = (onChange: () => void) => $rows.listen(onChange);

/** A string per state, so a row re-renders only when its own state changes (see useBasketLine). */
function encode(key: string): string {
  const { phase, pending, rejected } = $rows.get();
  if (pending.has(key)) return phase === 'unsaved' || phase === 'session' ? 'unsaved' : 'pending';
  if (key in rejected) return `rejected:${rejected[key]}`;
  return 'saved';
}

/** The save state of one basket row (product key, see shared/domain/basket-update.ts productKey), followed in a transition. */
export function useLineSave(key: string): LineSave {
  const code = useStoreInTransition(
    subscribe,
    useCallback(() => encode(key), [key]),
  );
  if (code === 'saved') return SAVED;
  if (code === 'pending' || code === 'unsaved') return { state: code };
  return { state: 'rejected', message: code.slice('rejected:'.length) };
}
