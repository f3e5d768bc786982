import { useStore } from '@nanostores/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { priceDisplayModeOf } from '../../../shared/domain/catalogue/product-list';
import { listAccess } from '../../../shared/domain/favorites/list-access';
import type { FavoriteListDetails } from '../../../shared/domain/favorites/models';
import type { WidgetT } from '../../../shared/i18n/text-keys';
import { removeFromFavoriteList } from '../../../shared/stores/favorite-lists';
import { $userSettings } from '../../../shared/stores/user-settings';
import { ProductList } from '../../../shared/ui/features/product-list/product-list';
import { ConfirmDialog } from '../../../shared/ui/primitives/confirm-dialog';
import { useFavoritesSettings } from '../favorites-settings';
import { AddNumbersDialog } from './add-numbers-dialog';
import { BasketBatchStatus } from './basket-batch-status';
import { MoveButtons, RemoveButton, RowActions, type RowActionsValue } from './row-actions';
import type { NS } from './texts';
import { useBasketBatch } from './use-basket-batch';
import { useListOrder } from './use-list-order';

export interface ListViewProps {
  list: FavoriteListDetails;
  /** details: ordering, selection into the basket, editing where allowed; edit: reorder and remove. */
  mode: 'details' | 'edit';
  t: WidgetT<typeof NS>;
  /** The list is searched or sorted: its own order is not shown, so it cannot be reordered. */
  filtered: boolean;
  /** The search text, for the empty state. */
  query: string;
  /** Reads the list again after a change made here. */
  reload(): void;
}

/**
 * A favourite list's products with what the user may do with them (list-access.ts): select some or all and
 * put them into the basket in one batch; on an editable list also remove the selected ones (confirmed),
 * reorder by drag or keyboard (in the list's own order), and add products by their numbers. Outcomes are
 * said in one polite live region.
 */
