import { useState } from 'react';
import { createBasket, isUnsavedChangesError, switchBasket } from '../../shared/stores/basket/basket';

export type Busy = 'switching' | 'creating' | null;
export type ActionError = 'switchFailed' | 'createFailed' | 'unsavedChanges' | null;

/**
 * Switching and creating baskets with a busy state (one action at a time) and an inline error.
 * `onDone` runs after either outcome; the widget uses it to put focus back into the panel, since the
 * pressed button is disabled meanwhile and, after a switch, no longer listed.
 */
export function useBasketActions(onDone: () => void) {
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<ActionError>(null);

  const run = async (kind: Exclude<Busy, null>, action: () => Promise<void>) => {
    if (busy) return;
    setBusy(kind);
    setError(null);
    try {
      await action();
    } catch (caught) {
      // Changes of the current basket that were not saved would be left behind: say so, switch nothing.
      setError(
        isUnsavedChangesError(caught) ? 'unsavedChanges' : kind === 'switching' ? 'switchFailed' : 'createFailed',
      );
    } finally {
      setBusy(null);
      onDone();
    }
  };

  return {
    busy,
    error,
    switchTo: (basketId: string) => run('switching', () => switchBasket(basketId)),
    create: () => run('creating', () => createBasket()),
  };
}
