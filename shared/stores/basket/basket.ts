import { atom, computed, onMount } from 'nanostores';
import { basketApi } from '../../api/basket-api';
import {
  isApiError,
  isApiHttpError,
  isApiNetworkError,
  isMissingModelError,
  isNotFoundError,
  isSessionExpiredError,
} from '../../api/http/errors';
import type { Basket } from '../../domain/models';
import { classifySaveFailure } from '../../domain/basket/basket-save';
import type { BasketUpdate, ProductChange } from '../../domain/basket/basket-update';
import { identityKey } from '../../domain/auth/identity';
import { emit } from '../../events/bus';
import { $expectedDeliveryDate } from '../../context/expected-delivery-date';
import { $pageContext } from '../../context/page-context';
import { WIRE } from '../../api/http/wire';
import { announceBasketChange, announceIdentity, listenToOtherTabs } from './cross-tab';
import { sendUpdatesOnLeave } from './leave-flush';
import { forgetUnsent, keepUnsent, readUnsent } from './unsent-storage';
import { createUpdateQueue, type FlushOutcome, type QueueStatus } from './update-queue';

export type LoadState = 'idle' | 'loading' | 'ready' | 'error';
export type { FlushOutcome, QueueStatus } from './update-queue';

/**
 * The current basket, or null before it is loaded (and always for anonymous visitors). Reading it loads
 * it: its first reader (an island's `useStore`, a store computed from it, a `get()`) starts the load.
 */
export const $basket = atom<Basket | null>(null);
/** The load state. Reading it alone does not load the basket: campaigns and lists read it to know whether a date is on its way. */
export const $basketState = atom<LoadState>('idle');
/**
 * The load state for islands that need the basket without showing it (the date drawer, product pages,
 * lists with quantity fields): computed from $basket, so reading it loads the basket as reading $basket does.
 */
export const $basketLoad = computed([$basket, $basketState], (_basket, state) => state);
/** Baskets other than the current one (SPEC: the switcher lists the others). */
export const $otherBaskets = computed($basket, (b) => (b ? b.AllBaskets.filter((x) => x.Id !== b.Id) : []));
/** Each basket's save state: what is waiting, retrying, unsaved or refused (rows and the mini basket show it). */
export const $basketSaveStatus = atom<Record<string, QueueStatus>>({});
/** The current basket's save state. */
export const $currentSaveStatus = computed([$basket, $basketSaveStatus], (basket, all) =>
  basket ? all[basket.Id] : undefined,
);

/** SPEC section 6: basket and delivery calls are made only for authenticated users. */
const allowed = () => $pageContext.get().isAuthenticated;

/**
 * Whose this page's changes are (issue #32): the identity the page context names, as one key; null for an
 * anonymous page, which makes none. Every change made, stored, replayed or sent here is this identity's.
 */
const owner = (): string | null => identityKey($pageContext.get());

/** The customer header of the API client (shared/api/http/client.ts), for the leave flush's own requests. */
function writeHeaders(): Record<string, string> {
  const customer = $pageContext.get().currentCustomerId;
  return customer ? { [WIRE.customerHeader]: customer } : {};
}

/** The server refused a call made for this page's customer: the session is someone else's now (409, issue #32). */
const forOtherIdentity = (error: unknown) => isApiHttpError(error) && error.status === 409;

/**
 * Counts basket writes (a batch started or answered, a basket replaced). A read that started before
 * a write and lands after it carries the basket as it was, so it is dropped (see loadBasket).
 */
let writes = 0;

/** Puts a basket from the server into the store and tells every island what changed. */
function applyBasket(next: Basket, opts: { announce?: boolean } = {}): void {
  const previous = $basket.get();
  $basket.set(next);
  const changedBasket = previous !== null && previous.Id !== next.Id;
  const changedExpectedDeliveryDate = $expectedDeliveryDate.get() !== next.Delivery.ExpectedDate;
  $expectedDeliveryDate.set(next.Delivery.ExpectedDate);
  // After the date: a ready basket's date is known ($deliveryDateForRequests never reads 'ready' without it).
  $basketState.set('ready');
  emit('basketChanged', { basketId: next.Id, changedBasket, changedExpectedDeliveryDate });
  if (opts.announce) announceBasketChange(next.Id);
}

/**
 * How this page reads the basket (SPEC 7: `validate=true` and the checkout-step header): the checkout
 * asks for both on every read of its page (see readBasketForCheckout); other pages read it plainly.
 */
