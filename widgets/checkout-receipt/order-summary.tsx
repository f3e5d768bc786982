import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { WebOrder } from '../../shared/domain/checkout/models';
import { formatDate } from '../../shared/i18n/format-date';
import { useT } from '../../shared/i18n/use-translation';
import { moneyText } from '../../shared/i18n/format-money';
import { $pageContext } from '../../shared/context/page-context';
import { expectedDeliveryOf } from './format';
import { OrderLines } from './order-lines';

/** The thank-you heading, the order's facts and its lines. Optional facts show only when the order has them. */
export function OrderSummary({ order }: { order: WebOrder }) {
  const t = useT('checkout-receipt');
  const { language, dateFormat } = useStore($pageContext);
  const headingId = useId();
  const total = moneyText(order.FormattedTotal, order.Total, order.CurrencyCode, language);
  const facts: [string, string | undefined][] = [
    [t('orderDate'), formatDate(order.OrderDate, dateFormat)],
    [t('expectedDelivery'), formatDate(expectedDeliveryOf(order), dateFormat)],
    [t('orderedBy'), order.OrderedByUser],
    [t('customerReference'), order.CustomerReference],
    [t('message'), order.Message],
  ];

  return (
    <section className="wsh-checkout-receipt__summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="wsh-checkout-receipt__title">
        {t('thanks')}
      </h2>
      <p className="wsh-checkout-receipt__number">
        {t('orderNumber')} <strong>{order.Id}</strong>
      </p>
      <dl className="wsh-checkout-receipt__facts">
        {facts
          .filter((fact): fact is [string, string] => !!fact[1]?.trim())
          .map(([label, value]) => (
            <div key={label} className="wsh-checkout-receipt__fact">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <OrderLines order={order} />
      <dl className="wsh-checkout-receipt__totals">
        <div className="wsh-checkout-receipt__fact">
          <dt>{t('numberOfProducts')}</dt>
          <dd>{order.TotalNumberOfProducts}</dd>
        </div>
        <div className="wsh-checkout-receipt__fact wsh-checkout-receipt__fact--total">
          <dt>{t('total')}</dt>
          <dd>{total}</dd>
        </div>
      </dl>
    </section>
  );
}
