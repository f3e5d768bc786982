import { isNotFoundError } from '../../shared/api/http/errors';
import { webOrderApi } from '../../shared/api/web-order-api';
import type { WebOrder } from '../../shared/domain/checkout/models';
import { createFetcher } from '../../shared/lib/fetcher';
import { useFetcher } from '../../shared/ui/data/use-fetcher';

export type WebOrderState =
  | { status: 'loading' }
  | { status: 'loaded'; order: WebOrder }
  | { status: 'not-found' }
  | { status: 'failed' };

const webOrder = createFetcher({ fetch: (id: string) => webOrderApi.get(id) });

/** Loads the placed order once per id; `retry` loads it again after a failure. */
export function useWebOrder(id: string) {
  const { status, data, error, retry } = useFetcher(webOrder, id, (orderId) => orderId);
  let state: WebOrderState;
  if (status === 'error') state = { status: isNotFoundError(error) ? 'not-found' : 'failed' };
  else state = status === 'loading' ? { status } : { status: 'loaded', order: data };
  return { state, retry };
}
