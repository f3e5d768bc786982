import { requestEnvelope } from './client';

/** POST checkout/weborder body (SPEC 7); IgnoreWarning resends an order warning's Key and Time. */
export interface WebOrderRequest {
  basketid: string;
  Message?: string;
  IgnoreWarning?: { Key: string; Time: string } | null;
}

/** The placed order as the answer names it; only the id is relied on (the next step's query). */
export interface PlacedWebOrder {
  Id: string;
  OrderId?: string;
}

/**
 * SPEC 7 web orders. Not in basket-api.ts: that one is in the core chunk every page loads, and only
 * the checkout places orders. (GET checkout/weborder with id, for the receipt, belongs here too.)
 */
export const webOrderApi = {
  /**
   * Converts a basket to a web order. Validation group "order": a 400 (order warning, line errors,
   * message) is shown by the checkout itself, not by the general exception notice.
   */
  place: (body: WebOrderRequest) => requestEnvelope<PlacedWebOrder>('POST', 'checkout/weborder', { json: body, validationGroup: 'order' }),
};
