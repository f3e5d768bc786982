import { computed } from 'nanostores';
import { $basketLoad } from './basket/basket';
import { $expectedDeliveryDate } from '../context/expected-delivery-date';
import { $pageContext } from '../context/page-context';

/**
 * The expected delivery date a request should send (SPEC 7: campaigns, tiles, snapshots), as the key
 * of every fetcher that sends it: undefined while a logged-in user's basket, which brings the date, is
 * not in yet (the request waits rather than going out twice; reading this store reads $basketLoad, which
 * loads the basket); null when there is no date to send
 * (anonymous visitors have no basket, SPEC 6; a basket that failed to load); else the date.
 */
export const $deliveryDateForRequests = computed(
  [$pageContext, $expectedDeliveryDate, $basketLoad],
  ({ isAuthenticated }, date, basket) =>
    !isAuthenticated ? null : (date ?? (basket === 'idle' || basket === 'loading' ? undefined : null)),
);