let readOptions: { validate?: boolean; checkoutStep?: string } = {};

/** The checkout step the checkout names on its basket reads (docs/server-contract.md: `X-Checkout-Step`). */
export const CHECKOUT_STEP = 'basket';

/**
 * The checkout's reads: from now on every basket read of this page asks the server to validate the
 * basket (deliverability, stock) and names the step. A read already made without them is made again.
 */
export function readBasketForCheckout(checkoutStep: string): void {
  if (readOptions.checkoutStep === checkoutStep) return;
  readOptions = { validate: true, checkoutStep };
  // After the caller's render (it may be one): a store set during a render would update other islands mid-render.
  if ($basketState.get() !== 'idle') queueMicrotask(() => void loadBasket().catch(() => {})); // a failed reread keeps the basket shown
}

/**
 * SPEC 4 (S4-08): a fetch for a given id falls back to the default basket when that basket is not there (404)
 * or refused (400). Not after a 5xx or no answer (docs/areas/baskets.md): the basket read by id is the one
 * shown, the buyer's choice, and the next change must not go to another basket over a passing failure.
 */
const fallsBack = (error: unknown) => isApiHttpError(error) && (error.status === 404 || error.status === 400);

/**
 * Loads the basket (the default one without an id). A read that lands after a write started, or while
 * changes of that basket are still waiting, is dropped: it would bring back what was just changed
 * (the write's own answer brings the basket). A failed background reload keeps the basket shown.
 */
export async function loadBasket(id?: string): Promise<void> {
  if (!allowed()) return;
  const shown = $basket.get();
  if (!shown) $basketState.set('loading');
  const writesAtStart = writes;
  try {
    const answer = await basketApi.get(id, readOptions);
    const current = $basket.get();
    if (current && (writes !== writesAtStart || queue.isBusy(answer.Id))) return;
    applyBasket(answer);
  } catch (error) {
    if (forOtherIdentity(error)) onOtherIdentity(); // no fallback to another identity's basket
    else if (id !== undefined && fallsBack(error)) return loadBasket();
    if ($basket.get()) return; // a transient failure of a reload: the basket shown stays
    $basketState.set('error');
    throw error;
  } finally {
    // Once a basket is known: it names the baskets this identity has, the only ones replayed into.
    if ($basket.get()) replayUnsent();
  }
}

/**
 * Reads the basket again in the background (back to the tab, another tab's change, an answer that could
 * not be read): a failure keeps the basket shown (see loadBasket); no change of the buyer's rides on it.
 */
/** The retry button of a basket island's load error. */
// Swallowed: a failed retry sets $basketState 'error' again, so the alert and its button stay; nothing of the buyer's rides on a read.
export const retryBasketLoad = (): void => void loadBasket().catch(() => {}); // nothing lost: a read; the error state shows

// Swallowed: a failed background read keeps the basket shown, and no change of the buyer's rides on it.
/** Set once another tab is someone else's (onOtherIdentity): nothing is read or written in the background. */
let stale = false;
const reloadInBackground = () => void (stale || loadBasket($basket.get()?.Id).catch(() => {})); // nothing lost: a read; the basket stays shown

/**
 * The basket loads when it is first read (SPEC 6: for authenticated users only): once per page however
 * many islands read it, and the page's life (leaving, hiding, the network, other tabs) is followed from
 * then on. Nothing stops when the last reader leaves: changes may still wait in the queue (sent as the
 * page is left), and a basket read again later must be current.
 */
onMount($basket, () => {
  if (!allowed()) return;
  startBasketSync();
  // After the render whose read mounted the store: a store set during a render would update other islands mid-render.
  queueMicrotask(() => {
    // A failed first load is $basketState 'error', which every basket island shows with a retry.
    if ($basketState.get() === 'idle') loadBasket().catch(() => {}); // nothing lost: the error state says it
  });
});

let missing: Promise<void> | null = null;
/**
 * A 404 means the basket is gone (deleted, ordered in another tab): warn, forget it and load the
 * default. Several 404s at once (queued changes, an order) give one warning and one reload.
 */
export function onBasketMissing(): Promise<void> {
  missing ??= (async () => {
    emit('pageReloadWarning', { reason: 'basket-not-found' });
    $basket.set(null);
    // Nothing of the buyer's is lost here: a failed load sets $basketState 'error', which every basket island shows with a retry.
    await loadBasket().catch(() => {}); // shown as $basketState 'error' with a retry
  })().finally(() => {
    missing = null;
  });
  return missing;
}

