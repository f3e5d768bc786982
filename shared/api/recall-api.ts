import * as v from 'valibot';
import { RecallAddress, RecallAddresses, RecallNotice, type ConfirmOutcome } from '../domain/recall/models';
import { text } from '../lib/schema';
import { apiDelete, apiGet, apiPost } from './http/client';
import { isApiHttpError } from './http/errors';
import { pathSegment } from './http/path-segment';
import { readAs } from './http/shape';

const PATH = 'product-recall-email-address';
const GROUP = 'product-recall-email-address';

/** The customer's addresses: null is none; an entry without an address is dropped. */
const readAddresses = (model: unknown) => readAs(RecallAddresses, model, 'recall e-mail addresses');

/** SPEC 7 names no answer for POST and DELETE: a list is the list after the change (the mock's), else null. */
const readListIfAny = (model: unknown) => (Array.isArray(model) ? readAddresses(model) : null);

/** The confirmed address is required: null, a list or a scalar is an error (the page offers to try again). */
const readConfirmed = (model: unknown) => readAs(RecallAddress, model, 'confirmed recall address');

/** The notice; null (no notice object) reads as nothing to confirm. */
const readNotice = (model: unknown) => readAs(RecallNotice, model ?? {}, 'recall notice');

/** SPEC 7 Product recall e-mail. Changes carry the validation group, so their 400s are the form's to show. */
export const recallApi = {
  /** GET product-recall-email-address/{customerId}. */
  list: (customerId: string, signal?: AbortSignal) =>
    apiGet(`${PATH}/${pathSegment(customerId)}`, { read: readAddresses, signal }),
  /** POST product-recall-email-address {EmailAddress, CustomerId}: the server e-mails a confirmation link. */
  add: (email: string, customerId: string) =>
    apiPost(PATH, { EmailAddress: email, CustomerId: customerId }, { validationGroup: GROUP, read: readListIfAny }),
  /** DELETE product-recall-email-address with query emailAddress and CustomerId. */
  remove: (email: string, customerId: string) =>
    apiDelete(PATH, {
      searchParams: { emailAddress: email, CustomerId: customerId },
      validationGroup: GROUP,
      read: readListIfAny,
    }),
  /**
   * POST product-recall-email-address/resend: the confirmation e-mail again. SPEC 7 shows no body; the
   * address and customer go in it, so the server knows which one.
   */
  resend: async (email: string, customerId: string): Promise<void> => {
    await apiPost(
      `${PATH}/resend`,
      { EmailAddress: email, CustomerId: customerId },
      { validationGroup: GROUP, read: () => undefined },
    );
  },
  /**
   * POST product-recall-email-address/confirm {Token}. Confirmed: the answer is the address. A 400 is a
   * refused token: with `IsConfirmed: true` a link used before (already confirmed), else not valid (its
   * Message). Anything else (no answer, a 5xx) rejects: the page offers to try again.
   */
  confirm: async (token: string): Promise<ConfirmOutcome> => {
    try {
      const entry = await apiPost(
        `${PATH}/confirm`,
        { Token: token },
        {
          validationGroup: GROUP,
          read: readConfirmed,
        },
      );
      return { kind: 'confirmed', address: entry.EmailAddress };
    } catch (error) {
      if (!isApiHttpError(error) || error.status !== 400) throw error;
      if (error.body?.IsConfirmed === true)
        return { kind: 'alreadyConfirmed', address: v.parse(text, error.body.EmailAddress) };
      return { kind: 'invalid', message: error.serverMessage };
    }
  },
  /** GET product-recall-email-address/notification. */
  notice: (signal?: AbortSignal) => apiGet(`${PATH}/notification`, { read: readNotice, signal }),
};
