import { memo, useContext } from 'react';
import { AddToBasket } from '../add-to-basket';
import { AddToListButton } from '../add-to-list/add-to-list-button';
import { useProductQuantityInBasket } from '../../data/use-basket-line';
import { ListContext } from './list-context';
import { countRowRender } from './measure';
import { QuickSales } from './quick-sales';
import { Availability, Markers, SalesUnits } from './row-parts';
import type { ListRow } from './use-product-rows';

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
  const Heading = `h${ctx.headingLevel}` as const;
  const ready = status === 'ready';
  const { select, rowStart: Start, rowEnd: End } = ctx;
  const lead = select !== undefined || Start !== undefined;
  return (
    <li
      className={`wsh-product-list__row${inBasket ? ' wsh-product-list__row--in-basket' : ''}${selected ? ' wsh-product-list__row--selected' : ''}`}
      aria-busy={status === 'pending' || undefined}
      data-product-id={row.id}
    >
      {lead && (
        <div className="wsh-product-list__lead">
          {select && (
            <input
              type="checkbox"
              className="wsh-product-list__select"
              checked={selected === true}
              aria-label={ctx.t('selectProduct', { product: product.DisplayName })}
              onChange={(event) => select(row.id, event.target.checked)}
            />
          )}
          {Start && <Start product={product} />}
        </div>
      )}
      <div className="wsh-product-list__info">
        <Heading className="wsh-product-list__name">{product.DisplayName}</Heading>
        <p className="wsh-product-list__meta">
          {product.Brand?.Value && <span className="wsh-product-list__brand">{product.Brand.Value}</span>}
          <span className="wsh-product-list__number">{ctx.t('productNumber', { id: product.Id })}</span>
        </p>
        <Markers ctx={ctx} product={product} />
        {ctx.addToList && <AddToListButton product={product} action={ctx.addToList} />}
      </div>
      <SalesUnits ctx={ctx} product={product} status={status} />
      <div className="wsh-product-list__status">{ready && <Availability ctx={ctx} product={product} />}</div>
      <div className="wsh-product-list__order" data-list-quantity="">
        <AddToBasket product={product} disabled={ctx.lockAdding === true && !inBasket} />
      </div>
      {End && (
        <div className="wsh-product-list__tail">
          <End product={product} />
        </div>
      )}
      {ready && <QuickSales ctx={ctx} product={product} />}
    </li>
  );
});