export function ListView({ list, mode, t, filtered, query, reload }: ListViewProps) {
  const { productUrlPattern } = useFavoritesSettings();
  const settings = useStore($userSettings);
  const access = listAccess(list);
  const editable = access.edit;
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback((text: string) => setAnnouncement(text), []);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [removing, setRemoving] = useState<{ ids: string[] } | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const [removeError, setRemoveError] = useState('');
  const [addOpen, setAddOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const batch = useBasketBatch();

  const loaded = list.Page.PageOfResults;
  const order = useListOrder({
    listId: list.Id,
    loaded,
    enabled: editable && !filtered,
    selected,
    container,
    announce,
    reload,
    texts: {
      moved: (product, position, total) => t('moved', { product, position, total }),
      atEdge: (product, direction) => t(direction === 'up' ? 'moveAtTop' : 'moveAtBottom', { product }),
      failed: () => t('moveFailed'),
    },
  });

  // Only products the list shows stay selected (a search or a removal drops the others).
  const shownIds = useMemo(() => new Set(loaded.map((p) => p.Id)), [loaded]);
  const selectedShown = useMemo(() => new Set([...selected].filter((id) => shownIds.has(id))), [selected, shownIds]);
  const selectedInOrder = order.order.filter((id) => selectedShown.has(id));

  const selection = useMemo(
    () => ({
      selected: selectedShown,
      onChange: (ids: readonly string[], on: boolean) =>
        setSelected((prev) => {
          const next = new Set(prev);
          for (const id of ids) {
            if (on) next.add(id);
            else next.delete(id);
          }
          return next;
        }),
    }),
    [selectedShown],
  );

  const askRemove = useCallback((ids: string[]) => {
    setRemoveError('');
    setRemoving({ ids });
  }, []);

  const confirmRemove = async () => {
    if (!removing || removeBusy) return;
    setRemoveBusy(true);
    try {
      await removeFromFavoriteList(list.Id, removing.ids);
      setSelected((prev) => new Set([...prev].filter((id) => !removing.ids.includes(id))));
      announce(t('removed', { count: removing.ids.length }));
      setRemoving(null);
      reload();
    } catch {
      setRemoveError(t('removeFailed'));
    } finally {
      setRemoveBusy(false);
    }
  };

  const rowActions = useMemo<RowActionsValue>(
    () => ({
      t,
      canMove: editable && !filtered,
      positions: order.positions,
      total: order.order.length,
      move: order.move,
      dragStart: order.dragStart,
      remove: mode === 'edit' && editable ? (id) => askRemove([id]) : undefined,
    }),
    [t, editable, filtered, order.positions, order.order.length, order.move, order.dragStart, mode, askRemove],
  );

  const productUrl = useCallback(
    (id: string) => productUrlPattern.replace('{id}', encodeURIComponent(id)),
    [productUrlPattern],
  );
  const empty = loaded.length === 0;

  return (
    <div className="wsh-favorites-details__view" ref={container}>
      <div className="wsh-favorites-details__actions">
        {mode === 'details' && !empty && (
          <>
            <button
              type="button"
              className="wsh-button"
              aria-disabled={selectedInOrder.length === 0 || undefined}
              onClick={() => {
                if (selectedInOrder.length > 0) void batch.put(selectedInOrder);
              }}
            >
              {t('toBasketSelected', { count: selectedInOrder.length })}
            </button>
            <button
              type="button"
              className="wsh-button wsh-button--secondary"
              onClick={() => void batch.put(order.order)}
            >
              {t('toBasketAll')}
            </button>
          </>
        )}
        {editable && !empty && (
          <button
            type="button"
            className="wsh-button wsh-button--secondary"
            aria-disabled={selectedInOrder.length === 0 || undefined}
            onClick={() => {
              if (selectedInOrder.length > 0) askRemove(selectedInOrder);
            }}
          >
            {t('removeSelected', { count: selectedInOrder.length })}
          </button>
        )}
        {editable && (
          <button type="button" className="wsh-button wsh-button--secondary" onClick={() => setAddOpen(true)}>
            {t('addNumbers')}
          </button>
        )}
      </div>
      {editable && !empty && <p className="wsh-favorites-details__hint">{filtered ? t('moveOff') : t('moveHint')}</p>}
      {/* Where the buttons that put products into the basket are, and while their result is there to read. */}
      {((mode === 'details' && !empty) || batch.result) && <BasketBatchStatus result={batch.result} t={t} />}
      <div role="status" className="wsh-favorites-details__announce">
        {announcement}
      </div>
      {empty ? (
        <p className="wsh-favorites-details__empty">{query ? t('emptySearch', { query }) : t('empty')}</p>
      ) : (
        <RowActions.Provider value={rowActions}>
          <div className="wsh-favorites-details__rows" {...order.drop}>
            <ProductList
              products={order.products}
              label={t('listLabel', { name: list.Name })}
              listKey={`${list.Id}|${query}|${filtered}`}
              priceDisplayMode={priceDisplayModeOf(settings.data?.Settings.PriceDisplayMode)}
              productUrl={productUrl}
              selection={selection}
              rowStart={editable && !filtered ? MoveButtons : undefined}
              rowEnd={mode === 'edit' && editable ? RemoveButton : undefined}
              onRows={batch.onRows}
            />
          </div>
        </RowActions.Provider>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('removeTitle')}
        message={t('removeMessage', { count: removing?.ids.length ?? 0, name: list.Name })}
        confirmLabel={t('removeConfirm')}
        danger
        busy={removeBusy}
        error={removeError}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
      {editable && (
        <AddNumbersDialog
          open={addOpen}
          listId={list.Id}
          t={t}
          onClose={() => setAddOpen(false)}
          onAdded={(count, closed) => {
            if (closed) setAddOpen(false);
            if (count > 0) {
              announce(t('numbersAdded', { count }));
              reload();
            }
          }}
        />
      )}
    </div>
  );
}
