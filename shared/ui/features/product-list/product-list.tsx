import { useStore } from '@nanostores/react';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { Product, ProductBasic } from '../../../domain/models';
import {
  DEFAULT_PRICE_DISPLAY_MODE,
  limitRows,
  PRODUCT_LIST_INITIAL_LIMIT,
  type PriceDisplayMode,
} from '../../../domain/catalogue/product-list';
import { addWidgetResources } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-translation';
import { adoptStyles } from '../../primitives/adopt-styles';
import { $pageContext } from '../../../context/page-context';
import { useAddToList } from '../add-to-list/add-to-list-host';
import { ListContext, type ListContextValue, type RowSlotProps } from './list-context';
import css from './product-list.css?inline';
import { ProductRow } from './product-row';
import { PRODUCT_LIST_NS, texts } from './texts';
import { useListKeyboard } from './use-list-keyboard';
import { useFirstDrawHold } from './use-first-draw-hold';
import { useProductRows, type ListRow } from './use-product-rows';
import { useRenderedCount } from './use-rendered-count';

/**
 * The rows' products, in the order to show: step one of a list (search results, brand products, a favourite
 * list ...), whose snapshots the list fetches; or snapshots already (a tile list's page from
 * snapshots/paginated, for the current date), whole at once: the list asks for nothing, and the host asks
 * again when the date changes. Drawn whole, such a row does not grow a line when its figures land.
 */
export type ProductListRows =
  | { products: readonly ProductBasic[]; productsAreSnapshots?: false }
  | { products: readonly Product[]; productsAreSnapshots: true };

export type ProductListProps = ProductListRows & ProductListOptions;

export interface ProductListOptions {
  /** The list's accessible name, e.g. "Search results". */
  label: string;
  /** The user's price display mode (user settings); default per sales unit. */
  priceDisplayMode?: PriceDisplayMode;
  /** Rows shown at first (SPEC 9: 400); more on request. */
  limit?: number;
  /** Off renders every row in one go (for comparison in the bench); on by default (SPEC 9: 8 parts, 50 ms apart). */
  renderInParts?: boolean;
  /** Address of a product page, to link a direct replacement. */
  productUrl?: (productId: string) => string | null;
  /** Level of each product name's heading; default 3 (under the host's h2). */
  headingLevel?: 2 | 3 | 4;
  /** Shown under the rows, e.g. the pagination: elements marked `data-list-nav` join the arrow-key order. */
  footer?: ReactNode;
  /** Text for an empty list; default "No products to show." */
  emptyText?: string;
  /** Locks adding (samples): products not in the basket cannot be added; those in it can still be lowered. The host says why. */
  lockAdding?: boolean;
  /** Each row's add-to-list action (logged-in users only); default on. */
  addToList?: boolean;
  /** Opt-in selection column (favourites): a checkbox per row and one for all; a toggle re-renders its row only. */
  selection?: ListSelection;
  /** Opt-in per-row parts, given as components (memoised rows stay memoised): before the row's info, and after its quantity. */
  rowStart?: ComponentType<RowSlotProps>;
  rowEnd?: ComponentType<RowSlotProps>;
  /** Told the rows as they are shown (each landed snapshot chunk), e.g. to put products into the basket in one batch. */
  onRows?(rows: readonly ListRow[]): void;
  /**
   * The list's identity, when the host knows it (a favourite list): rows reordered under the same key keep
   * what is shown and the raised limit, rather than drawing again from the first part. Default: the ids in order.
   */
  listKey?: string;
}

export interface ListSelection {
  /** The selected product ids. */
  selected: ReadonlySet<string>;
  /** A row's checkbox (one id) or "select all" (every product of the list) changed. */
  onChange(productIds: readonly string[], selected: boolean): void;
}

const NO_ROWS: readonly ListRow[] = [];

/**
 * The product list shared by search, brands, favourites and campaigns: rows from the basic products, filled
 * in by snapshots in catalogue chunks (SPEC 4; the first draw waits up to 400 ms for the first chunk, so the
 * rows are drawn once), rendered in 8 parts 50 ms apart, at most 400 at
 * first (SPEC 9), with up/down arrows between the quantity inputs and pagination links (SPEC 2).
 */
