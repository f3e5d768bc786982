import { createContext, useContext, type KeyboardEvent } from 'react';
import type { RowSlotProps } from '../../../shared/ui/features/product-list/list-context';
import type { WidgetT } from '../../../shared/i18n/text-keys';
import type { NS } from './texts';

/**
 * What the rows' own parts (move buttons, remove) need from the screen. A context rather than row props:
 * the shared list's rows stay memoised, and only these small parts follow a move.
 */
export interface RowActionsValue {
  t: WidgetT<typeof NS>;
  /** Moving is possible now (an editable list in its own order, no search, no sort). */
  canMove: boolean;
  /** Each product's place in the list (0 first). */
  positions: ReadonlyMap<string, number>;
  total: number;
  move(productId: string, direction: 'up' | 'down'): void;
  /** Drag started on a row's handle. */
  dragStart(productId: string): void;
  /** Edit mode: removes one product (after confirmation). */
  remove?(productId: string, name: string): void;
}

export const RowActions = createContext<RowActionsValue | null>(null);

/** Alt+ArrowUp / Alt+ArrowDown on a move button moves its row (the buttons themselves move one step). */
function onMoveKey(event: KeyboardEvent, move: (direction: 'up' | 'down') => void) {
  if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
  event.preventDefault();
  move(event.key === 'ArrowUp' ? 'up' : 'down');
}

/** A row's move handle: drag it, or use its up and down buttons (Alt+arrows on them too). */
export function MoveButtons({ product }: RowSlotProps) {
  const ctx = useContext(RowActions);
  if (!ctx?.canMove) return null;
  const { t, positions, total } = ctx;
  const at = positions.get(product.Id) ?? -1;
  const move = (direction: 'up' | 'down') => ctx.move(product.Id, direction);
  return (
    <span
      className="wsh-favorites-details__move"
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', product.Id);
        event.dataTransfer.effectAllowed = 'move';
        ctx.dragStart(product.Id);
      }}
    >
      <button
        type="button"
        className="wsh-favorites-details__move-button"
        data-move="up"
        data-move-id={product.Id}
        aria-label={t('moveUp', { product: product.DisplayName })}
        aria-disabled={at === 0 || undefined}
        onClick={() => move('up')}
        onKeyDown={(event) => onMoveKey(event, move)}
      >
        <span aria-hidden="true">▲</span>
      </button>
      <button
        type="button"
        className="wsh-favorites-details__move-button"
        data-move="down"
        data-move-id={product.Id}
        aria-label={t('moveDown', { product: product.DisplayName })}
        aria-disabled={at === total - 1 || undefined}
        onClick={() => move('down')}
        onKeyDown={(event) => onMoveKey(event, move)}
      >
        <span aria-hidden="true">▼</span>
      </button>
    </span>
  );
}

/** Edit mode: a row's remove button. */
export function RemoveButton({ product }: RowSlotProps) {
  const ctx = useContext(RowActions);
  if (!ctx?.remove) return null;
  const { remove, t } = ctx;
  return (
    <button
      type="button"
      className="wsh-button wsh-button--secondary wsh-favorites-details__remove"
      onClick={() => remove(product.Id, product.DisplayName)}
    >
      {t('removeOne', { product: product.DisplayName })}
    </button>
  );
}
