import {
  AccountUser,
  CompanyChoice,
  Customer,
  OneAccountUser,
  Salespersons,
  type Salesperson,
} from '../domain/account/models';
import type { UserValues } from '../domain/account/user-forms';
import { RedirectAnswer } from '../domain/auth/models';
import { list } from '../lib/schema';
import { apiGet, apiPost, apiPut } from './http/client';
import { pathSegment } from './http/path-segment';
import { readAs } from './http/shape';

/**
 * The customer information panel's calls (SPEC 7 Customer and user, Auth updatecurrentuserpassword), and
 * the two SPEC names no path for (docs/server-contract.md): a customer's users
 * (GET/POST customers/{id}/users) and assigning a user to a company (PUT customers/{id}/users/{userId}).
 * Changes carry the validation group `account` (the password change `login`, as every auth call): a 400's
 * Message is the form's to show (SPEC 8), never the exception notice as well. Every answer is read by its
 * declaration (shared/domain/account/models.ts).
 */

/** One user is required (GET user, PUT user, the added or assigned user). */
const readUser = (model: unknown): AccountUser => readAs(OneAccountUser, model, 'user');

/** A list of users: null is none; entries without an id are dropped. */
const Users = list(AccountUser);
const readUsers = (model: unknown): AccountUser[] => readAs(Users, model, 'users');

/** One customer is required. */
const readCustomer = (model: unknown): Customer => readAs(Customer, model, 'customer');

/** The sales persons: null is none; entries with neither an Id nor a Name are dropped. */
const readSalespersons = (model: unknown): Salesperson[] => readAs(Salespersons, model, 'salespersons');

/** The companies: null is none; entries without an Id are dropped. */
const Companies = list(CompanyChoice);
const readCompanies = (model: unknown): CompanyChoice[] => readAs(Companies, model, 'customers');

/** PUT user/delete's answer: where to go next ('' when none, also for null; checked by the caller). */
const readRedirect = (model: unknown): RedirectAnswer => readAs(RedirectAnswer, model ?? {}, 'answer');

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
  currentCustomerId: (signal?: AbortSignal) => apiGet('customers/current', { read: (m) => readCustomer(m).Id, signal }),
  /** GET customers/{id}: the customer's details. */
  customer: async (id: string, signal?: AbortSignal) =>
    apiGet(`customers/${pathSegment(id)}`, { read: readCustomer, signal }),
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
