import { computed } from 'nanostores';
import { useCallback } from 'react';
import type { LineItem } from '../../domain/models';
import { lineKey } from '../../domain/basket/basket-update';
import { $basket } from '../../stores/basket/basket';
import { useStoreInTransition } from './use-store-in-transition';

/**
 * The current basket's lines by line key (product Id plus quick-sale Id), and quantities per product.
 * Computed once per basket answer, so each of a list's 400 rows looks its line up instead of scanning.
 * Reading it loads the basket (it is computed from $basket). Exported for tests/setup.ts, which cleans every store.
 */
export const $lines = computed($basket, (basket) => {
  const byKey = new Map<string, LineItem>();
  const perProduct = new Map<string, number>();
  for (const line of basket?.LineItems ?? []) {
    byKey.set(lineKey(line), line);
    perProduct.set(line.ProductId, (perProduct.get(line.ProductId) ?? 0) + line.Quantity);
  }
  return { byKey, perProduct };
});

const subscribe = (onChange: () => void) => $lines.listen(onChange);

/**
 * One line of the current basket, as primitives: a component re-renders only when its own line's
 * quantity or unit changes, not on every basket answer (useStore($basket) would re-render every row
 * of a 400-row list for each change), and in a transition (a list's rows in slices, see useStoreInTransition).
 */
export function useBasketLine(key: string): { quantity: number; salesUnitIndex: number | undefined } {
  const quantity = useStoreInTransition(
    subscribe,
    useCallback(() => $lines.get().byKey.get(key)?.Quantity ?? 0, [key]),
  );
  const salesUnitIndex = useStoreInTransition(
    subscribe,
    useCallback(() => $lines.get().byKey.get(key)?.SalesUnitIndex, [key]),
  );
  return { quantity, salesUnitIndex };
}

/** Sum of a product's lines in the current basket (regular and quick sales); re-renders only when it changes, in a transition. */
export function useProductQuantityInBasket(productId: string): number {
  return useStoreInTransition(
    subscribe,
    useCallback(() => $lines.get().perProduct.get(productId) ?? 0, [productId]),
  );
}
