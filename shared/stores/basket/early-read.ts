import { $basketState, CHECKOUT_STEP, loadBasket, readBasketForCheckout } from './basket';

/**
 * Widgets whose islands read the basket as soon as they mount, for a logged-in buyer: a page with one of
 * them will certainly ask for the basket. (Other islands read it too, but not on every page they are on.)
 */
const READERS = ['mini-basket', 'checkout-basket', 'delivery-date-drawer'];

/**
 * Issue #19, data early: starts the basket read as the shared chunk runs, beside the widget chunks still
 * loading, instead of when the first island renders. The islands' stores then find it in flight
 * (`$basketState` is 'loading'), so it is made once. On a checkout page the read is the checkout's own
 * (validated, naming its step), so the checkout does not read again.
 */
export function readBasketEarly(doc: Document): void {
  const on = (name: string) => doc.querySelector(`[data-widget="${name}"]`) !== null;
  if (on('checkout-basket')) readBasketForCheckout(CHECKOUT_STEP);
  if (READERS.some(on) && $basketState.get() === 'idle') loadBasket().catch(() => {}); // the islands show the error state with a retry
}

// As the core chunk runs, on the page it was loaded into.
if (typeof document !== 'undefined') readBasketEarly(document);
