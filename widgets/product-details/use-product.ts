import { useCallback, useEffect, useRef, useState } from 'react';
import type { Product } from '../../shared/domain/models';
import { loadProductOrNull, ProductLoadError } from '../../shared/api/product-load';
import { $expectedDeliveryDate } from '../../shared/stores/expected-delivery-date';

export type ProductState =
  | { status: 'loading' }
  /** SPEC 8: a 404 is ignored; the product is simply gone. */
  | { status: 'notFound' }
  /** SPEC 8: any other failure, with the server's Message ('' when it sent none). */
  | { status: 'error'; message: string }
  | { status: 'ready'; product: Product };

/**
 * Loads the product, and again (keeping the shown one meanwhile) when the basket's expected delivery
 * date changes, since deliverability and deadline depend on it.
 */
export function useProduct(productId: string) {
  const [state, setState] = useState<ProductState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const run = useRef(0);

  const load = useCallback(
    (silent: boolean) => {
      const mine = ++run.current;
      if (!silent) setState({ status: 'loading' });
      loadProductOrNull(productId).then(
        (product) => mine === run.current && setState(product ? { status: 'ready', product } : { status: 'notFound' }),
        (error: unknown) => {
          if (mine !== run.current || !(error instanceof ProductLoadError)) return;
          // A failed silent reload keeps the product shown; the exception overlay has reported it.
          setState((s) => (silent && s.status === 'ready' ? s : { status: 'error', message: error.message }));
        },
      );
    },
    [productId],
  );

  useEffect(() => {
    load(false);
    return () => {
      // oxlint-disable-next-line react-hooks/exhaustive-deps -- a run counter, not a node: the bump drops late answers
      run.current++;
    };
  }, [load, attempt]);

  useEffect(() => {
    // The basket's first load sets the date from null: the server already used that date, so no reload.
    let previous = $expectedDeliveryDate.get();
    return $expectedDeliveryDate.listen((date) => {
      if (previous !== null && date !== null && date !== previous) load(true);
      previous = date;
    });
  }, [load]);

  return { state, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
