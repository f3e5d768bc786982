/**
 * The impersonation panel's entities (SPEC 2, 3 User, SPEC 7 Impersonation), the answers declared once as
 * schemas: the types are inferred, and impersonation-api.ts reads every answer with them (issue #33).
 */
import * as v from 'valibot';
import { code, flag, id, list, opt, part, text } from '../../lib/schema';

/** SPEC 2 impersonation panel: what the staff member searches for. */
export type SearchMode = 'customer' | 'user';

/**
 * A customer found by GET impersonation/findCustomers (or listed by GET impersonation); one without an Id
 * is dropped, one without a Name shows its Id.
 */
export const ImpersonationCustomer = v.pipe(
  v.object({ Id: id, Name: opt(v.string()), City: text, IsPunchOut: flag }),
  v.transform((c) => ({ ...c, Name: c.Name ?? c.Id })),
);
export type ImpersonationCustomer = v.InferOutput<typeof ImpersonationCustomer>;

/**
 * A user found by GET impersonation or listed by GET impersonation/byCustomer (SPEC 3 User). Begin needs
 * the e-mail address: a user without one (or without an Id) cannot be acted as, so it is dropped; one
 * without a Name shows its e-mail address.
 */
export const ImpersonationUser = v.pipe(
  v.object({
    Id: id,
    EmailAddress: v.pipe(v.string(), v.nonEmpty()),
    Name: opt(v.string()),
    CustomerId: code,
    IsPunchOutUser: flag,
  }),
  v.transform((u) => ({ ...u, Name: u.Name ?? u.EmailAddress })),
);
export type ImpersonationUser = v.InferOutput<typeof ImpersonationUser>;

/**
 * GET impersonation's answer: the users (and customers) found, and the location the server places the
 * staff member in. Null is nothing found; either list may be absent.
 */
export const UserSearchAnswer = v.pipe(
  v.object({ Customers: list(ImpersonationCustomer), Users: list(ImpersonationUser), LocationId: code }),
  v.transform((a) => ({ customers: a.Customers, users: a.Users, locationId: a.LocationId })),
);
export type UserSearchAnswer = v.InferOutput<typeof UserSearchAnswer>;

/**
 * A punch-out single sign-on of a punch-out user (GET impersonation/findPunchOutSingleSignOns); one
 * without an Id is dropped, one without a Name shows its Id.
 */
export const SingleSignOn = v.pipe(
  v.object({ Id: id, Name: opt(v.string()) }),
  v.transform((s) => ({ Id: s.Id, Name: s.Name ?? s.Id })),
);
export type SingleSignOn = v.InferOutput<typeof SingleSignOn>;

/** A begin or end answer (SPEC 7): where to go next, or the punch-out form to post ('' when not named). */
export const ImpersonationTarget = v.pipe(
  v.object({ Redirect: text, HtmlForm: text }),
  v.transform((a) => ({ redirect: a.Redirect, htmlForm: a.HtmlForm })),
);
/** The answer with whether the envelope's tracker script ran (a redirect then waits for it). */
export type ImpersonationAnswer = v.InferOutput<typeof ImpersonationTarget> & { trackerScriptRan: boolean };

/**
 * GET user, read for the impersonation banner: whether a staff member acts for this user, and who it is.
 * The user is required; its Customer may be absent.
 */
export const ActingFor = v.pipe(
  v.object({ IsImpersonated: flag, Name: text, EmailAddress: text, Customer: part({ Name: text }) }),
  v.transform((u) => ({
    impersonated: u.IsImpersonated,
    name: u.Name,
    emailAddress: u.EmailAddress,
    customerName: u.Customer.Name,
  })),
);
export type ActingFor = v.InferOutput<typeof ActingFor>;

/** SPEC 3 Impersonation begin payload; '' where the target names none. */
export interface BeginPayload {
  EmailAddress: string;
  CustomerId: string;
  PunchOutSingleSignOnId: string;
}

/** Who the staff member starts acting as: a whole customer, one of its users, or a user's single sign-on. */
export type BeginTarget =
  | { kind: 'customer'; customer: ImpersonationCustomer }
  | { kind: 'user'; user: ImpersonationUser; customerId: string }
  | { kind: 'single-sign-on'; user: ImpersonationUser; customerId: string; singleSignOn: SingleSignOn };
