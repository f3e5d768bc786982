import { useId } from 'react';
import { accountingApi } from '../../../shared/api/accounting-api';
import { noneIfNotFound } from '../../../shared/api/http/not-found';
import type { OrderAdditionalDetails } from '../../../shared/domain/orders/models';
import { useT } from '../../../shared/i18n/use-translation';
import { createFetcher } from '../../../shared/lib/fetcher';
import { useFetcher } from '../../../shared/ui/data/use-fetcher';
import { NS } from './texts';

/** GET accounting/orders/{id}/additional-details: a 404 or an empty answer is "none", not an error. */
const additionalDetails = createFetcher<string, OrderAdditionalDetails | null>({
  fetch: (id, signal) => noneIfNotFound(accountingApi.additionalDetails(id, signal)),
  empty: (details) => !details || !Object.values(details).some((v) => v !== ''),
});

/** The order's additional details, loaded beside the order: their failure has its own retry and leaves the order shown. */
export function AdditionalDetails({ orderId }: { orderId: string }) {
  const t = useT(NS);
  const headingId = useId();
  const { status, data, retry } = useFetcher(additionalDetails, orderId, (id) => id);
  const rows: [string, string][] = data
    ? [
        [t('message'), data.Message],
        [t('deliveryAddress'), data.DeliveryAddress],
        [t('invoiceAddress'), data.InvoiceAddress],
        [t('route'), data.Route],
      ]
    : [];
  return (
    <section className="wsh-orders-details__section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('additionalHeading')}</h3>
      {status === 'loading' && (
        <p role="status" className="wsh-orders__state">
          {t('additionalLoading')}
        </p>
      )}
      {status === 'error' && (
        <p role="alert" className="wsh-orders__state">
          {t('additionalError')}{' '}
          <button type="button" className="wsh-button" onClick={retry}>
            {t('retry')}
          </button>
        </p>
      )}
      {status === 'empty' && <p className="wsh-orders__state">{t('additionalNone')}</p>}
      {status === 'ready' && (
        <dl className="wsh-orders-details__facts">
          {rows
            .filter(([, value]) => value !== '')
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd className="wsh-orders-details__multiline">{value}</dd>
              </div>
            ))}
        </dl>
      )}
    </section>
  );
}
