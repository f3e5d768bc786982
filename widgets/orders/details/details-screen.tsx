import { useId, type ReactNode } from 'react';
import { accountingApi } from '../../../shared/api/accounting-api';
import { isNotFoundError } from '../../../shared/api/http/errors';
import type { Order, OrderSource } from '../../../shared/domain/orders/models';
import { isTrackable } from '../../../shared/domain/orders/tracking';
import { formatDate } from '../../../shared/i18n/format-date';
import { addWidgetResources } from '../../../shared/i18n/i18n';
import { useT } from '../../../shared/i18n/use-translation';
import { createFetcher } from '../../../shared/lib/fetcher';
import { useAreaScreenReady } from '../../../shared/ui/area/area-context';
import { AreaLink } from '../../../shared/ui/area/area-link';
import type { AreaScreenProps } from '../../../shared/ui/area/area-router';
import { useAfterFirstPaint } from '../../../shared/ui/data/use-after-paint';
import { useFetcher } from '../../../shared/ui/data/use-fetcher';
import { LoadStatus } from '../../../shared/ui/primitives/load-status';
import { orderTotal } from '../list/order-groups-view';
import { useOrdersSettings } from '../orders-settings';
import { useStatusText } from '../status-text';
import { useToday } from '../use-today';
import { ReorderPanel } from '../reorder/reorder-panel';
import { AdditionalDetails } from './additional-details';
import { OrderKeyFigures } from './order-key-figures';
import { NS, texts } from './texts';
import { TrackingSection } from './tracking-section';

interface OrderKey {
  source: OrderSource;
  id: string;
}

/** GET accounting/orders/{id} or accounting/legacy-orderhistory/{id}. */
const orderDetails = createFetcher<OrderKey, Order>({
  fetch: ({ source, id }, signal) => accountingApi.order(source, id, signal),
});

/** SPEC 2: an order's details on `details/{id}`, in either order area. */
export function DetailsScreen({ params, href }: AreaScreenProps<'OrderOverview', 'details'>) {
  addWidgetResources(NS, texts); // idempotent
  const t = useT(NS);
  const { source, shown } = useOrdersSettings();
  const { status, data, error, retry } = useFetcher(orderDetails, { source, id: params.id }, (k) => k, []);
  useAreaScreenReady(status !== 'loading');
  // The way back: the list the buyer came from (its search), else the area's start.
  const backHref = shown.current?.href ?? href({ screen: 'orders' });
  const back = (
    <p className="wsh-orders__back">
      <AreaLink href={backHref}>{source === 'legacy' ? t('legacyBack') : t('back')}</AreaLink>
    </p>
  );

  if (status === 'error' && isNotFoundError(error))
    return (
      <section className="wsh-orders-details" aria-labelledby="wsh-orders-not-found">
        <h2 id="wsh-orders-not-found">{t('notFoundHeading')}</h2>
        <p role="alert">{t('notFound', { id: params.id })}</p>
        {back}
      </section>
    );
  if (!data || status === 'loading' || status === 'error')
    return (
      <section className="wsh-orders-details wsh-orders-details--loading">
        {back}
        <LoadStatus status={status} className="wsh-orders__state" t={t} onRetry={retry} />
      </section>
    );
  return <OrderDetails order={data} source={source} back={back} />;
}

function OrderDetails({ order, source, back }: { order: Order; source: OrderSource; back: ReactNode }) {
  const t = useT(NS);
  const statusText = useStatusText();
  const headingId = useId();
  const linesId = useId();
  const today = useToday();
  // SPEC 2: "An order is trackable if its delivery date is today" (the buyer's today).
  const trackable = source === 'orders' && isTrackable(order.DeliveryDate, today);
  // The header and the lines come with the answer; the panels below them a frame later. The answer's frame, in
  // which focus moves to the heading and so forces its layout, was 47-65 ms at 4x CPU on a first opening (bench (k)).
  const painted = useAfterFirstPaint();
  const facts: [string, string][] = [
    [t('customerReference'), order.CustomerReference],
    [t('ourReferenceNumber'), order.OurReferenceNumber],
    [t('orderDate'), order.OrderDate && formatDate(order.OrderDate)],
    [t('deliveryDate'), order.DeliveryDate && formatDate(order.DeliveryDate)],
    [t('orderedBy'), order.OrderedByUser],
    [t('orderType'), order.OrderType],
    [t('source'), order.Source],
    [t('status'), order.Status && statusText(order.Status)],
    [t('total'), orderTotal(order)],
    [t('numberOfProducts'), String(order.TotalNumberOfProducts)],
  ];
  return (
    <article className="wsh-orders-details" aria-labelledby={headingId}>
      {back}
      <h2 id={headingId}>{t('heading', { id: order.Id })}</h2>
      <dl className="wsh-orders-details__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            {/* Every field of the header has its place; one the order lacks says so with a dash. */}
            <dd>{value || '–'}</dd>
          </div>
        ))}
      </dl>
      {trackable && <TrackingSection orderId={order.Id} />}
      <section className="wsh-orders-details__section" aria-labelledby={linesId}>
        <h3 id={linesId}>{t('linesHeading')}</h3>
        {order.Lines.length === 0 ? (
          <p>{t('noLines')}</p>
        ) : (
          <table className="wsh-orders-details__lines" aria-labelledby={linesId}>
            <thead>
              <tr>
                <th scope="col">{t('itemNumber')}</th>
                <th scope="col">{t('itemName')}</th>
                <th scope="col" className="wsh-orders-details__quantity">
                  {t('quantityOrdered')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.Lines.map((line, index) => (
                <tr key={`${line.ItemNumber}-${index}`}>
                  <td>{line.ItemNumber}</td>
                  <td>{line.ItemName}</td>
                  <td className="wsh-orders-details__quantity">{line.QuantityOrdered}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {painted && source === 'orders' && <ReorderPanel order={order} />}
      {painted && source === 'orders' && <AdditionalDetails orderId={order.Id} />}
      {painted && source === 'orders' && <OrderKeyFigures orderId={order.Id} />}
    </article>
  );
}
