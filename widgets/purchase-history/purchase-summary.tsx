import type { PurchaseHistory } from '../../shared/domain/catalogue/models';
import { PURCHASES_SHOWN, summarise } from '../../shared/domain/catalogue/purchase-history';
import { formatDate } from '../../shared/i18n/format-date';
import { useT } from '../../shared/i18n/use-translation';

/** The summary: how many times the product was bought, and when and how much the latest time. */
export function PurchaseSummaryList({ history, complete }: { history: PurchaseHistory; complete: boolean }) {
  const t = useT('purchase-history');
  const summary = summarise(history, complete);
  if (summary.kind === 'empty') return null;
  const { latest, count } = summary;
  return (
    <dl className="wsh-purchase-history__summary">
      <div className="wsh-purchase-history__fact">
        <dt>{t('purchasesLabel')}</dt>
        <dd>{count === null ? t('purchasesMore', { count: PURCHASES_SHOWN }) : t('purchases', { count })}</dd>
      </div>
      <div className="wsh-purchase-history__fact">
        <dt>{t('latestLabel')}</dt>
        <dd>{formatDate(latest.OrderDate)}</dd>
      </div>
      <div className="wsh-purchase-history__fact">
        <dt>{t('latestQuantityLabel')}</dt>
        <dd>{t('quantity', { quantity: latest.Quantity, unit: latest.SalesUnitCode })}</dd>
      </div>
    </dl>
  );
}
