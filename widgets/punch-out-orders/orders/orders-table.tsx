import { useId } from 'react';
import {
  isKnownOrderStatus,
  type PunchOutOrder,
  type PunchOutOrderStatus,
} from '../../../shared/domain/punch-out/models';
import { formatDate } from '../../../shared/i18n/format-date';
import { moneyText } from '../../../shared/i18n/format-money';
import { useOrdersT } from './use-orders-t';

const STATUS_KEYS = {
  Received: 'statusReceived',
  Processing: 'statusProcessing',
  OutForDelivery: 'statusOutForDelivery',
  Delivered: 'statusDelivered',
  Invoiced: 'statusInvoiced',
  Cancelled: 'statusCancelled',
} as const satisfies Record<PunchOutOrderStatus, string>;

/** The server's formatted total, else the figure in the order's currency (DKK when it names none). */
const totalText = (o: PunchOutOrder) => moneyText(o.FormattedTotal, o.Total, o.CurrencyCode);

/**
 * The orders as a table with a caption: one row per order, its number as the row header. On a narrow
 * screen the table scrolls sideways inside a focusable region, so keyboard users can scroll it too.
 */
export function OrdersTable({ orders }: { orders: readonly PunchOutOrder[] }) {
  const t = useOrdersT();
  const captionId = useId();
  return (
    <div className="wsh-punch-out-orders__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="wsh-punch-out-orders__table">
        <caption id={captionId} className="wsh-punch-out-orders__caption">
          {t('caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('orderId')}</th>
            <th scope="col">{t('customerReference')}</th>
            <th scope="col">{t('orderDate')}</th>
            <th scope="col">{t('deliveryDate')}</th>
            <th scope="col">{t('status')}</th>
            <th scope="col" className="wsh-punch-out-orders__number">
              {t('total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.Id}>
              <th scope="row">{o.Id}</th>
              <td>{o.CustomerReference}</td>
              <td>{formatDate(o.OrderDate)}</td>
              <td>{formatDate(o.DeliveryDate)}</td>
              <td>{isKnownOrderStatus(o.Status) ? t(STATUS_KEYS[o.Status]) : o.Status}</td>
              <td className="wsh-punch-out-orders__number">{totalText(o)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
