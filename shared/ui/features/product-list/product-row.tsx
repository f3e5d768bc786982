import { memo, useContext } from 'react';
import type { Product } from '../../../domain/models';
import { AddToBasket } from '../add-to-basket';
import { AddToListButton } from '../add-to-list/add-to-list-button';
import { useProductQuantityInBasket } from '../../data/use-basket-line';
import { ListContext, type ListContextValue } from './list-context';
import { countRowRender } from './measure';
import { QuickSales } from './quick-sales';
import { Availability, Markers, SalesUnits } from './row-parts';
import type { ListRow } from './use-product-rows';

type Part = { ctx: ListContextValue; product: Product };

// The row's parts apart from its quantity field are memoised on the list's context and the product, which a
// basket answer leaves alone: putting a 100-product list into the basket turns every row's in-basket marker
// on, and re-rendering each row's prices, facts and texts with it made one long task of the answer.

/** The selection box and the host's leading slot (the favourite list's move buttons). */
const RowLead = memo(function RowLead({ ctx, product, selected }: Part & { selected: boolean | undefined }) {
  const { select, rowStart: Start } = ctx;
  if (select === undefined && Start === undefined) return null;
  return (
    <div className="wsh-product-list__lead">
      {select && (
        <input
          type="checkbox"
          className="wsh-product-list__select"
          checked={selected === true}
          aria-label={ctx.t('selectProduct', { product: product.DisplayName })}
          onChange={(event) => select(product.Id, event.target.checked)}
        />
      )}
      {Start && <Start product={product} />}
    </div>
  );
});

/** Name, brand, number, markers and the add-to-list action. */
const RowInfo = memo(function RowInfo({ ctx, product }: Part) {
  const Heading = `h${ctx.headingLevel}` as const;
  return (
    <div className="wsh-product-list__info">
      <Heading className="wsh-product-list__name">{product.DisplayName}</Heading>
      <p className="wsh-product-list__meta">
        {product.Brand?.Value && <span className="wsh-product-list__brand">{product.Brand.Value}</span>}
        <span className="wsh-product-list__number">{ctx.t('productNumber', { id: product.Id })}</span>
      </p>
      <Markers ctx={ctx} product={product} />
      {ctx.addToList && <AddToListButton product={product} action={ctx.addToList} />}
    </div>
  );
});

/** The host's trailing slot (the favourite list's remove button). */
const RowTail = memo(function RowTail({ ctx, product }: Part) {
  const End = ctx.rowEnd;
  if (End === undefined) return null;
  return (
    <div className="wsh-product-list__tail">
      <End product={product} />
    </div>
  );
});

/**
 * One product row. Memoised on its row object, which stays the same until the row's snapshot lands:
 * a chunk landing re-renders that chunk's rows, and typing a quantity re-renders only the row whose
 * basket line changed (it follows its own product's quantity, not the whole basket).
 */
export const ProductRow = memo(function ProductRow({ row, selected }: { row: ListRow; selected?: boolean }) {
  countRowRender();
  const ctx = useContext(ListContext)!;
  const inBasket = useProductQuantityInBasket(row.id) > 0;
  const { product, status } = row;
  const ready = status === 'ready';
  return (
    <li
      className={`wsh-product-list__row${inBasket ? ' wsh-product-list__row--in-basket' : ''}${selected ? ' wsh-product-list__row--selected' : ''}`}
      aria-busy={status === 'pending' || undefined}
      data-product-id={row.id}
    >
      <RowLead ctx={ctx} product={product} selected={selected} />
      <RowInfo ctx={ctx} product={product} />
      <SalesUnits ctx={ctx} product={product} status={status} />
      <div className="wsh-product-list__status">{ready && <Availability ctx={ctx} product={product} />}</div>
      <div className="wsh-product-list__order" data-list-quantity="">
        <AddToBasket product={product} disabled={ctx.lockAdding === true && !inBasket} />
      </div>
      <RowTail ctx={ctx} product={product} />
      {ready && <QuickSales ctx={ctx} product={product} />}
    </li>
  );
});
