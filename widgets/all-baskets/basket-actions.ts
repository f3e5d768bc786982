import { basketsApi } from '../../shared/api/baskets-api';
import { isNotFoundError } from '../../shared/api/http/errors';
import { emit } from '../../shared/events/bus';
import { $basket, loadBasket, onBasketMissing, takeBasketFrom } from '../../shared/stores/basket/basket';

/**
 * The page's basket changes, through the shared basket store so the mini basket (and every basket
 * island) follows at once. A change of the current basket goes through `takeBasketFrom`: its waiting
 * changes are saved first (UnsavedChangesError otherwise, and nothing is sent), and the answer's basket
 * replaces the stored one. A change of another basket leaves the current one alone; the current basket is
 * then read again, because its AllBaskets (the mini basket's switcher) names the others.
 */
const isCurrent = (id: string) => $basket.get()?.Id === id;

// Swallowed: a failed background read keeps the basket shown, and the page's own list is read again anyway.
const rereadCurrent = () => void loadBasket().catch(() => {}); // nothing lost: a read; the basket stays shown

/** POST checkout/basket {Name}: the new basket becomes the current one. */
export const createNamedBasket = (name: string) =>
  takeBasketFrom(
    () => basketsApi.create(name.trim()),
    (basket) => basket,
  );

/** PUT checkout/basket?id= {Name}. */
export async function renameBasket(id: string, name: string): Promise<void> {
  if (isCurrent(id)) {
    await takeBasketFrom(
      () => basketsApi.rename(id, name.trim()),
      (basket) => basket,
    );
    return;
  }
  await basketsApi.rename(id, name.trim());
  rereadCurrent();
}

/**
 * DELETE checkout/basket?id=. The answer is the customer's current basket afterwards (another one when
 * the current was deleted). A 404 means the basket is gone already (deleted in another tab): SPEC 8's
 * page-reload warning either way; for the current one the store also forgets it and loads the default.
 */
export async function removeBasket(id: string): Promise<void> {
  const current = isCurrent(id);
  try {
    if (current)
      await takeBasketFrom(
        () => basketsApi.remove(id),
        (basket) => basket,
      );
    else await basketsApi.remove(id);
  } catch (error) {
    if (!isNotFoundError(error)) throw error;
    if (current) await onBasketMissing();
    else emit('pageReloadWarning', { reason: 'basket-not-found' });
  }
  if (!current) rereadCurrent();
}
