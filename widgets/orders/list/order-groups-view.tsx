import { memo, useId, useMemo } from 'react';
import type { Order } from '../../../shared/domain/orders/models';
import { groupByDeliveryDate } from '../../../shared/domain/orders/order-groups';
import type { OrderSort } from '../../../shared/domain/orders/order-search';
import { formatDate } from '../../../shared/i18n/format-date';
import { moneyText } from '../../../shared/i18n/format-money';
import { useT } from '../../../shared/i18n/use-translation';
import { AreaLink } from '../../../shared/ui/area/area-link';
import { useAreaNavigation } from '../../../shared/ui/area/area-context';
import { useStatusText } from '../status-text';
import { useToday } from '../use-today';
import { NS } from './texts';

/**
 * SPEC 2: the orders grouped by delivery date, newest first; each links to its details. `limit`: draw only the
 * first that many orders, in the groups' order (a long list drawn in parts).
 */
export const OrderGroups = memo(function OrderGroups({
  orders,
  sortBy,
  limit,
}: {
  orders: Order[];
  sortBy: OrderSort;
  limit: number;
}) {
  const groups = useMemo(() => groupByDeliveryDate(orders, sortBy), [orders, sortBy]);
  const today = useToday();
  let left = limit;
  return (
    <>
      {groups.map((group) => {
        if (left <= 0) return null;
        const shown = left >= group.orders.length ? group.orders : group.orders.slice(0, left);
        left -= shown.length;
        return <DeliveryGroup key={group.deliveryDate} date={group.deliveryDate} today={today} orders={shown} />;
      })}
    </>
  );
});

function DeliveryGroup({ date, today, orders }: { date: string; today: string; orders: Order[] }) {
  const t = useT(NS);
  const headingId = useId();
  const shown = date ? formatDate(date) : '';
  return (
    <section className="wsh-orders__group" aria-labelledby={headingId}>
      <h3 id={headingId} className="wsh-orders__group-heading">
        {!date
          ? t('deliveryUnknown')
          : date === today
            ? t('deliveryToday', { date: shown })
            : t('delivery', { date: shown })}
      </h3>
      <ul className="wsh-orders__orders">
        {orders.map((order) => (
          <OrderCard key={order.Id} order={order} />
        ))}
      </ul>
    </section>
  );
}

/** The total as the server formatted it, else in the order's currency for the page's language. */
export const orderTotal = (order: Order): string => moneyText(order.FormattedTotal, order.Total, order.CurrencyCode);

function OrderCard({ order }: { order: Order }) {
  const t = useT(NS);
  const statusText = useStatusText();
  const { href } = useAreaNavigation<'OrderOverview'>();
  return (
    <li className="wsh-orders__order">
      <p className="wsh-orders__order-title">
        <AreaLink className="wsh-orders__order-link" href={href({ screen: 'details', params: { id: order.Id } })}>
          {t('orderLink', { id: order.Id })}
        </AreaLink>
        {order.Status && <span className="wsh-orders__status">{statusText(order.Status)}</span>}
      </p>
      <dl className="wsh-orders__facts">
        {order.CustomerReference && (
          <div>
            <dt>{t('customerReference')}</dt>
            <dd>{order.CustomerReference}</dd>
          </div>
        )}
        <div>
          <dt>{t('orderDate')}</dt>
          <dd>{formatDate(order.OrderDate)}</dd>
        </div>
        {order.OrderedByUser && (
          <div>
            <dt>{t('orderedBy')}</dt>
            <dd>{order.OrderedByUser}</dd>
          </div>
        )}
        <div>
          <dt>{t('products')}</dt>
          <dd>{order.TotalNumberOfProducts}</dd>
        </div>
        <div>
          <dt>{t('total')}</dt>
          <dd>{orderTotal(order)}</dd>
        </div>
      </dl>
    </li>
  );
}
