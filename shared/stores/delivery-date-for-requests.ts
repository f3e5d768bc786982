import { computed, onMount } from 'nanostores';
import { $basketState, loadBasket } from './basket/basket';
import { $expectedDeliveryDate } from './expected-delivery-date';
import { $pageContext } from './page-context';

/**
 * The expected delivery date a request should send (SPEC 7: campaigns, tiles, snapshots), as the key
 * of every fetcher that sends it: undefined while a logged-in user's basket, which brings the date, is
 * not in yet (the request waits rather than going out twice); null when there is no date to send
 * (anonymous visitors have no basket, SPEC 6; a basket that failed to load); else the date.
 */
export const $deliveryDateForRequests = computed([$pageContext, $expectedDeliveryDate, $basketState], ({ isAuthenticated }, date, basket) =>
  !isAuthenticated ? null : (date ?? (basket === 'idle' || basket === 'loading' ? undefined : null)),
);

/**
 * Waiting for a basket nobody loads would wait for ever: the first island that waits starts it, and so
 * does a page context that turns to a logged-in user's while islands wait (a test's next page). After the render that
 * subscribed (islands read stores while rendering), so no other island updates during it.
 */
const loadBasketToWaitFor = () =>
  queueMicrotask(() => {
    // A failed load is $basketState 'error': the date is then null and the requests go out without it.
    if ($pageContext.get().isAuthenticated && $expectedDeliveryDate.get() === null && $basketState.get() === 'idle') loadBasket().catch(() => {});
  });
onMount($deliveryDateForRequests, () => {
  loadBasketToWaitFor();
  return $pageContext.listen(loadBasketToWaitFor);
});
