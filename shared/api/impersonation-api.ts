import type {
  BeginPayload,
  ImpersonationCustomer,
  ImpersonationUser,
  SingleSignOn,
} from '../domain/impersonation/models';
import { reloadPage } from '../lib/navigation';
import { apiGet, requestEnvelope } from './http/client';
import { submitHtmlForm } from './http/html-form';
import { followRedirect } from './http/redirect';
import { asList, type Json } from './http/shape';
import { asObject, requireObject, str } from './http/shape-guards';

/** An id the server may send as a number or as text; '' when it is neither. */
const idText = (value: unknown): string => (typeof value === 'number' ? String(value) : str(value));

function readCustomer(c: Json): ImpersonationCustomer | null {
  const id = idText(c.Id);
  return id ? { Id: id, Name: str(c.Name, id), City: str(c.City), IsPunchOut: c.IsPunchOut === true } : null;
}

function readUser(u: Json): ImpersonationUser | null {
  const id = idText(u.Id);
  const email = str(u.EmailAddress);
  // Begin needs the e-mail address: a user without one cannot be acted as, so it is not listed.
  if (!id || !email) return null;
  return {
    Id: id,
    EmailAddress: email,
    Name: str(u.Name, email),
    CustomerId: idText(u.CustomerId),
    IsPunchOutUser: u.IsPunchOutUser === true,
  };
}

const readCustomers = (model: unknown, what: string) => asList(model, what).flatMap((c) => readCustomer(c) ?? []);
const readUsers = (model: unknown, what: string) => asList(model, what).flatMap((u) => readUser(u) ?? []);

/** GET impersonation's answer: the users (and customers) found, and the staff member's location. */
export interface UserSearchAnswer {
  customers: ImpersonationCustomer[];
  users: ImpersonationUser[];
  locationId: string;
}

const readUserSearch = (model: unknown): UserSearchAnswer => {
  const answer = asObject(model, 'impersonation search') ?? {};
  return {
    customers: readCustomers(answer.Customers, 'Customers'),
    users: readUsers(answer.Users, 'Users'),
    locationId: idText(answer.LocationId),
  };
};

/** A begin or end answer (SPEC 7): where to go next, or the punch-out form to post. */
export interface ImpersonationAnswer {
  redirect: string;
  htmlForm: string;
  trackerScriptRan: boolean;
}

const readAnswer = (model: unknown) => {
  const answer = asObject(model, 'impersonation answer') ?? {};
  return { redirect: str(answer.Redirect), htmlForm: str(answer.HtmlForm) };
};

/** GET user, read for the impersonation banner: whether a staff member acts for this user, and who it is. */
export interface ActingFor {
  impersonated: boolean;
  name: string;
  emailAddress: string;
  customerName: string;
}

const readActingFor = (model: unknown): ActingFor => {
  const user = requireObject(model, 'user');
  const customer = asObject(user.Customer, 'Customer') ?? {};
  return {
    impersonated: user.IsImpersonated === true,
    name: str(user.Name),
    emailAddress: str(user.EmailAddress),
    customerName: str(customer.Name),
  };
};

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
      read: (model) => readCustomers(model, 'customers'),
      signal,
    }),
  /** GET impersonation/byCustomer (customerId): the customer's users. */
  usersOfCustomer: (customerId: string, signal?: AbortSignal) =>
    apiGet('impersonation/byCustomer', {
      searchParams: { customerId },
      read: (model) => readUsers(model, 'users'),
      signal,
    }),
  /** GET impersonation/findPunchOutSingleSignOns (userId, customerId). */
  singleSignOns: (userId: string, customerId: string, signal?: AbortSignal) =>
    apiGet('impersonation/findPunchOutSingleSignOns', {
      searchParams: { userId, customerId },
      read: (model) =>
        asList(model, 'single sign-ons').flatMap((s): SingleSignOn[] => {
          const id = idText(s.Id);
          return id ? [{ Id: id, Name: str(s.Name, id) }] : [];
        }),
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
