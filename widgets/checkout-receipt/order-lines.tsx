import { useStore } from '@nanostores/react';
import type { WebOrder } from '../../shared/domain/checkout/models';
import { moneyText } from '../../shared/i18n/format-money';
import { useT } from '../../shared/i18n/use-translation';
import { $pageContext } from '../../shared/context/page-context';
import { quantityText } from './format';

/** The order's lines as a table: item number, name, quantity and line amount. */
export function OrderLines({ order }: { order: WebOrder }) {
  const t = useT('checkout-receipt');
  const { language } = useStore($pageContext);
  return (
    <table className="wsh-checkout-receipt__lines">
      <caption className="wsh-checkout-receipt__caption">{t('linesCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('colItemNumber')}</th>
          <th scope="col">{t('colName')}</th>
          <th scope="col" className="wsh-checkout-receipt__num">
            {t('colQuantity')}
          </th>
          <th scope="col" className="wsh-checkout-receipt__num">
            {t('colAmount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {order.Lines.map((line, index) => (
          // Item numbers repeat when an item is ordered in two sales units; the position keeps keys unique.
          <tr key={`${index}-${line.ItemNumber}`}>
            <td className="wsh-checkout-receipt__item">{line.ItemNumber}</td>
            <th scope="row" className="wsh-checkout-receipt__name">
              {line.ItemName}
            </th>
            <td className="wsh-checkout-receipt__num wsh-checkout-receipt__quantity">{quantityText(line)}</td>
            <td className="wsh-checkout-receipt__num wsh-checkout-receipt__amount">
              {moneyText(line.FormattedLineAmount, line.LineAmount, order.CurrencyCode, language)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
