import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { AfterOrder } from '../../shared/domain/checkout/checkout-submit';
import type { WidgetT } from '../../shared/i18n/text-keys';
import { useT } from '../../shared/i18n/use-translation';
import {
  $basket,
  $basketState,
  CHECKOUT_STEP,
  readBasketForCheckout,
  retryBasketLoad,
} from '../../shared/stores/basket/basket';
import { $pageContext } from '../../shared/context/page-context';
import { CheckoutView, type CheckoutProps } from './checkout-view';
import { NS } from './texts';
import { useCheckoutSettings } from './use-checkout-settings';

/** SPEC 2 checkout basket. Anonymous visitors have no basket (SPEC 6), so there is nothing to show. */
export function CheckoutBasket(props: CheckoutProps) {
  const { isAuthenticated } = useStore($pageContext);
  // SPEC 7: the checkout reads the basket validated, naming its step. Before the lines below read the basket,
  // so its first read already asks so (a read the mini basket made first is made again).
  useState(() => {
    if (isAuthenticated) readBasketForCheckout(CHECKOUT_STEP);
  });
  return isAuthenticated ? <CheckoutStates {...props} /> : null;
}

/** Loading, load error with retry, empty basket, or the checkout itself. */
function CheckoutStates(props: CheckoutProps) {
  const t = useT(NS);
  const basket = useStore($basket);
  const state = useStore($basketState);
  // Asked for at once, beside the basket read, not once the basket is in: the lines wait for both (issue #19).
  const settings = useCheckoutSettings();
  // Once placed, the store clears and reloads the basket; the buyer sees this until the next page opens.
  const [placed, setPlaced] = useState<AfterOrder | null>(null);

  if (placed) return <Placed next={placed} t={t} />;
  if (state === 'error' && !basket) {
    return (
      <div className="wsh-checkout-basket wsh-checkout-basket__state" role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" className="wsh-button" onClick={retryBasketLoad}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!basket) return <Loading text={t('loading')} />;
  return (
    <CheckoutView
      {...props}
      basket={basket}
      settings={settings}
      onPlaced={setPlaced}
      loading={<Loading text={t('loading')} />}
    />
  );
}

/**
 * The order is placed: the page that opens next, or (no safe next step) the order's number and a link
 * to the orders page, so the buyer never waits for a page that will not open.
 */
function Placed({ next, t }: { next: AfterOrder; t: WidgetT<typeof NS> }) {
  if (next.kind === 'go') return <Loading text={t(next.to === 'receipt' ? 'placed' : 'placedOpeningOrders')} />;
  return (
    <div className="wsh-checkout-basket wsh-checkout-basket__state" role="status">
      <p>{next.orderId ? t('placedNumber', { id: next.orderId }) : t('placedNoNumber')}</p>
      {next.ordersHref && (
        <a className="wsh-button" href={next.ordersHref}>
          {t('seeOrders')}
        </a>
      )}
    </div>
  );
}

function Loading({ text }: { text: string }) {
  return (
    <div className="wsh-checkout-basket wsh-checkout-basket__state" role="status">
      {text}
    </div>
  );
}
