import { RedirectAnswer, TokenCheck } from '../domain/auth/models';
import { apiPost, requestEnvelope } from './http/client';
import { readAs } from './http/shape';

/** SPEC 3 Login payload. */
export interface LoginPayload {
  EmailAddress: string;
  Password: string;
  RememberMe: boolean;
  ReturnUrl: string;
}

/** SPEC 7 POST auth/updatepassword. */
export interface UpdatePasswordPayload {
  Token: string;
  NewPassword: string;
  RetypeNewPassword: string;
  ReturnUrl: string;
}

/** By the shape rule (shape.ts): the answer may be null or leave RedirectUrl out; a list or scalar is an error. */
const readRedirect = (model: unknown): RedirectAnswer => readAs(RedirectAnswer, model ?? {}, 'answer');

/** The token check's answer: null says nothing against the token (usable). */
const readTokenCheck = (model: unknown): TokenCheck => readAs(TokenCheck, model ?? {}, 'token check');

/**
 * SPEC 7 Auth. Every call carries the validation group `login` (SPEC 5 names no other group for the
 * password pages, which are the login's own): a 400's Message is the form's to show (SPEC 8), so no
 * call here raises the exception notice as well.
 */
export const authApi = {
  /** POST auth/login; `trackerScriptRan` says whether the next page waits 500 ms (SPEC 9). */
  login: async (payload: LoginPayload) => {
    const { model, trackerScriptRan } = await requestEnvelope('POST', 'auth/login', {
      json: payload,
      validationGroup: 'login',
      read: readRedirect,
    });
    return { ...model, trackerScriptRan };
  },
  /** POST auth/logout; the answer's RedirectUrl is the start page the server wants (same origin only). */
  logout: () => apiPost('auth/logout', undefined, { validationGroup: 'login', read: readRedirect }),
  /** POST auth/forgotpassword: the server e-mails a reset link if it knows the address. */
  forgotPassword: (payload: { EmailAddress: string; ReturnUrl: string }) =>
    apiPost('auth/forgotpassword', payload, { validationGroup: 'login', read: () => true }),
  /**
   * Whether the link's token may still set a password: POST auth/resetpassword {Token}. SPEC 7 has a GET
   * (the token in the query string); a secret in an address reaches server logs, proxies and the history,
   * so the token goes in the body (docs/server-contract.md; issue #32).
   */
  checkResetToken: (token: string, signal?: AbortSignal) =>
    apiPost('auth/resetpassword', { Token: token }, { validationGroup: 'login', read: readTokenCheck, signal }),
  /** POST auth/updatepassword with the link's token and the new password twice. */
  updatePassword: (payload: UpdatePasswordPayload) =>
    apiPost('auth/updatepassword', payload, { validationGroup: 'login', read: readRedirect }),
};
