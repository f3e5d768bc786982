import { computed } from 'nanostores';
import { useCallback } from 'react';
import type { LineItem } from '../../domain/models';
import { lineKey } from '../../domain/basket/basket-update';
import { $basket } from '../../stores/basket/basket';
import { useStoreInParts } from './use-store-in-parts';

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
 * of a 400-row list for each change), and in parts (a list's rows a few at a time, see useStoreInParts). `key`
 * is also the group: the line's quantity and unit are drawn together.
 */
export function useBasketLine(key: string): { quantity: number; salesUnitIndex: number | undefined } {
  const quantity = useStoreInParts(
    subscribe,
    useCallback(() => $lines.get().byKey.get(key)?.Quantity ?? 0, [key]),
    key,
  );
  const salesUnitIndex = useStoreInParts(
    subscribe,
    useCallback(() => $lines.get().byKey.get(key)?.SalesUnitIndex, [key]),
    key,
  );
  return { quantity, salesUnitIndex };
}

/**
 * Sum of a product's lines in the current basket (regular and quick sales); re-renders only when it changes, in
 * parts, drawn with the product's regular line (its group).
 */
export function useProductQuantityInBasket(productId: string): number {
  return useStoreInParts(
    subscribe,
    useCallback(() => $lines.get().perProduct.get(productId) ?? 0, [productId]),
    lineKey({ ProductId: productId }),
  );
}
