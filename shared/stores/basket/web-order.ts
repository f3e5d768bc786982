import { isNotFoundError } from '../../api/http/errors';
import { webOrderApi, type WebOrderRequest } from '../../api/web-order-api';
import { $pageContext } from '../../context/page-context';
import { $basket, loadBasket, onBasketMissing, requireSavedBasket } from './basket';
import { announceBasketChange } from './cross-tab';

/**
 * Converts the current basket to a web order (POST checkout/weborder) after its pending updates are
 * sent. Nothing is posted when they were not saved (UnsavedChangesError): an order must never go out
 * with quantities other than those the buyer sees. SPEC 4: success clears the basket cache and reloads it (the placed basket is gone); a 404
 * raises the page-reload warning and reloads the default basket. Other failures are the caller's to show.
 * Resolves with the placed order's id (null when a 2xx answer named none: placed all the same) and
 * whether a tracker script ran (the redirect then waits).
 * Its own module, outside the core chunk: only the checkout places orders.
 */
export async function placeWebOrder(
  body: Omit<WebOrderRequest, 'basketid'>,
): Promise<{ orderId: string | null; trackerScriptRan: boolean }> {
  await requireSavedBasket();
  const basket = $basket.get();
  if (!$pageContext.get().isAuthenticated || !basket) throw new Error('There is no basket to order');
  try {
    const { model, trackerScriptRan } = await webOrderApi.place({ basketid: basket.Id, ...body });
    $basket.set(null);
    // The user's other tabs still show the ordered basket: they reload theirs when told.
    void loadBasket().then(
      () => announceBasketChange(basket.Id),
      () => {},
    );
    return { orderId: model, trackerScriptRan };
  } catch (error) {
    if (isNotFoundError(error)) void onBasketMissing();
    throw error;
  }
}
