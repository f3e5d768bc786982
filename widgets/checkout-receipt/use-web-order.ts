import { useEffect, useState } from 'react';
import { isApiAbortError, isNotFoundError } from '../../shared/api/errors';
import { webOrderApi, type WebOrder } from '../../shared/api/web-order-api';

export type WebOrderState =
  | { status: 'loading' }
  | { status: 'loaded'; order: WebOrder }
  | { status: 'not-found' }
  | { status: 'failed' };

/** Loads the placed order once per id; `retry` loads it again after a failure. */
export function useWebOrder(id: string) {
  const [state, setState] = useState<WebOrderState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    webOrderApi.get(id).then(
      (order) => current && setState({ status: 'loaded', order }),
      (error: unknown) => {
        if (!current || isApiAbortError(error)) return;
        setState({ status: isNotFoundError(error) ? 'not-found' : 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
