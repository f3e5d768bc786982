import { useStore } from '@nanostores/react';
import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { Product } from '../../shared/domain/models';
import { loadProductOrNull, ProductLoadError } from '../../shared/api/product-load';
import { createFetcher } from '../../shared/lib/fetcher';
import { $expectedDeliveryDate } from '../../shared/context/expected-delivery-date';
import { useInputStore } from '../../shared/ui/data/use-fetcher';
import { takeEarlyProduct } from './early-read';

export type ProductState =
  | { status: 'loading' }
  /** SPEC 8: a 404 is ignored; the product is simply gone. */
  | { status: 'notFound' }
  /** SPEC 8: any other failure, with the server's Message ('' when it sent none). */
  | { status: 'error'; message: string }
  | { status: 'ready'; product: Product };

/** A reload of the same product keeps it shown, and a failed reload too (the exception overlay has reported it). */
const products = createFetcher({
  // The island's first read takes the one its chunk started (early-read.ts); reloads read again.
  fetch: ({ id, reload }: { id: string; reload: number }) =>
    (reload === 0 ? takeEarlyProduct(id) : undefined) ?? loadProductOrNull(id),
  keep: (next, previous) => next.id === previous.id,
});

/** One island's product store: loaded again (as `reload`) when the basket's expected delivery date changes. */
function productStore($id: ReadableAtom<string>) {
  const $reloads = atom(0);
  const store = products([$id, $reloads], () => ({ id: $id.get(), reload: $reloads.get() }));
  onMount(store, () => {
    // The basket's first load sets the date from null: the server already used that date, so no reload.
    let previous = $expectedDeliveryDate.get();
    return $expectedDeliveryDate.listen((date) => {
      if (previous !== null && date !== null && date !== previous) $reloads.set($reloads.get() + 1);
      previous = date;
    });
  });
  return store;
}

/**
 * Loads the product, and again (keeping the shown one meanwhile) when the basket's expected delivery
 * date changes, since deliverability and deadline depend on it.
 */
export function useProduct(productId: string) {
  const store = useInputStore(productStore, productId);
  const { status, data, error } = useStore(store);
  const retry = store.retry;
  let state: ProductState;
  if (data !== undefined) state = data ? { status: 'ready', product: data } : { status: 'notFound' };
  // Only a load error has a message to show; anything else (an aborted load) leaves the state as it was.
  else
    state =
      status === 'error' && error instanceof ProductLoadError
        ? { status: 'error', message: error.message }
        : { status: 'loading' };
  return { state, retry };
}
