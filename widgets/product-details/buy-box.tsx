import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import type { Product } from '../../shared/domain/models';
import { useT } from '../../shared/i18n/use-translation';
import { $basket } from '../../shared/stores/basket/basket';
import { AddToBasket } from '../../shared/ui/features/add-to-basket';

/** The quantity field for the product in the current basket, with a choice of sales unit when there are several. */
export function BuyBox({ product }: { product: Product }) {
  const t = useT('product-details');
  const selectId = useId();
  const units = product.SalesUnits.Values;
  const line = useStore($basket)?.LineItems.find((l) => l.ProductId === product.Id && !l.QuickSaleId);
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const unitIndex =
    chosen ??
    line?.SalesUnitIndex ??
    Math.max(
      0,
      units.findIndex((u) => u.IsDefault),
    );
  return (
    <div className="wsh-product-details__buy" role="group" aria-label={t('buy')}>
      {units.length > 1 && (
        <span className="wsh-product-details__unit">
          <label htmlFor={selectId}>{t('chooseUnit')}</label>
          <select
            id={selectId}
            className="wsh-product-details__select"
            value={unitIndex}
            onChange={(e) => setChosen(Number(e.target.value))}
          >
            {units.map((u, i) => (
              <option key={u.Code} value={i}>
                {u.TextSingular} ({u.FormattedSalesUnitPrice || u.FormattedPrices.SalesUnit})
              </option>
            ))}
          </select>
        </span>
      )}
      <AddToBasket product={product} salesUnitIndex={unitIndex} />
    </div>
  );
}
