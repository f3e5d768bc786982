import { expiredCookieString } from '../lib/cookies';
import { keepUnsent, readUnsent } from './basket/unsent-storage';
import { $basketState, flushBasket, type FlushOutcome } from './basket/basket';
import { resetCampaignSelection } from './campaign-selection';
import { LOGGED_IN_MARKER } from './session-marker';

/**
 * Before logging out: sends the current basket's waiting changes, so what the buyer typed last is saved
 * rather than forgotten. Only when this page has read the basket (`$basketState` is not idle): reading
 * it here would start a basket load on a page that shows none, and such a page has no changes waiting.
 */
export async function saveBasketBeforeLogout(): Promise<FlushOutcome> {
  if ($basketState.get() === 'idle') return { saved: true };
  return flushBasket();
}

/**
 * What the bundle keeps for the user, forgotten at logout (issue #15) so the next person on this
 * browser starts clean: the logged-in marker cookie (the next login registers again, SPEC 4 Session),
 * the basket changes kept in this tab for the next page (they would otherwise be replayed into the next
 * login's basket) and the campaign selection. The favourite lists, baskets and settings live in stores
 * the next page loads from the server for whoever is logged in then, so nothing of theirs is kept here.
 */
export function forgetUserData(): void {
  document.cookie = expiredCookieString(LOGGED_IN_MARKER.cookie);
  for (const basketId of Object.keys(readUnsent())) keepUnsent(basketId, []);
  resetCampaignSelection();
}
