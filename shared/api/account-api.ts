import type {
  AccountUser,
  CompanyChoice,
  CustomerDetails,
  Salesperson,
  UserInformation,
} from '../domain/account/models';
import type { UserValues } from '../domain/account/user-forms';
import { apiGet, apiPost, apiPut } from './http/client';
import { pathSegment } from './http/path-segment';
import { asList, type Json } from './http/shape';
import { asObject, asTexts, requireObject, str } from './http/shape-guards';

/**
 * The customer information panel's calls (SPEC 7 Customer and user, Auth updatecurrentuserpassword), and
 * the two SPEC names no path for (docs/server-contract.md): a customer's users
 * (GET/POST customers/{id}/users) and assigning a user to a company (PUT customers/{id}/users/{userId}).
 * Changes carry the validation group `account` (the password change `login`, as every auth call): a 400's
 * Message is the form's to show (SPEC 8), never the exception notice as well.
 */

const information = (value: unknown): UserInformation => {
  const info = asObject(value, 'Information') ?? {};
  return {
    FirstName: str(info.FirstName),
    LastName: str(info.LastName),
    PhoneNumber: str(info.PhoneNumber),
    JobTitle: str(info.JobTitle),
  };
};

function toUser(u: Json): AccountUser {
  return {
    Id: str(u.Id, String(u.Id ?? '')),
    EmailAddress: str(u.EmailAddress),
    Information: information(u.Information),
    IsPunchOutUser: u.IsPunchOutUser === true,
    CustomerIds: asTexts(u.CustomerIds, 'CustomerIds'),
  };
}

/** One user is required (GET user, PUT user, the added or assigned user). */
const readUser = (model: unknown): AccountUser => toUser(requireObject(model, 'user'));

/** A list of users; entries without an id are dropped (shape.ts). */
const readUsers = (model: unknown): AccountUser[] =>
  asList(model, 'users')
    .map(toUser)
    .filter((u) => u.Id !== '');

function readCustomerDetails(model: unknown): CustomerDetails {
  const c = requireObject(model, 'customer');
  const address = asObject(c.Address, 'Address');
  return {
    Id: str(c.Id, String(c.Id ?? '')),
    Name: str(c.Name),
    Address: address
      ? {
          Street: str(address.Street),
          PostalCode: str(address.PostalCode),
          City: str(address.City),
          Country: str(address.Country),
        }
      : null,
    PhoneNumber: str(c.PhoneNumber),
    EmailAddress: str(c.EmailAddress),
  };
}

const readSalespersons = (model: unknown): Salesperson[] =>
  asList(model, 'salespersons')
    .map((s) => ({
      Id: str(s.Id, String(s.Id ?? '')),
      Name: str(s.Name),
      Title: str(s.Title),
      ConsultantType: str(s.ConsultantType),
      EmailAddress: str(s.EmailAddress),
      PhoneNumber: str(s.PhoneNumber),
      ImageUrl: str(s.ImageUrl),
    }))
    .filter((s) => s.Id !== '' || s.Name !== '');

const readCompanies = (model: unknown): CompanyChoice[] =>
  asList(model, 'customers')
    .map((c) => ({ Id: str(c.Id, String(c.Id ?? '')), Name: str(c.Name) }))
    .filter((c) => c.Id !== '');

/** PUT user/delete's answer: where to go next ('' when none; checked by the caller). */
const readRedirect = (model: unknown): { RedirectUrl: string } => ({
  RedirectUrl: str(asObject(model, 'answer')?.RedirectUrl),
});

const userBody = (values: UserValues) => ({
  EmailAddress: values.EmailAddress,
  Information: {
    FirstName: values.FirstName,
    LastName: values.LastName,
    PhoneNumber: values.PhoneNumber,
    JobTitle: values.JobTitle,
  },
});

export interface ChangePasswordPayload {
  CurrentPassword: string;
  NewPassword: string;
  RetypeNewPassword: string;
}

export const accountApi = {
  /** GET customers/current: which customer the user acts for (its id asks for the rest). */
  currentCustomerId: (signal?: AbortSignal) =>
    apiGet('customers/current', { read: (m) => readCustomerDetails(m).Id, signal }),
  /** GET customers/{id}: the customer's details. */
  customer: async (id: string, signal?: AbortSignal) =>
    apiGet(`customers/${pathSegment(id)}`, { read: readCustomerDetails, signal }),
  /** GET customers/{id}/salespersons. */
  salespersons: async (id: string, signal?: AbortSignal) =>
    apiGet(`customers/${pathSegment(id)}/salespersons`, { read: readSalespersons, signal }),
  /** GET customers: the companies the user may act for, and so assign a user to. */
  companies: (signal?: AbortSignal) => apiGet('customers', { read: readCompanies, signal }),
  /** GET customers/{id}/users (docs/server-contract.md). */
  users: async (customerId: string, signal?: AbortSignal) =>
    apiGet(`customers/${pathSegment(customerId)}/users`, { read: readUsers, signal }),
  /** GET user: the current user with their information. */
  user: (signal?: AbortSignal) => apiGet('user', { read: readUser, signal }),
  /** PUT user {EmailAddress, Information}: the answer is the saved user. */
  saveUser: (values: UserValues) => apiPut('user', userBody(values), { validationGroup: 'account', read: readUser }),
  /** PUT user/delete: the answer names where to go (same origin only, checked by the caller). */
  deleteUser: () => apiPut('user/delete', undefined, { validationGroup: 'account', read: readRedirect }),
  /** POST auth/updatecurrentuserpassword {CurrentPassword, NewPassword, RetypeNewPassword}. */
  changePassword: (payload: ChangePasswordPayload) =>
    apiPost('auth/updatecurrentuserpassword', payload, { validationGroup: 'login', read: () => true }),
  /** POST customers/{id}/users {EmailAddress, Information}: the answer is the new user (docs/server-contract.md). */
  addUser: async (customerId: string, values: UserValues) =>
    apiPost(`customers/${pathSegment(customerId)}/users`, userBody(values), {
      validationGroup: 'account',
      read: readUser,
    }),
  /** PUT customers/{id}/users/{userId}: the user joins that company; the answer is the user (docs/server-contract.md). */
  assignUser: async (companyId: string, userId: string) =>
    apiPut(`customers/${pathSegment(companyId)}/users/${pathSegment(userId)}`, undefined, {
      validationGroup: 'account',
      read: readUser,
    }),
};
