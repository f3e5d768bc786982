import { memo } from 'react';
import type { Product } from '../../../domain/models';
import { quickSaleKind, quickSaleUnitIndex, type QuickSaleView } from '../../../domain/catalogue/product-list';
import { formatDate } from '../../../i18n/format-date';
import { AddToBasket } from '../add-to-basket';
import type { ListContextValue } from './list-context';
import { stockText } from './row-parts';

const cls = (part: string) => `wsh-product-list__${part}`;

/** Quick sales (Bargain, FoodWaste): each with its label, price, stock, deliverability and own quantity input. */
export const QuickSales = memo(function QuickSales({ ctx, product }: { ctx: ListContextValue; product: Product }) {
  const { t } = ctx;
  const quickSales = (product.QuickSales?.Values ?? []) as QuickSaleView[];
  if (quickSales.length === 0) return null;
  const units = product.SalesUnits.Values;
  return (
    <ul className={cls('quick-sales')} aria-label={t('quickSales', { product: product.DisplayName })}>
      {quickSales.map((qs) => {
        const unitIndex = quickSaleUnitIndex(units, qs);
        const unit = units[unitIndex];
        const kind = quickSaleKind(qs.Type);
        const kindClass = kind === 'foodWaste' ? 'food-waste' : 'bargain';
        const deliverable = qs.Deliverability;
        return (
          <li key={qs.Id} className={`${cls('quick-sale')} ${cls(`quick-sale--${kindClass}`)}`}>
            <span className={`${cls('badge')} ${cls(`badge--${kindClass}`)}`}>{t(kind)}</span>
            <span className={cls('quick-sale-facts')}>
              {qs.FormattedPrice && unit && (
                <span className={cls('price')}>
                  {t('pricePer', { price: qs.FormattedPrice, per: unit.TextSingular })}
                </span>
              )}
              {qs.BestBeforeDate && <span>{t('bestBefore', { date: formatDate(qs.BestBeforeDate) })}</span>}
              {unit && <span>{stockText(ctx, qs.InStockQuantity, unit)}</span>}
              {deliverable && (
                <span className={deliverable.IsDeliverable ? undefined : cls('fact--warn')}>
                  {t(deliverable.IsDeliverable ? 'deliverableNoDeadline' : 'notDeliverable', {
                    date: formatDate(deliverable.ExpectedDeliveryDate),
                  })}
                </span>
              )}
            </span>
            <span className={cls('order')} data-list-quantity="">
              <AddToBasket product={product} quickSaleId={qs.Id} salesUnitIndex={unitIndex} />
            </span>
          </li>
        );
      })}
    </ul>
  );
});
