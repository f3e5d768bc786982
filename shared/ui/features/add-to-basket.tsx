import { useEffect, useId, useState } from 'react';
import type { Product, SalesUnit } from '../../domain/models';
import { lineKey } from '../../domain/basket/basket-update';
import { maxEnterableQuantity } from '../../domain/basket/stock';
import { TIMING } from '../../lib/timing';
import { adoptStyles } from '../primitives/adopt-styles';
import { retryUnsavedChanges, setLineQuantity } from '../../stores/basket/basket';
import { $pageContext } from '../../context/page-context';
import css from './add-to-basket.css?inline';
import { QuantityInput, useQuantityInputT } from '../primitives/quantity-input';
import { useBasketLine } from '../data/use-basket-line';
import { useLineSaveInParts } from '../data/use-line-save';

export interface AddToBasketProps {
  product: Product;
  /** The quick sale this control buys from; the basket line is product Id plus quick-sale Id (SPEC 3). */
  quickSaleId?: string | null;
  /** Index into product.SalesUnits.Values; default the line's unit, else the product's default unit. */
  salesUnitIndex?: number;
  /** Keep the label for screen readers only (default, for rows that show the product name). */
  hideLabel?: boolean;
  /** The field is not editable now (e.g. adding samples is locked); the host shows why. */
  disabled?: boolean;
}

/** What shows next to the field: nothing, the 2 s success flag, or why the change was not taken. */
type Status = 'none' | 'added' | 'login' | 'notReady';

function defaultUnitIndex(units: SalesUnit[]): number {
  return Math.max(
    0,
    units.findIndex((u) => u.IsDefault),
  );
}

/** A quantity field bound to the current basket: shows the line's quantity and sets it on each change. */
export function AddToBasket({
  product,
  quickSaleId = null,
  salesUnitIndex,
  hideLabel = true,
  disabled,
}: AddToBasketProps) {
  adoptStyles('wsh-add-to-basket', css);
  const t = useQuantityInputT();
  const statusId = useId();
  // Only this line, not the whole basket: a list's other rows stay as they are when one line changes.
  const key = lineKey({ ProductId: product.Id, QuickSaleId: quickSaleId });
  const line = useBasketLine(key);
  // The line and its save state both in parts and in one group, so the field sees them change together (see QuantityInput).
  const save = useLineSaveInParts(key);
  const units = product.SalesUnits.Values;
  const unit = units[salesUnitIndex ?? line.salesUnitIndex ?? defaultUnitIndex(units)] ?? units[0];
  const [status, setStatus] = useState<Status>('none');
  /** Bumped on every accepted quantity so the 2 s start again from the latest change. */
  const [addedCount, setAddedCount] = useState(0);

  useEffect(() => {
    if (status !== 'added') return;
    const timer = setTimeout(() => setStatus('none'), TIMING.successFlag); // SPEC 4: the flag shows for 2 s
    return () => clearTimeout(timer);
  }, [status, addedCount]);

  const commit = (quantity: number): boolean => {
    const accepted = setLineQuantity({
      ProductId: product.Id,
      Quantity: quantity,
      ...(quickSaleId ? { QuickSaleId: quickSaleId } : {}),
      ...(unit ? { SalesUnit: { Code: unit.Code, Quantity: unit.Quantity } } : {}),
    });
    if (!accepted) {
      // The store refuses for anonymous visitors (SPEC 6) and before the basket has loaded.
      setStatus($pageContext.get().isAuthenticated ? 'notReady' : 'login');
      return false;
    }
    setStatus(quantity > 0 ? 'added' : 'none');
    if (quantity > 0) setAddedCount((n) => n + 1);
    return true;
  };

  return (
    <span className="wsh-add-to-basket">
      <QuantityInput
        label={t(quickSaleId ? 'labelQuickSale' : 'label', { product: product.DisplayName })}
        hideLabel={hideLabel}
        value={line.quantity}
        onCommit={commit}
        max={unit ? maxEnterableQuantity(product, unit, quickSaleId) : null}
        unit={unit && { singular: unit.TextSingular, plural: unit.TextPlural }}
        describedBy={status === 'login' || status === 'notReady' ? statusId : undefined}
        disabled={disabled}
        save={save}
        onRetry={() => retryUnsavedChanges()}
      />
      <span id={statusId} className="wsh-add-to-basket__status" aria-live="polite">
        {status === 'added' && (
          <span className="wsh-add-to-basket__flag">
            <span className="wsh-add-to-basket__check" aria-hidden="true">
              ✓
            </span>{' '}
            {t('added')}
          </span>
        )}
        {(status === 'login' || status === 'notReady') && (
          <span className="wsh-add-to-basket__hint">{t(status === 'login' ? 'loginHint' : 'notReady')}</span>
        )}
      </span>
    </span>
  );
}
