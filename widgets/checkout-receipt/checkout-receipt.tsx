import { useState } from 'react';
import type { Infer } from '../../page-context/fields';
import { useT } from '../../shared/i18n/use-translation';
import { orderIdFromAddress } from './format';
import type { meta } from './meta';
import { OrderSummary } from './order-summary';
import { ReceiptEmailForm } from './receipt-email-form';
import { useWebOrder } from './use-web-order';

type Props = Infer<typeof meta.props>;

/** SPEC 2: the checkout receipt (by id) with the receipt report by e-mail (SPEC 4 Forms). */
export function CheckoutReceipt({ idParam, ordersUrl }: Props) {
  // Read once: the receipt belongs to the address the page was opened with.
  const [id] = useState(() => orderIdFromAddress(location.search, idParam));
  // Known when the page opens, so no live region: it is simply part of the page.
  if (!id) return <Notice title="missingId" hint="missingIdHint" ordersUrl={ordersUrl} live={false} />;
  return <LoadedReceipt id={id} ordersUrl={ordersUrl} />;
}

function LoadedReceipt({ id, ordersUrl }: { id: string; ordersUrl: string | undefined }) {
  const t = useT('checkout-receipt');
  const { state, retry } = useWebOrder(id);

  if (state.status === 'loading') {
    return (
      <p className="wsh-checkout-receipt wsh-checkout-receipt__state" role="status">
        {t('loading')}
      </p>
    );
  }
  if (state.status === 'not-found') return <Notice title="notFound" hint="notFoundHint" ordersUrl={ordersUrl} live />;
  if (state.status === 'failed') {
    return (
      <div className="wsh-checkout-receipt wsh-checkout-receipt__state" role="alert">
        <p className="wsh-checkout-receipt__state-title">{t('loadFailed')}</p>
        <p>{t('loadFailedHint')}</p>
        <button type="button" className="wsh-button" onClick={retry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="wsh-checkout-receipt">
      <OrderSummary order={state.order} />
      <ReceiptEmailForm order={state.order} />
    </div>
  );
}

interface NoticeProps {
  title: 'missingId' | 'notFound';
  hint: 'missingIdHint' | 'notFoundHint';
  ordersUrl: string | undefined;
  live: boolean;
}

/** A missing or unknown order: say so, and offer the order overview. */
function Notice({ title, hint, ordersUrl, live }: NoticeProps) {
  const t = useT('checkout-receipt');
  return (
    <div className="wsh-checkout-receipt wsh-checkout-receipt__state" role={live ? 'alert' : undefined}>
      <p className="wsh-checkout-receipt__state-title">{t(title)}</p>
      <p>{t(hint)}</p>
      {ordersUrl && (
        <a className="wsh-link" href={ordersUrl}>
          {t('goToOrders')}
        </a>
      )}
    </div>
  );
}
