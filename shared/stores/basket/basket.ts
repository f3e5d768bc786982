import { atom, computed } from 'nanostores';
import { basketApi } from '../../api/basket-api';
import { isNotFoundError } from '../../api/errors';
import type { Basket } from '../../api/models';
import type { BasketUpdate, ProductChange } from '../../domain/basket-update';
import { emit } from '../../events/bus';
import { $expectedDeliveryDate } from '../expected-delivery-date';
import { $pageContext } from '../page-context';
import { announceBasketChange, listenToOtherTabs } from './cross-tab';
import { sendUpdateOnLeave } from './leave-flush';
import { createUpdateQueue } from './update-queue';

export type LoadState = 'idle' | 'loading' | 'ready' | 'error';

/** The current basket, or null before it is loaded (and always for anonymous visitors). */
export const $basket = atom<Basket | null>(null);
export const $basketState = atom<LoadState>('idle');
/** Baskets other than the current one (SPEC: the switcher lists the others). */
export const $otherBaskets = computed($basket, (b) => (b ? b.AllBaskets.filter((x) => x.Id !== b.Id) : []));

/** SPEC section 6: basket and delivery calls are made only for authenticated users. */
const allowed = () => $pageContext.get().isAuthenticated;

/** Puts a basket from the server into the store and tells every island what changed. */
function applyBasket(next: Basket, opts: { announce?: boolean } = {}): void {
  const previous = $basket.get();
  $basket.set(next);
  $basketState.set('ready');
  const changedBasket = previous !== null && previous.Id !== next.Id;
  const changedExpectedDeliveryDate = $expectedDeliveryDate.get() !== next.Delivery.ExpectedDate;
  $expectedDeliveryDate.set(next.Delivery.ExpectedDate);
  emit('basketChanged', { basketId: next.Id, changedBasket, changedExpectedDeliveryDate });
  if (opts.announce) announceBasketChange(next.Id);
}

/**
 * Loads the basket (the default one without an id). A failed fetch for a given id falls back to
 * the default basket (SPEC section 4).
 */
export async function loadBasket(id?: string): Promise<void> {
  if (!allowed()) return;
  startBasketSync();
  $basketState.set('loading');
  try {
    applyBasket(await basketApi.get(id));
  } catch (error) {
    if (id === undefined) {
      $basketState.set('error');
      throw error;
    }
    await loadBasket();
  }
}

/** A 404 means the basket is gone (deleted, ordered in another tab): warn, forget it and load the default. */
export async function onBasketMissing(): Promise<void> {
  emit('pageReloadWarning', { reason: 'basket-not-found' });
  $basket.set(null);
  await loadBasket().catch(() => {});
}

const queue = createUpdateQueue({
  async send(basketId, update) {
    const answer = await basketApi.update(basketId, update);
    if ($basket.get()?.Id === basketId || $basket.get() === null) applyBasket(answer, { announce: true });
  },
  sendOnLeave: (basketId, update) => sendUpdateOnLeave(basketId, update),
  onBatchStarted: (basketId, update) => emit('basketBatchStarted', { basketId, size: update.Products?.length ?? 0 }),
  onBatchCompleted(basketId, ok, error) {
    emit('basketBatchCompleted', { basketId, ok });
    if (ok) return;
    emit('miniBasketClose', {}); // SPEC section 4: a failed basket update closes the mini basket.
    if (isNotFoundError(error)) void onBasketMissing();
  },
});

let leaveListeners = false;
let flushedOnLeave = false;
/** Flushes pending updates when the page is hidden or left, and follows basket changes of other tabs. */
function startBasketSync(): void {
  if (leaveListeners || typeof window === 'undefined') return;
  leaveListeners = true;
  const leave = () => {
    flushedOnLeave = true;
    queue.flushOnLeave();
  };
  window.addEventListener('pagehide', leave);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave();
    // Back from another tab after a keepalive flush: its answer was never read, so read the basket.
    else if (flushedOnLeave) {
      flushedOnLeave = false;
      void loadBasket($basket.get()?.Id).catch(() => {});
    }
  });
  listenToOtherTabs((basketId) => {
    if (!queue.isBusy(basketId)) void loadBasket($basket.get()?.Id).catch(() => {});
  });
}

/**
 * Queues a change of the current basket; it is sent with the others after 500 ms of quiet.
 * Returns false when there is no basket to change (anonymous visitor, not loaded yet).
 */
export function updateBasket(update: BasketUpdate): boolean {
  const basket = $basket.get();
  if (!allowed() || !basket) return false;
  startBasketSync();
  queue.add(basket.Id, update);
  return true;
}

/** Sets the absolute quantity of one line (0 removes it). */
export const setLineQuantity = (change: ProductChange) => updateBasket({ Products: [change] });

/** Sends the current basket's pending updates now; resolves when answered. */
export async function flushBasket(): Promise<void> {
  const basket = $basket.get();
  if (basket) await queue.flush(basket.Id);
}

async function replaceBasket(call: () => Promise<Basket>): Promise<void> {
  if (!allowed()) return;
  await flushBasket();
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
export const copyOrderToBasket = (orderId: string) => replaceBasket(() => basketApi.copyOrder(orderId));
export const importToBasket = (payload: Parameters<typeof basketApi.import>[0]) => replaceBasket(() => basketApi.import(payload));

/** For tests: forget the basket and the queue's listeners. */
export function resetBasketStore(): void {
  $basket.set(null);
  $basketState.set('idle');
}
