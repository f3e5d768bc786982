import { useCallback, useLayoutEffect, useMemo, useRef, useState, type DragEvent, type RefObject } from 'react';
import type { Product } from '../../../shared/domain/models';
import { moveAfter, moveByStep, type MovePlan } from '../../../shared/domain/favorites/move-order';
import { moveInFavoriteList } from '../../../shared/stores/favorite-lists';

interface Options {
  listId: string;
  /** The products as loaded, in the order the server gave. */
  loaded: readonly Product[];
  /** Moves are allowed now (editable list, its own order). */
  enabled: boolean;
  /** The selected products: dragging a selected row moves them all as one block (move-order.ts). */
  selected: ReadonlySet<string>;
  container: RefObject<HTMLElement>;
  /** Says the outcome in the screen's live region. */
  announce(text: string): void;
  texts: {
    moved(product: string, position: number, total: number): string;
    atEdge(product: string, direction: 'up' | 'down'): string;
    failed(): string;
  };
  /** Reads the list again (after a failed move). */
  reload(): void;
}

/**
 * The order the list shows and its moves (SPEC 7 POST favorites/{id}/products/move {afterProductId,
 * productIds}): the new order shows at once (move-order.ts's plan), the server's answer confirms it; a
 * failure says so and reads the list again. A keyboard move keeps focus on the moved row's button and
 * says the new position; a drop moves the dragged row, or the selection when the dragged row is in it.
 */
export function useListOrder({ listId, loaded, enabled, selected, container, announce, texts, reload }: Options) {
  // The order after moves made here, until the list is loaded again.
  const [local, setLocal] = useState<{ from: readonly Product[]; order: string[] } | null>(null);
  const order = useMemo(
    () => (local && local.from === loaded ? local.order : loaded.map((p) => p.Id)),
    [local, loaded],
  );
  const byId = useMemo(() => new Map(loaded.map((p) => [p.Id, p])), [loaded]);
  const products = useMemo(() => order.flatMap((id) => byId.get(id) ?? []), [order, byId]);
  const positions = useMemo(() => new Map(order.map((id, i) => [id, i])), [order]);

  const orderRef = useRef(order);
  orderRef.current = order;
  const textsRef = useRef(texts);
  textsRef.current = texts;
  const focusAfter = useRef<{ id: string; direction: 'up' | 'down' } | null>(null);
  const dragged = useRef<string | null>(null);

  const apply = useCallback(
    (plan: MovePlan, about: string) => {
      setLocal({ from: loaded, order: plan.order });
      const name = byId.get(about)?.DisplayName ?? about;
      announce(textsRef.current.moved(name, plan.order.indexOf(about) + 1, plan.order.length));
      moveInFavoriteList(listId, plan).then(
        (answer) => {
          // The server's order for the shown products (it holds the same ids; any others keep their place at the end).
          const shown = new Set(orderRef.current);
          const confirmed = answer.ProductIds.filter((id) => shown.has(id));
          if (confirmed.length === shown.size) setLocal({ from: loaded, order: confirmed });
        },
        () => {
          setLocal(null);
          announce(textsRef.current.failed());
          reload();
        },
      );
    },
    [announce, byId, listId, loaded, reload],
  );

  const move = useCallback(
    (productId: string, direction: 'up' | 'down') => {
      if (!enabled) return;
      const plan = moveByStep(orderRef.current, [productId], direction);
      focusAfter.current = { id: productId, direction };
      if (!plan) {
        announce(textsRef.current.atEdge(byId.get(productId)?.DisplayName ?? productId, direction));
        return;
      }
      apply(plan, productId);
    },
    [enabled, apply, announce, byId],
  );

  // After a keyboard move the row is somewhere else: its button keeps the focus.
  useLayoutEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    container.current
      ?.querySelector<HTMLElement>(`[data-move="${target.direction}"][data-move-id="${CSS.escape(target.id)}"]`)
      ?.focus();
  }, [order, container]);

  const dragStart = useCallback((productId: string) => {
    dragged.current = productId;
  }, []);

  /** Drop zone handlers for the list's container: a row's upper half drops before it, its lower half after it. */
  const drop = useMemo(
    () => ({
      onDragOver(event: DragEvent) {
        if (dragged.current && enabled) event.preventDefault();
      },
      onDrop(event: DragEvent) {
        const id = dragged.current;
        dragged.current = null;
        const row = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-product-id]') : null;
        if (!id || !enabled || !row) return;
        event.preventDefault();
        const targetId = row.dataset.productId!;
        const rect = row.getBoundingClientRect();
        const after = event.clientY >= rect.top + rect.height / 2;
        const list = orderRef.current;
        const anchor = after ? targetId : (list[list.indexOf(targetId) - 1] ?? null);
        const moving = selected.has(id) ? [...selected] : [id];
        const plan = moveAfter(list, moving, anchor);
        if (plan) apply(plan, id);
      },
      onDragEnd() {
        dragged.current = null;
      },
    }),
    [enabled, selected, apply],
  );

  return { products, order, positions, move, dragStart, drop };
}
