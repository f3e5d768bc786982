import { memo } from 'react';
import type { LineItem } from '../../shared/domain/models';
import { unitPrice, type PriceDisplayMode } from '../../shared/domain/catalogue/product-list';
import { isOutOfStock, maxWholeUnitsInStock, stockFor, stockRuleApplies } from '../../shared/domain/basket/stock';
import { productKey } from '../../shared/domain/basket/basket-update';
import { retryUnsavedChanges } from '../../shared/stores/basket/basket';
import { QuantityInput } from '../../shared/ui/primitives/quantity-input';
import { useLineSave } from '../../shared/ui/data/use-line-save';
import type { WidgetT } from '../../shared/i18n/text-keys';
import { AlternativeBasketOffer } from './alternative-basket';
import type { NS } from './texts';

export interface LineRowProps {
  line: LineItem;
  t: WidgetT<typeof NS>;
  priceDisplayMode: PriceDisplayMode;
  /** The basket's delivery date, formatted. */
  dateText: string;
  /** Refreshed stock of this line (base units), if a change refreshed it. */
  stock: number | null | undefined;
  removing: boolean;
  /** A change of this line is still in the checkout's debounce or stock refresh. */
  waiting: boolean;
  /** The order is being placed: nothing may change meanwhile. */
  locked: boolean;
  errors: string[] | undefined;
  onQuantity(line: LineItem, quantity: number): void;
  onRemove(line: LineItem): void;
}

/**
 * One basket line. Memoised on what it shows, so a quantity typed in one row of a 200-line basket
 * re-renders that row only, and a basket answer re-renders only the rows whose line changed.
 */
export const LineRow = memo(LineRowView, sameRow);

/** Basket answers bring new line objects for every line; a row only cares about these fields. */
function sameRow(a: LineRowProps, b: LineRowProps): boolean {
  const x = a.line;
  const y = b.line;
  return (
    x.Id === y.Id &&
    x.Quantity === y.Quantity &&
    x.IsDeliverable === y.IsDeliverable &&
    x.IsInStock === y.IsInStock &&
    x.FormattedLinePrice === y.FormattedLinePrice &&
    x.SalesUnitIndex === y.SalesUnitIndex &&
    x.Product.Id === y.Product.Id &&
    x.Product.Stock?.InStockQuantity === y.Product.Stock?.InStockQuantity &&
    a.t === b.t &&
    a.priceDisplayMode === b.priceDisplayMode &&
    a.dateText === b.dateText &&
    a.stock === b.stock &&
    a.removing === b.removing &&
    a.waiting === b.waiting &&
    a.locked === b.locked &&
    a.errors === b.errors &&
    a.onQuantity === b.onQuantity &&
    a.onRemove === b.onRemove
  );
}

function LineRowView({
  line,
  t,
  priceDisplayMode,
  dateText,
  stock,
  removing,
  waiting,
  locked,
  errors,
  onQuantity,
  onRemove,
}: LineRowProps) {
  const product = line.Product;
  const queued = useLineSave(productKey(line));
  const save = waiting ? ({ state: 'pending' } as const) : queued;
  const units = product.SalesUnits?.Values ?? [];
  const unit = units[line.SalesUnitIndex ?? -1] ?? units.find((u) => u.IsDefault) ?? units[0];
  const price = unit ? unitPrice(units, unit, priceDisplayMode) : null;
  const applies = stockRuleApplies(product, line.QuickSaleId);
  const inStock = stock !== undefined ? stock : stockFor(product, line.QuickSaleId);
  const max = applies ? Math.max(maxWholeUnitsInStock(inStock, unit?.Quantity ?? 1), line.Quantity) : null;
  const outOfStock =
    !line.IsInStock ||
    isOutOfStock({
      quantity: line.Quantity,
      inStockQuantity: inStock,
      salesUnitQuantity: unit?.Quantity ?? 1,
      appliesStockRule: applies,
    });
  const invalid = !line.IsDeliverable || outOfStock || !!errors?.length;
  const messagesId = `wsh-checkout-line-${line.Id}`;
  const stockLeft = maxWholeUnitsInStock(inStock, unit?.Quantity ?? 1);

  return (
    <li
      className={`wsh-checkout-basket__line${invalid ? ' wsh-checkout-basket__line--invalid' : ''}`}
      data-line-id={line.Id}
      aria-busy={removing || undefined}
    >
      <div className="wsh-checkout-basket__product">
        <span className="wsh-checkout-basket__name">{product.DisplayName}</span>
        <span className="wsh-checkout-basket__meta">
          {[product.Brand?.Value, t('itemNumber', { id: product.Id })].filter(Boolean).join(' · ')}
        </span>
        {price && (
          <span className="wsh-checkout-basket__price">{t('pricePer', { price: price.price, per: price.per })}</span>
        )}
      </div>
      <div className="wsh-checkout-basket__quantity">
        <QuantityInput
          label={t('quantityOf', { product: product.DisplayName })}
          hideLabel
          value={line.Quantity}
          max={max}
          unit={unit && { singular: unit.TextSingular, plural: unit.TextPlural }}
          describedBy={invalid ? messagesId : undefined}
          onCommit={(quantity) => onQuantity(line, quantity)}
          save={save}
          onRetry={() => retryUnsavedChanges()}
          disabled={locked}
        />
        {unit && (
          <span className="wsh-checkout-basket__unit">{line.Quantity === 1 ? unit.TextSingular : unit.TextPlural}</span>
        )}
      </div>
      <div className="wsh-checkout-basket__total">
        <span className="wsh-visually-hidden">{t('lineTotal')} </span>
        {line.FormattedLinePrice}
      </div>
      {/* The product name is hidden text rather than an aria-label, so the name always starts with what is shown. */}
      <button
        type="button"
        className="wsh-checkout-basket__remove"
        aria-disabled={removing || locked || undefined}
        onClick={() => !removing && !locked && onRemove(line)}
      >
        {removing ? t('removing') : t('remove')}
        <span className="wsh-visually-hidden"> {product.DisplayName}</span>
      </button>
      <div id={messagesId} className="wsh-checkout-basket__messages">
        {!line.IsDeliverable && <p>{t('notDeliverable', { date: dateText })}</p>}
        {line.IsDeliverable && outOfStock && (
          <p>{stockLeft > 0 ? t('stockLeft', { count: stockLeft }) : t('stockNone')}</p>
        )}
        {errors?.map((message, i) => (
          <p key={i}>{message}</p>
        ))}
      </div>
      {/* Outside the messages the quantity field is described by: these are actions, not the line's problem. */}
      {!line.IsDeliverable && (
        <AlternativeBasketOffer line={line} unit={unit} locked={locked || removing} t={t} onRemove={onRemove} />
      )}
    </li>
  );
}
