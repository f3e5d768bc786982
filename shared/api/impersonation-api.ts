import {
  ActingFor,
  ImpersonationCustomer,
  ImpersonationTarget,
  ImpersonationUser,
  SingleSignOn,
  UserSearchAnswer,
  type BeginPayload,
  type ImpersonationAnswer,
} from '../domain/impersonation/models';
import { list } from '../lib/schema';
import { reloadPage } from '../lib/navigation';
import { apiGet, requestEnvelope } from './http/client';
import { submitHtmlForm } from './http/html-form';
import { followRedirect } from './http/redirect';
import { readAs } from './http/shape';

/** Lists of customers, users and single sign-ons: null is none; entries that do not read as one are dropped. */
const Customers = list(ImpersonationCustomer);
const Users = list(ImpersonationUser);
const SingleSignOns = list(SingleSignOn);

/** GET impersonation: null is nothing found. */
const readUserSearch = (model: unknown): UserSearchAnswer =>
  readAs(UserSearchAnswer, model ?? {}, 'impersonation search');

/** A begin or end answer: null names nothing (the page is loaded again). */
const readAnswer = (model: unknown) => readAs(ImpersonationTarget, model ?? {}, 'impersonation answer');

/** GET user, as the banner reads it: one is required. */
const readActingFor = (model: unknown): ActingFor => readAs(ActingFor, model, 'user');

/**
 * SPEC 7 Impersonation. Searches are named requests, so a newer search aborts the one still on its
 * way. Begin and end carry the validation group `impersonation` (SPEC 5): a 400's Message is the
 * panel's to show (SPEC 8), not the exception notice's.
 */
export const impersonationApi = {
  /** GET impersonation (term, locationId): users found, with the location the server places the staff member in. */
  searchUsers: (term: string, locationId: string, signal?: AbortSignal) =>
    apiGet('impersonation', {
      searchParams: { term, locationId: locationId || undefined },
      name: 'impersonation-search',
      read: readUserSearch,
      signal,
    }),
  /** GET impersonation/findCustomers (term). */
  findCustomers: (term: string, signal?: AbortSignal) =>
    apiGet('impersonation/findCustomers', {
      searchParams: { term },
      name: 'impersonation-search',
      read: (model) => readAs(Customers, model, 'customers'),
      signal,
    }),
  /** GET impersonation/byCustomer (customerId): the customer's users. */
  usersOfCustomer: (customerId: string, signal?: AbortSignal) =>
    apiGet('impersonation/byCustomer', {
      searchParams: { customerId },
      read: (model) => readAs(Users, model, 'users'),
      signal,
    }),
  /** GET impersonation/findPunchOutSingleSignOns (userId, customerId). */
  singleSignOns: (userId: string, customerId: string, signal?: AbortSignal) =>
    apiGet('impersonation/findPunchOutSingleSignOns', {
      searchParams: { userId, customerId },
      read: (model) => readAs(SingleSignOns, model, 'single sign-ons'),
      signal,
    }),
  /** POST impersonation {EmailAddress, CustomerId, PunchOutSingleSignOnId}. */
  begin: async (payload: BeginPayload): Promise<ImpersonationAnswer> => {
    const { model, trackerScriptRan } = await requestEnvelope('POST', 'impersonation', {
      json: payload,
      validationGroup: 'impersonation',
      read: readAnswer,
    });
    return { ...model, trackerScriptRan };
  },
  /** DELETE impersonation: back to the staff member's own identity. */
  end: async (): Promise<ImpersonationAnswer> => {
    const { model, trackerScriptRan } = await requestEnvelope('DELETE', 'impersonation', {
      validationGroup: 'impersonation',
      read: readAnswer,
    });
    return { ...model, trackerScriptRan };
  },
  /** GET user, as the banner reads it. */
  actingFor: (signal?: AbortSignal) => apiGet('user', { read: readActingFor, signal }),
};

/**
 * Leaves the page the way a begin or end answer says (SPEC 7): an HtmlForm (a punch-out single sign-on)
 * is posted as a form built fresh in code (html-form.ts); a Redirect is followed when it is on this
 * site, 500 ms later if a tracker script ran (redirect.ts). An answer with neither still changed who
 * is logged in, so the page is loaded again to show it. False: the answer named a target that is
 * refused (logged), and the page stays.
 */
export function followImpersonationAnswer(answer: ImpersonationAnswer): boolean {
  if (answer.htmlForm) return submitHtmlForm(answer.htmlForm);
  if (answer.redirect) return followRedirect(answer.redirect, { trackerScriptRan: answer.trackerScriptRan });
  reloadPage();
  return true;
}
