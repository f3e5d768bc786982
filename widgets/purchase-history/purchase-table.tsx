import { forwardRef } from 'react';
import type { Purchase } from '../../shared/domain/catalogue/purchase-history';
import { formatDate } from '../../shared/i18n/format-date';
import { useT } from '../../shared/i18n/use-translation';

/** The purchases as a table: order date, delivery date, quantity with its sales unit, amount. */
export const PurchaseTable = forwardRef<HTMLTableElement, { purchases: Purchase[] }>(function PurchaseTable(
  { purchases },
  ref,
) {
  const t = useT('purchase-history');
  return (
    <div className="wsh-purchase-history__scroll">
      {/* tabIndex -1: "Show all" moves focus here once its button is gone. */}
      <table ref={ref} className="wsh-purchase-history__table" tabIndex={-1}>
        <caption className="wsh-visually-hidden">{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orderDate')}</th>
            <th scope="col">{t('deliveryDate')}</th>
            <th scope="col" className="wsh-purchase-history__number">
              {t('quantityColumn')}
            </th>
            <th scope="col" className="wsh-purchase-history__number">
              {t('amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {purchases.map((p, i) => (
            <tr key={`${p.OrderId}-${i}`}>
              <td>{formatDate(p.OrderDate)}</td>
              <td>{formatDate(p.DeliveryDate)}</td>
              <td className="wsh-purchase-history__number">
                {t('quantity', { quantity: p.Quantity, unit: p.SalesUnitCode })}
              </td>
              <td className="wsh-purchase-history__number">{p.FormattedLineAmount || t('noAmount')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
