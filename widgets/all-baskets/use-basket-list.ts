import { useEffect, useState } from 'react';
import { basketsApi } from '../../shared/api/baskets-api';
import type { Basket } from '../../shared/domain/models';
import { createFetcher } from '../../shared/lib/fetcher';
import { $basket } from '../../shared/stores/basket/basket';
import { useFetcher } from '../../shared/ui/data/use-fetcher';

/** GET checkout/basket/by-customer, keyed by a revision; the list shown stays while the next one loads. */
const byCustomer = createFetcher({
  fetch: (_revision: number, signal) => basketsApi.byCustomer(signal),
  empty: (groups) => groups.every((g) => g.Baskets.length === 0),
  keep: () => true,
});

/** What the list shows of the baskets, as the current basket's AllBaskets tells it. */
const signature = (basket: Basket | null) =>
  basket ? [basket.Id, ...basket.AllBaskets.map((b) => `${b.Id}:${b.Name}:${b.NumberOfLines}`)].join('|') : null;

/**
 * The customer's baskets, read again when the baskets change anywhere on the page (this page's actions,
 * the mini basket's switcher, another tab: the current basket's AllBaskets says so) or `reload()` asks.
 * The basket's first load is not a change: the list was asked for at the same time.
 */
export function useBasketList() {
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    let last = signature($basket.get());
    return $basket.listen((basket) => {
      const next = signature(basket);
      if (last !== null && next !== null && next !== last) setRevision((n) => n + 1);
      if (next !== null) last = next;
    });
  }, []);
  const list = useFetcher(byCustomer, revision, (r) => r);
  return { ...list, reload: () => setRevision((n) => n + 1) };
}
