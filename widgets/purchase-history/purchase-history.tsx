import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import type { Infer } from '../../page-context/fields';
import { resolveProductId } from '../../shared/domain/catalogue/product-id';
import { useT } from '../../shared/i18n/use-translation';
import { $pageContext } from '../../shared/context/page-context';
import type { meta } from './meta';
import { PurchaseDetails } from './purchase-details';
import { PurchaseSummaryList } from './purchase-summary';
import { usePurchaseHistory } from './use-purchase-history';

type Props = Infer<typeof meta.props>;

/** SPEC 4 Purchase history per product. Anonymous visitors have no purchases, so they see nothing. */
export function PurchaseHistory({ productId, productIdFrom }: Props) {
  const t = useT('purchase-history');
  const { isAuthenticated } = useStore($pageContext);
  const headingId = useId();
  // Read once: the address may change later (other islands keep their state in it), the product does not.
  const [id] = useState(() => resolveProductId(productIdFrom, productId, location.search));
  if (!isAuthenticated) return null;
  return (
    <section className="wsh-purchase-history" aria-labelledby={headingId}>
      <h2 id={headingId} className="wsh-purchase-history__heading">
        {t('heading')}
      </h2>
      {id ? (
        <PurchaseHistoryOf key={id} productId={id} />
      ) : (
        <p className="wsh-purchase-history__state">{t('noProduct')}</p>
      )}
    </section>
  );
}

function PurchaseHistoryOf({ productId }: { productId: string }) {
  const t = useT('purchase-history');
  const { state, retry, showAll } = usePurchaseHistory(productId);

  if (state.status === 'loading') {
    return (
      <p className="wsh-purchase-history__state" role="status">
        {t('loading')}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="wsh-purchase-history__state" role="alert">
        <p className="wsh-purchase-history__text">{t('loadFailed')}</p>
        <button type="button" className="wsh-button wsh-button--secondary" onClick={retry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (state.history.Purchases.length === 0) return <p className="wsh-purchase-history__state">{t('empty')}</p>;
  return (
    <>
      <PurchaseSummaryList history={state.history} complete={state.complete} />
      <PurchaseDetails history={state.history} complete={state.complete} all={state.all} onShowAll={showAll} />
    </>
  );
}
