import { useCallback, useEffect, useMemo, useState } from 'react';
import { catalogApi } from '../../shared/api/catalog-api';
import type { LineItem } from '../../shared/domain/models';
import { latestPerKey } from '../../shared/lib/latest-per-key';
import { TIMING } from '../../shared/lib/timing';
import { on } from '../../shared/events/bus';
import { $basket, onBeforePageLeave, updateBasket } from '../../shared/stores/basket/basket';

/** A scheduled change; an object, so "is this still the latest?" compares identities, not numbers. */
interface Change {
  line: LineItem;
  quantity: number;
}

export interface QuantityChanges {
  /** Sets a line's quantity after the 200 ms debounce; 0 removes the line. */
  change(line: LineItem, quantity: number): void;
  /** Sends every waiting change at once (before the order is placed). */
  flush(): Promise<void>;
  /** Line ids whose removal is on its way. */
  removing: ReadonlySet<string>;
  /** Line ids with a change still in the debounce or stock refresh (not yet handed to the basket engine). */
  waiting: ReadonlySet<string>;
  /** Refreshed stock per line id (base units; null = no stock figure), once a change refreshed it. */
  stock: ReadonlyMap<string, number | null>;
}

/**
 * SPEC 4 checkout: quantity changes are debounced 200 ms per line, only the latest is submitted; then
 * the line's stock is refreshed (GET catalog/stock), and the change goes to the basket update engine
 * with validation requested (its 500 ms batching, merging and one flight per basket apply).
 */
export function useQuantityChanges(): QuantityChanges {
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const [waiting, setWaiting] = useState<ReadonlySet<string>>(new Set());
  const [stock, setStock] = useState<ReadonlyMap<string, number | null>>(new Map());
  /** The latest change per line not yet handed to the engine: what the page leave must not lose. */
  const notHanded = useMemo(() => new Map<string, Change>(), []);

  const debouncer = useMemo(() => {
    const hand = (key: string, change: Change) => {
      if (notHanded.get(key) !== change) return; // a newer change of this line, or handed already
      notHanded.delete(key);
      setWaiting((s) => without(s, key));
      const { line, quantity } = change;
      const sent = updateBasket({
        Products: [{ LineId: line.Id, ProductId: line.ProductId, QuickSaleId: line.QuickSaleId, Quantity: quantity }],
        triggerValidation: true,
      });
      if (!sent && quantity === 0) setRemoving((s) => without(s, key));
    };
    const debounced = latestPerKey<Change>(TIMING.checkoutQuantityDebounce, async (key, change) => {
      const { line, quantity } = change;
      if (quantity > 0) {
        const refreshed = await catalogApi
          .stock({
            productId: line.ProductId,
            quickSaleId: line.QuickSaleId,
            expectedDeliveryDate: $basket.get()?.Delivery.ExpectedDate,
          })
          .catch(() => null); // the server validates the line anyway; a failed refresh must not lose the change
        if (refreshed) setStock((m) => new Map(m).set(key, refreshed.InStockQuantity));
        if (!debounced.isLatest(key, change)) return; // a newer quantity of this line is on its way
      }
      hand(key, change);
    });
    return { ...debounced, hand };
  }, [notHanded]);

  // Leaving the page (or hiding it) must not lose a change still in its 200 ms or its stock refresh:
  // it goes to the engine at once, without the refresh (the server validates the line anyway).
  useEffect(
    () =>
      onBeforePageLeave(() => {
        // oxlint-disable-next-line unicorn/no-useless-spread -- a snapshot: handing a change deletes it from notHanded
        for (const [key, change] of [...notHanded]) debouncer.hand(key, change);
      }),
    [debouncer, notHanded],
  );

  // A removal ends with its batch: the line is gone, or (the batch failed) it is shown as it was. A batch
  // of other changes that lands first leaves a removal still on its way flagged.
  useEffect(
    () =>
      on('basketBatchCompleted', ({ ok }) => {
        const present = new Set(($basket.get()?.LineItems ?? []).map((l) => l.Id));
        setRemoving((s) => (s.size === 0 ? s : ok ? new Set([...s].filter((id) => present.has(id))) : new Set()));
      }),
    [],
  );
  useEffect(() => () => debouncer.cancel(), [debouncer]);

  const change = useCallback(
    (line: LineItem, quantity: number) => {
      setRemoving((s) => (quantity === 0 ? new Set(s).add(line.Id) : without(s, line.Id)));
      setWaiting((s) => (s.has(line.Id) ? s : new Set(s).add(line.Id)));
      const scheduled = { line, quantity };
      notHanded.set(line.Id, scheduled);
      debouncer.schedule(line.Id, scheduled);
    },
    [debouncer, notHanded],
  );
  return { change, flush: debouncer.flush, removing, waiting, stock };
}

function without(set: ReadonlySet<string>, key: string): ReadonlySet<string> {
  if (!set.has(key)) return set;
  const next = new Set(set);
  next.delete(key);
  return next;
}