export function ProductList({
  products,
  productsAreSnapshots = false,
  label,
  priceDisplayMode = DEFAULT_PRICE_DISPLAY_MODE,
  limit: initialLimit = PRODUCT_LIST_INITIAL_LIMIT,
  renderInParts = true,
  productUrl,
  headingLevel = 3,
  footer,
  emptyText,
  lockAdding = false,
  addToList: withAddToList = true,
  selection,
  rowStart,
  rowEnd,
  onRows,
  listKey: hostListKey,
}: ProductListProps) {
  adoptStyles('wsh-product-list', css);
  addWidgetResources(PRODUCT_LIST_NS, texts); // idempotent
  const t = useT(PRODUCT_LIST_NS);
  const { catalogChunkSize, isAuthenticated } = useStore($pageContext);
  // One dialog for the whole list: rows only get the function that opens it (SPEC 6: none for anonymous visitors).
  const addToList = useAddToList();
  const addToListAction = withAddToList && isAuthenticated ? addToList.action : undefined;
  const idsKey = useMemo(() => products.map((p) => p.Id).join(','), [products]);
  const listKey = hostListKey ?? idsKey;

  // The limit belongs to the list: a new list starts at the initial limit again.
  const [raised, setRaised] = useState({ key: listKey, limit: initialLimit });
  const limit = raised.key === listKey ? raised.limit : initialLimit;
  const visible = useMemo(() => limitRows(products, limit), [products, limit]);

  const { rows: latestRows, retry } = useProductRows(visible, catalogChunkSize, productsAreSnapshots);
  // The first draw waits a moment for the first snapshots, so the rows are drawn once rather than twice.
  const holding = useFirstDrawHold(latestRows, catalogChunkSize);
  // Rows come with a store's update (the products, a chunk of snapshots), which React renders at once and whole:
  // 24 search rows were a 200 ms task at 4x CPU. Deferred, they render in 5 ms slices that yield to the browser
  // (issue #19, blocking time), the list shell at once.
  const rows = useDeferredValue(holding ? NO_ROWS : latestRows);
  // Rows on their way (held, or deferred to the next render) are loading, not an empty list.
  const loading = rows.length === 0 && latestRows.length > 0;
  const onRowsRef = useRef(onRows);
  onRowsRef.current = onRows;
  useEffect(() => {
    onRowsRef.current?.(rows);
  }, [rows]);
  // The host's selection handler through a ref: a new function each host render must not re-render every row.
  const selectRef = useRef(selection?.onChange);
  selectRef.current = selection?.onChange;
  const selectable = selection !== undefined;
  const shown = useRenderedCount(listKey, rows.length, catalogChunkSize, renderInParts);
  const ref = useRef<HTMLDivElement>(null);
  useListKeyboard(ref);

  // A host's inline productUrl (a new function each render) must not re-render 400 rows: rows call the latest through a ref.
  const urlRef = useRef(productUrl);
  urlRef.current = productUrl;
  const hasUrl = productUrl !== undefined;
  const ctx = useMemo<ListContextValue>(
    () => ({
      t,
      priceDisplayMode,
      productUrl: hasUrl ? (id: string) => urlRef.current?.(id) ?? null : undefined,
      retry,
      headingLevel,
      lockAdding,
      addToList: addToListAction,
      select: selectable ? (id: string, on: boolean) => selectRef.current?.([id], on) : undefined,
      rowStart,
      rowEnd,
    }),
    [t, priceDisplayMode, hasUrl, retry, headingLevel, lockAdding, addToListAction, selectable, rowStart, rowEnd],
  );
  const allSelected =
    selection !== undefined && products.length > 0 && products.every((p) => selection.selected.has(p.Id));
  const someSelected = selection !== undefined && !allSelected && products.some((p) => selection.selected.has(p.Id));
  const hidden = products.length - visible.length;

  return (
    <div className={`wsh-product-list${selectable || rowStart || rowEnd ? ' wsh-product-list--slots' : ''}`} ref={ref}>
      {selection && rows.length > 0 && (
        <label className="wsh-product-list__select-all">
          <input
            type="checkbox"
            checked={allSelected}
            ref={(el) => {
              if (el) el.indeterminate = someSelected;
            }}
            onChange={(event) =>
              selection.onChange(
                products.map((p) => p.Id),
                event.target.checked,
              )
            }
          />{' '}
          {t('selectAll', { count: products.length })}
        </label>
      )}
      {loading ? (
        <p className="wsh-product-list__empty" role="status">
          {t('loadingRows')}
        </p>
      ) : rows.length === 0 ? (
        <p className="wsh-product-list__empty">{emptyText ?? t('empty')}</p>
      ) : (
        <ListContext.Provider value={ctx}>
          <ul className="wsh-product-list__rows" aria-label={label}>
            {rows.slice(0, shown).map((row) => (
              <ProductRow key={row.id} row={row} selected={selection ? selection.selected.has(row.id) : undefined} />
            ))}
          </ul>
        </ListContext.Provider>
      )}
      {hidden > 0 && shown >= rows.length && (
        <p className="wsh-product-list__more">
          {t('shownOf', { shown: visible.length, total: products.length })}{' '}
          <button
            type="button"
            className="wsh-button wsh-button--secondary"
            onClick={() => setRaised({ key: listKey, limit: limit + initialLimit })}
          >
            {t('showMore', { count: Math.min(hidden, initialLimit) })}
          </button>
        </p>
      )}
      {/* With the rows, not under the loading line: drawn above them, it would be pushed down as they come. */}
      {!loading && footer}
      {addToListAction && addToList.host}
    </div>
  );
}
