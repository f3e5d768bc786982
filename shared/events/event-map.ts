/**
 * Every event islands exchange, with its payload. Each is also dispatched on `document` as a
 * CustomEvent named `wsh:<event>` (see DOM_EVENT_PREFIX) for page code outside React.
 */
export interface EventMap {
  /** An API call failed (SPEC section 8): any status but 200 and 404, not aborted, no validation group. `status` 0 = no answer. */
  exception: { status: number; method: string; path: string; message: string };
  /** The page shows stale data (e.g. a 404 on a basket update) and should be reloaded. */
  pageReloadWarning: { reason: string };
  /** The basket changed; the flags say whether the basket itself or the expected delivery date changed. */
  basketChanged: { basketId: string | null; changedBasket: boolean; changedExpectedDeliveryDate: boolean };
  /** A batch of basket updates was sent. */
  basketBatchStarted: { basketId: string; size: number };
  /** A batch of basket updates was answered (ok) or failed; `failure` says how (see shared/domain/basket-save.ts). */
  basketBatchCompleted: {
    basketId: string;
    ok: boolean;
    failure?: 'transient' | 'rejected' | 'missing' | 'session' | 'unreadable';
  };
  /** The session expired (401, a login page instead of the API; a 403 is not one): said once per page. Unsaved changes are kept. */
  sessionExpired: { status: number; method: string; path: string };
  /** The search overlay opened or closed (campaign selections reset when it opens). */
  searchOverlay: { open: boolean };
  /** The visitor accepted cookies. */
  cookieConsentGiven: Record<string, never>;
  /** The mini basket should close (e.g. after a failed update). */
  miniBasketClose: Record<string, never>;
}

export type EventName = keyof EventMap;
export const DOM_EVENT_PREFIX = 'wsh:';
