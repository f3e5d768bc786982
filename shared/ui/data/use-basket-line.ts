import { computed } from 'nanostores';
import { useCallback } from 'react';
import type { LineItem } from '../../domain/models';
import { lineKey } from '../../domain/basket/basket-update';
import { keyedListeners } from '../../lib/keyed-listeners';
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

type Lines = ReturnType<typeof $lines.get>;

/** Keys of `after` whose entry differs from `before`'s (compared by `same`), and keys `after` no longer has. */
function* changedKeys<T>(before: Map<string, T>, after: Map<string, T>, same: (a: T, b: T) => boolean) {
  for (const [key, value] of after) {
    const old = before.get(key);
    if (old === undefined || !same(old, value)) yield key;
  }
  for (const key of before.keys()) if (!after.has(key)) yield key;
}

/** A line's listeners, called when its quantity or unit changes; a product's, when its sum does. */
const listenLine = keyedListeners($lines, (before: Lines, after: Lines) =>
  changedKeys(before.byKey, after.byKey, (a, b) => a.Quantity === b.Quantity && a.SalesUnitIndex === b.SalesUnitIndex),
);
const listenProduct = keyedListeners($lines, (before: Lines, after: Lines) =>
  changedKeys(before.perProduct, after.perProduct, Object.is),
);

/**
 * One line of the current basket, as primitives: a component re-renders only when its own line's
 * quantity or unit changes, not on every basket answer (useStore($basket) would re-render every row
 * of a 400-row list for each change), and in parts (a list's rows a few at a time, see useStoreInParts). `key`
 * is also the group: the line's quantity and unit are drawn together.
 */
export function useBasketLine(key: string): { quantity: number; salesUnitIndex: number | undefined } {
  const listen = useCallback((changed: () => void) => listenLine(key, changed), [key]);
  const quantity = useStoreInParts(
    listen,
    useCallback(() => $lines.get().byKey.get(key)?.Quantity ?? 0, [key]),
    key,
  );
  const salesUnitIndex = useStoreInParts(
    listen,
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
    useCallback((changed: () => void) => listenProduct(productId, changed), [productId]),
    useCallback(() => $lines.get().perProduct.get(productId) ?? 0, [productId]),
    lineKey({ ProductId: productId }),
  );
}
