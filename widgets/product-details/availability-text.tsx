import type { Product } from '../../shared/domain/models';
import { formatDate } from '../../shared/i18n/format-date';
import { useT } from '../../shared/i18n/use-translation';
import { deliveryStatus, stockStatus } from './availability';

/** Stock and delivery in words; `compact` (replacement cards) leaves out the deadline. */
export function AvailabilityText({ product, compact = false }: { product: Product; compact?: boolean }) {
  const t = useT('product-details');
  const stock = stockStatus(product);
  // A replaced product is not delivered any more; its replacement's delivery is what counts.
  const delivery = stock.kind === 'replaced' ? null : deliveryStatus(product);
  const stockText =
    stock.kind === 'replaced'
      ? t('replaced')
      : stock.kind === 'restock'
        ? t('restock', { date: formatDate(stock.date) })
        : t(stock.kind);
  const good = stock.kind === 'inStock';
  return (
    <ul className="wsh-product-details__availability">
      <li className={good ? 'wsh-product-details__ok' : 'wsh-product-details__warn'}>{stockText}</li>
      {delivery?.kind === 'deliverable' && (
        <li className="wsh-product-details__ok">
          {t('deliverable', { date: formatDate(delivery.date) })}
          {!compact && delivery.deadline && (
            <>
              {'. '}
              {t('deadline', { date: formatDate(delivery.deadline), time: formatDate(delivery.deadline, 'HH:mm') })}
            </>
          )}
        </li>
      )}
      {delivery?.kind === 'notDeliverable' && (
        <li className="wsh-product-details__warn">{t('notDeliverable', { date: formatDate(delivery.date) })}</li>
      )}
    </ul>
  );
}
