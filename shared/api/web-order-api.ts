import * as v from 'valibot';
import { PlacedOrderId, WebOrder } from '../domain/checkout/models';
import { apiGet, apiPost, requestEnvelope, type Envelope } from './http/client';
import { isMissingModelError } from './http/errors';
import { readAs, wrong } from './http/shape';
import { pathSegment } from './http/path-segment';

/** POST checkout/weborder body (SPEC 7); IgnoreWarning resends an order warning's Key and Time. */
export interface WebOrderRequest {
  basketid: string;
  Message?: string;
  IgnoreWarning?: { Key: string; Time: string } | null;
}

/**
 * The placed order's id as the answer names it (Id, else OrderId), or null when it names none: a 2xx
 * answer is a placed order whatever its Model (issue #10), the id only decides where the buyer goes next.
 */
export const placedOrderId = (model: unknown): string | null => v.parse(PlacedOrderId, model);

/**
 * A placed order for the receipt, by its declaration (shared/domain/checkout/models.ts): one is required,
 * with its id; its lines may be empty (lines without an item number or name are dropped), its figures
 * fall back to 0.
 */
const readWebOrder = (model: unknown): WebOrder => {
  const order = readAs(WebOrder, model, 'web order');
  // Its id is Id, else OrderId (the schema reads both): an order the receipt cannot name is not one.
  if (!order.Id) throw wrong('web order', 'one that names its id (Id or OrderId)');
  return order;
};

/**
 * Path of the receipt report e-mail. SPEC 4 says the receipt can be e-mailed but names no call; this is
 * our contract with the server (docs/server-contract.md).
 */
export const receiptReportPath = (orderId: string) => `checkout/weborder/${pathSegment(orderId)}/report/email`;

/**
 * SPEC 7 web orders. Not in basket-api.ts: that one is in the core chunk every page loads, and only
 * the checkout and the receipt use these.
 */
export const webOrderApi = {
  /**
   * Converts a basket to a web order. Validation group "order": a 400 (order warning, line errors,
   * message) is shown by the checkout itself, not by the general exception notice. The Model is the
   * placed order's id, null when the answer names none (or has no Model at all).
   */
  place: async (body: WebOrderRequest): Promise<Envelope<string | null>> => {
    try {
      return await requestEnvelope('POST', 'checkout/weborder', {
        json: body,
        validationGroup: 'order',
        read: placedOrderId,
      });
    } catch (error) {
      // A 2xx answer without Model: the order is placed all the same, we only do not know its id.
      if (isMissingModelError(error)) return { model: null, trackerScriptRan: false };
      throw error;
    }
  },
  /** GET checkout/weborder with id: the placed order for the receipt. */
  get: (id: string) => apiGet('checkout/weborder', { searchParams: { id }, read: readWebOrder }),
  /**
   * Validation group "order" (one of SPEC 5's, about this web order): the receipt's e-mail form says every
   * failure itself, so the general exception notice must not say it a second time (issue #34).
   */
  sendReceiptReport: async (id: string, emailAddress: string) =>
    apiPost<unknown>(receiptReportPath(id), { EmailAddress: emailAddress }, { validationGroup: 'order' }),
};
