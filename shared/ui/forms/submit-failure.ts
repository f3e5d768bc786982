import { isApiAbortError, isApiHttpError, isSessionExpiredError } from '../../api/http/errors';

/** What a form shows when sending failed: the server's own words, or one of the kit's texts. */
export type SubmitFailure = { message: string } | { key: 'saveFailed' | 'sessionExpired' | 'forbidden' };

/**
 * SPEC 8: a 400 from a call that carried a validation group (SPEC 5) shows the server's Message in the
 * form. An expired session says so (the client announces it to the page as well); a 403 says the action
 * is not allowed (the user is logged in: "log in again" would not help, issue #32); any other failure
 * (no answer, a 5xx, a 400 without a group or without a Message, an answer without Model) is "could not
 * save, try again": the form keeps what was typed, so trying again is one click. An aborted request was
 * given up on purpose and shows nothing (null).
 */
export function submitFailure(error: unknown): SubmitFailure | null {
  if (isApiAbortError(error)) return null;
  if (isApiHttpError(error) && error.status === 400 && error.validationGroup && error.serverMessage) {
    return { message: error.serverMessage };
  }
  if (isSessionExpiredError(error)) return { key: 'sessionExpired' };
  if (isApiHttpError(error) && error.status === 403) return { key: 'forbidden' };
  return { key: 'saveFailed' };
}
