import { expiredCookieString } from '../lib/cookies';
import {
  forgetBasketChanges,
  holdBasketWrites,
  resumeBasketWrites,
  saveEveryBasket,
  type FlushOutcome,
} from './basket/basket';
import { announceIdentityChange } from './basket/cross-tab';
import { resetCampaignSelection } from './campaign-selection';
import { LOGGED_IN_MARKER } from './session-marker';

export type IdentityChange<T> = { done: true; value: T } | { done: false; unsaved: FlushOutcome };

/**
 * The one way this tab changes whose it is (issue #32): login, logout ("log out anyway" too), a deleted
 * user, impersonation begun or ended and a supplier's customer switch all come here, so no change is sent
 * under an identity other than the one it was made under.
 *
 * 1. What waits is saved under the current identity, and awaited. When it cannot be and `ask` is set, the
 *    change stops there ({ done: false }): the caller says so and the user chooses (`anyway` goes on).
 * 2. Basket writes are held: no batch, retry, `online` retry or leave flush goes out from here on.
 * 3. `call` changes the identity on the server. When it fails, writes resume and the error is the caller's.
 * 4. What belongs to the old identity goes: with `anyway` its unsaved changes (the user chose to lose them),
 *    else they stay stored under it for when it is back; the campaign selection; with `endsSession` the
 *    logged-in marker (the next login registers again, SPEC 4 Session). The user's other tabs are told.
 *
 * The caller then navigates; the next page reads everything else for whoever it is then.
 */
export async function changeIdentity<T>(
  call: () => Promise<T>,
  opts: { ask?: boolean; anyway?: boolean; endsSession?: boolean } = {},
): Promise<IdentityChange<T>> {
  if (!opts.anyway) {
    const saving = saveEveryBasket();
    const saved = saving && (await saving);
    // A basket that is gone has nothing left to save.
    if (opts.ask && saved && !saved.saved && saved.failure !== 'missing') return { done: false, unsaved: saved };
  }
  holdBasketWrites();
  let value: T;
  try {
    value = await call();
  } catch (error) {
    resumeBasketWrites();
    throw error;
  }
  if (opts.anyway) forgetBasketChanges();
  resetCampaignSelection();
  if (opts.endsSession) document.cookie = expiredCookieString(LOGGED_IN_MARKER.cookie);
  announceIdentityChange();
  return { done: true, value };
}
