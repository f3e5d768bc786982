import { useId } from 'react';
import { formatDate } from '../../../shared/i18n/format-date';
import { useT } from '../../../shared/i18n/use-translation';
import { safeHref } from '../../../shared/lib/safe-href';
import { useStatusText } from '../status-text';
import { NS } from './texts';
import { useTracking } from './use-tracking';

/** Tracking of an order delivered today, refreshed while the page is visible (use-tracking.ts). */
export function TrackingSection({ orderId }: { orderId: string }) {
  const t = useT(NS);
  const statusText = useStatusText();
  const headingId = useId();
  const { status, data, retry } = useTracking(orderId);
  const tracking = data?.tracking;
  const link = tracking?.TrackingUrl ? safeHref(tracking.TrackingUrl) : null;
  return (
    <section className="wsh-orders-details__section wsh-orders-details__tracking" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('trackingHeading')}</h3>
      {!data && status === 'loading' && (
        <p role="status" className="wsh-orders__state">
          {t('trackingLoading')}
        </p>
      )}
      {status === 'error' && (
        <p role="alert" className="wsh-orders__state">
          {data ? t('trackingError') : t('trackingFailed')}{' '}
          <button type="button" className="wsh-button" onClick={retry}>
            {t('retry')}
          </button>
        </p>
      )}
      {data && (!tracking || !tracking.IsTrackable) && <p className="wsh-orders__state">{t('trackingNone')}</p>}
      {data && tracking?.IsTrackable && (
        <>
          <dl className="wsh-orders-details__facts">
            {tracking.Status && (
              <div>
                <dt>{t('trackingStatus')}</dt>
                <dd>{statusText(tracking.Status)}</dd>
              </div>
            )}
            {tracking.EstimatedArrival && (
              <div>
                <dt>{t('estimatedArrival')}</dt>
                <dd>{formatDate(tracking.EstimatedArrival, 'HH:mm')}</dd>
              </div>
            )}
          </dl>
          {link && (
            <p>
              <a href={link} rel="noopener">
                {t('trackingLink')}
              </a>
            </p>
          )}
        </>
      )}
      {data && (
        <p className="wsh-orders-details__updated">{t('trackingUpdated', { time: formatDate(data.at, 'HH:mm:ss') })}</p>
      )}
    </section>
  );
}
