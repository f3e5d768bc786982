import { useRef, useState } from 'react';
import { isApiAbortError, isSessionExpiredError } from '../../shared/api/http/errors';
import type { Settings } from '../../shared/api/user-api';
import { saveUserSettings } from '../../shared/stores/user-settings';

type Key = 'PriceDisplayMode' | 'BasketItemsDisplayMode' | 'DefaultSort';

/** Where the last change of one setting is: on its way, saved, or not saved (with the value, for "Try again"). */
export type SaveState =
  | { phase: 'idle' | 'saving' | 'saved' }
  | { phase: 'failed'; value: string; sessionExpired: boolean };

/**
 * Saves one setting on change through the one settings store (optimistic: every island follows at once)
 * and tells where the newest change of it is. Only the newest change speaks: an older answer arriving
 * later does not overwrite its state.
 */
export function useSettingSave(key: Key) {
  const [state, setState] = useState<SaveState>({ phase: 'idle' });
  const newest = useRef(0);

  async function save(value: string) {
    const mine = ++newest.current;
    setState({ phase: 'saving' });
    const outcome = await saveUserSettings({ [key]: value } satisfies Partial<Settings>);
    if (mine !== newest.current) return;
    if (outcome.saved) setState({ phase: 'saved' });
    else if (isApiAbortError(outcome.error)) setState({ phase: 'idle' });
    else setState({ phase: 'failed', value, sessionExpired: isSessionExpiredError(outcome.error) });
  }

  return { state, save: (value: string) => void save(value) };
}