function classify(error: unknown) {
  // Kept under this page's identity, as for an expired session, and the page says why.
  if (forOtherIdentity(error)) onOtherIdentity();
  if (isSessionExpiredError(error) || forOtherIdentity(error)) return classifySaveFailure(0, 'session');
  if (isMissingModelError(error)) return classifySaveFailure(error.status, 'missing-model');
  if (isApiNetworkError(error) || !isApiError(error)) return classifySaveFailure(0, 'network');
  return classifySaveFailure(error.status, 'http');
}

const queue = createUpdateQueue({
  async send(basketId, update) {
    const answer = await basketApi.update(basketId, update);
    writes += 1;
    const current = $basket.get();
    if (current?.Id === basketId || current === null) applyBasket(answer, { announce: true });
  },
  classify,
  messageOf: (error) => (isApiHttpError(error) ? error.serverMessage : ''),
  sendOnLeave: (batches) => void sendUpdatesOnLeave(batches, writeHeaders()),
  persist(basketId, updates) {
    const mine = owner();
    if (mine && !forgotten) keepUnsent(mine, basketId, updates);
  },
  onStatus: (basketId, status) => $basketSaveStatus.set({ ...$basketSaveStatus.get(), [basketId]: status }),
  onBatchStarted(basketId, update) {
    writes += 1;
    emit('basketBatchStarted', { basketId, size: update.Products?.length ?? 0 });
  },
  onBatchCompleted(basketId, outcome) {
    emit('basketBatchCompleted', {
      basketId,
      ok: outcome.saved,
      ...(outcome.saved ? {} : { failure: outcome.failure }),
    });
    if (outcome.saved) return;
    emit('miniBasketClose', {}); // SPEC section 4: a failed basket update closes the mini basket.
    if (outcome.failure === 'missing') void onBasketMissing();
    // The change arrived but its answer could not be read (SPEC 8: an error naming the path): say so,
    // and read the basket instead of guessing.
    if (outcome.failure === 'unreadable') {
      if (isApiError(outcome.error))
        emit('exception', {
          status: outcome.error.status,
          method: outcome.error.method,
          path: outcome.error.path,
          message: outcome.error.message,
        });
      reloadInBackground();
    }
  },
});

let replayed = false;
/**
 * Sends, once per page, the changes an earlier page of this tab left unconfirmed under this page's identity,
 * into the baskets that identity has (the basket read names them): another identity's changes, and changes
 * of a basket this one does not have, stay stored for whoever they belong to.
 */
function replayUnsent(): void {
  const mine = owner();
  const basket = $basket.get();
  if (replayed || !mine || !basket || queue.isHalted()) return;
  replayed = true;
  const baskets = new Set([basket.Id, ...basket.AllBaskets.map((b) => b.Id)]);
  for (const [basketId, updates] of Object.entries(readUnsent(mine))) {
    if (!baskets.has(basketId)) continue;
    queue.restore(basketId, updates);
    void queue.flush(basketId);
  }
}

/**
 * Sends every basket's waiting changes now, for an identity change (shared/stores/identity-change.ts):
 * undefined when nothing waits (the caller goes on in the same task), else the first outcome that was not
 * a save, or saved.
 */
export function saveEveryBasket(): Promise<FlushOutcome> | undefined {
  const ids = queue.waiting();
  if (!ids.length) return undefined;
  return Promise.all(ids.map((id) => queue.flush(id))).then((all) => all.find((o) => !o.saved) ?? { saved: true });
}

/** Nothing is sent, retried or flushed as the page is left until `resume` (issue #32); changes are still kept. */
export const holdBasketWrites = (): void => queue.halt();
export const resumeBasketWrites = (): void => queue.resume();

let forgotten = false;
/** The user chose to go without this identity's unsaved changes: they are forgotten, and none is kept from now on. */
export function forgetBasketChanges(): void {
  forgotten = true;
  const mine = owner();
  if (mine) forgetUnsent(mine);
}

/**
 * Another tab is now someone else's (a logout, a login, an impersonation or a customer switch there), so
 * this page's identity is no longer the session's: it writes nothing more, keeps its unsent changes under
 * its own identity, and asks for a reload (issue #32). A background read would otherwise be answered for
 * the new identity, and a 404 would fall back to its default basket.
 */
function onOtherIdentity(): void {
  holdBasketWrites();
  stale = true;
  emit('pageReloadWarning', { reason: 'identity-changed' });
}

