import { useCallback, useEffect, useRef, useState } from 'react';
import { isNotFoundError } from '../../shared/api/errors';
import { sustainabilityApi } from '../../shared/api/sustainability-api';
import type { KeyFiguresSource, SustainabilityKeyFigures } from '../../shared/domain/sustainability/models';

export type KeyFiguresState =
  | { status: 'loading' }
  | { status: 'error' }
  /** `refreshing`: newer figures of the same basket are on their way; the shown ones stay until then. */
  | { status: 'ready'; figures: SustainabilityKeyFigures | null; refreshing: boolean };

/**
 * Loads the key figures of a basket or an order, again whenever `revision` changes (a changed
 * basket). A 404 (basket or order unknown) has no figures: "No data". Other failures become an
 * error state with a retry; the exception overlay reports them too (the API client's rule).
 */
export function useKeyFigures(source: KeyFiguresSource, id: string, revision: unknown) {
  const [state, setState] = useState<KeyFiguresState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const shownKey = useRef('');

  useEffect(() => {
    /** Answers for an older request (an earlier basket change, unmount) are dropped. */
    let live = true;
    const key = `${source}/${id}`;
    const sameTarget = shownKey.current === key;
    // A changed basket keeps its figures on screen while the new ones load; another basket or order starts over.
    setState((s) => (sameTarget && s.status === 'ready' ? { ...s, refreshing: true } : { status: 'loading' }));
    sustainabilityApi.keyFigures(source, id).then(
      (figures) => {
        if (!live) return;
        shownKey.current = key;
        setState({ status: 'ready', figures, refreshing: false });
      },
      (error: unknown) => {
        if (!live) return;
        shownKey.current = isNotFoundError(error) ? key : '';
        setState(isNotFoundError(error) ? { status: 'ready', figures: null, refreshing: false } : { status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [source, id, revision, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
