import { userApi } from '../../shared/api/user-api';
import type { WebOrder } from '../../shared/domain/checkout/models';
import { createFetcher } from '../../shared/lib/fetcher';
import { useFetcher } from '../../shared/ui/data/use-fetcher';

const currentUser = createFetcher({ fetch: () => userApi.current() });

/**
 * The address to prefill: the order's own, else the logged-in user's (GET user). Without either the
 * field stays empty; a failed user call is not worth a message, the buyer simply types the address.
 */
export function useDefaultEmail(order: WebOrder): string {
  const own = order.EmailAddress ?? '';
  // Asked for only when the order has no address of its own.
  const user = useFetcher(currentUser, own, (address) => (address ? undefined : true)).data;
  return own || (user?.EmailAddress ?? '');
}
