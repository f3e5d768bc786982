import { useEffect, useState } from 'react';
import { basketsApi } from '../../shared/api/baskets-api';
import { on } from '../../shared/events/bus';
import { createFetcher } from '../../shared/lib/fetcher';
import { useFetcher } from '../../shared/ui/data/use-fetcher';

/** GET checkout/basket/by-customer, keyed by a revision; the list shown stays while the next one loads. */
const byCustomer = createFetcher({
  fetch: (_revision: number, signal) => basketsApi.byCustomer(signal),
  empty: (groups) => groups.every((g) => g.Baskets.length === 0),
  keep: () => true,
});

/**
 * The customer's baskets, read again whenever a basket changes anywhere on the page (this page's
 * actions, the mini basket's switcher, another tab: the store says `basketChanged`) or `reload()` asks.
 */
export function useBasketList() {
  const [revision, setRevision] = useState(0);
  useEffect(() => on('basketChanged', () => setRevision((n) => n + 1)), []);
  const list = useFetcher(byCustomer, revision, (r) => r);
  return { ...list, reload: () => setRevision((n) => n + 1) };
}