/** Code that holds changes of its own (the checkout's debounce) hands them to the queue before the page goes. */
const beforeLeave = new Set<() => void>();
export function onBeforePageLeave(hand: () => void): () => void {
  beforeLeave.add(hand);
  return () => beforeLeave.delete(hand);
}
const handOver = () => beforeLeave.forEach((hand) => hand());

/** Set once the page's life is followed: from the basket's first read to the page's end. */
let following = false;

/** The page is left: every unconfirmed change goes out with keepalive. */
const onPageHide = () => {
  handOver();
  queue.flushOnLeave();
};

/** Hidden (still alive): waiting batches go out normally and their answers are read. Back: read again (another device may have changed it). */
const onVisibilityChange = () => {
  if (document.visibilityState !== 'hidden') return reloadInBackground();
  handOver();
  queue.flushAll();
};

const onOnline = () => queue.retry();

/**
 * Follows the page's life (the handlers above), and the basket changes of the user's other tabs. A
 * session that expired is announced by the API client.
 */
function startBasketSync(): void {
  if (following) return; // (only for a signed-in page, so in a browser)
  following = true;
  window.addEventListener('pagehide', onPageHide);
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('online', onOnline);
  // Pending changes are the queue's, not this read's.
  const mine = owner();
  listenToOtherTabs(reloadInBackground, mine, onOtherIdentity);
  announceIdentity(mine);
}

/**
 * Queues a change of the current basket; it is sent with the others after 500 ms of quiet.
 * Returns false when there is no basket to change (anonymous visitor, not loaded yet).
 */
export function updateBasket(update: BasketUpdate): boolean {
  const basket = $basket.get(); // the read starts the page-life sync (onMount), so the change is sent as the page is left
  if (!allowed() || !basket) return false;
  queue.add(basket.Id, update);
  return true;
}

/** Sets the absolute quantity of one line (0 removes it). */
export const setLineQuantity = (change: ProductChange) => updateBasket({ Products: [change] });

/**
 * Sends the current basket's waiting changes now. Resolves with the outcome: saved, or why not
 * (the changes then stay queued: retrying, unsaved, or kept for after the next login).
 */
export async function flushBasket(): Promise<FlushOutcome> {
  const basket = $basket.get();
  return basket ? queue.flush(basket.Id) : { saved: true };
}

/** Tries unsaved changes again now (the "Retry" of a row or the mini basket). */
export function retryUnsavedChanges(basketId?: string): void {
  queue.retry(basketId);
}

/** Thrown by actions that must not go ahead over changes that were not saved (switching basket, ordering). */
export class UnsavedChangesError extends Error {
  constructor(readonly outcome: Extract<FlushOutcome, { saved: false }>) {
    super(`The basket's last changes were not saved (${outcome.failure})`);
    this.name = 'UnsavedChangesError';
  }
}
export const isUnsavedChangesError = (e: unknown): e is UnsavedChangesError => e instanceof UnsavedChangesError;

/** Sends waiting changes and throws UnsavedChangesError when they were not saved (a 404 is the store's to handle). */
export async function requireSavedBasket(): Promise<void> {
  const outcome = await flushBasket();
  if (!outcome.saved && outcome.failure !== 'missing') throw new UnsavedChangesError(outcome);
}

async function replaceBasket(call: () => Promise<Basket>): Promise<void> {
  if (!allowed()) return;
  await requireSavedBasket();
  writes += 1;
  try {
    applyBasket(await call(), { announce: true });
  } catch (error) {
    if (isNotFoundError(error)) await onBasketMissing();
    else throw error;
  }
}

export const createBasket = (products?: ProductChange[]) => replaceBasket(() => basketApi.create(products));
export const switchBasket = (basketId: string) => replaceBasket(() => basketApi.change(basketId));
export const deleteBasket = (basketId: string) => replaceBasket(() => basketApi.remove(basketId));

/**
 * A call whose answer carries the buyer's basket (a reorder: POST checkout/basket/copy): waiting changes are
 * saved first (the copy adds to the basket as the server has it), then the answer's basket replaces the
 * stored one and every island follows. The answer is the caller's, and so are its errors: a 404 there is an
 * order not found, not a basket gone.
 */
export async function takeBasketFrom<T>(call: () => Promise<T>, basketOf: (answer: T) => Basket): Promise<T> {
  await requireSavedBasket();
  writes += 1;
  const answer = await call();
  if (allowed()) applyBasket(basketOf(answer), { announce: true });
  return answer;
}
