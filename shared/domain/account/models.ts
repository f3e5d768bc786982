/**
 * SPEC 3 Customer and User as the islands read them (GET customers/current, customers/{id},
 * customers/{id}/salespersons, GET customers, GET user, and the users of a customer,
 * docs/server-contract.md), each declared once as a schema: its type is inferred from it and
 * shared/api/account-api.ts and customers-api.ts read answers with it (issue #33). A part of the wrong kind
 * reads as empty; an entry of a list without its id is dropped.
 */
import * as v from 'valibot';
import { code, flag, id, list, part, text } from '../../lib/schema';

/** SPEC 3 User "information": the fields PUT user changes beside the e-mail address. */
export const UserInformation = v.object({ FirstName: text, LastName: text, PhoneNumber: text, JobTitle: text });
export type UserInformation = v.InferOutput<typeof UserInformation>;

/** A user of the customer's list: one without an Id is dropped. */
export const AccountUser = v.object({
  Id: id,
  EmailAddress: text,
  Information: part(UserInformation.entries),
  IsPunchOutUser: flag,
  /** The customers (companies) the user belongs to, when the server says; [] when it does not. */
  CustomerIds: list(v.string()),
});
export type AccountUser = v.InferOutput<typeof AccountUser>;

/** One user where one is required (GET user, PUT user, the added or assigned user): its Id may be absent (''). */
export const OneAccountUser = v.object({ ...AccountUser.entries, Id: code });

export const CustomerAddress = v.object({ Street: text, PostalCode: text, City: text, Country: text });
export type CustomerAddress = v.InferOutput<typeof CustomerAddress>;

/**
 * SPEC 3 Customer (GET customers/current, customers/{id}): one is required, its fields may be absent. No
 * address (absent, null or of another kind) is null.
 */
export const Customer = v.object({
  Id: code,
  Name: text,
  Address: v.fallback(v.nullable(CustomerAddress), null),
  PhoneNumber: text,
  EmailAddress: text,
  /** The customer's orders must carry an order reference (SPEC 5; punch-out users are exempt). */
  RequireOrderReference: flag,
});
export type Customer = v.InferOutput<typeof Customer>;

/** One of the customer's sales persons (SPEC 3: the sales-person list with its ConsultantType). */
export const Salesperson = v.object({
  Id: code,
  Name: text,
  Title: text,
  ConsultantType: text,
  EmailAddress: text,
  PhoneNumber: text,
  ImageUrl: text,
});
export type Salesperson = v.InferOutput<typeof Salesperson>;

/** The sales persons: null is none; one with neither an Id nor a Name is dropped. */
export const Salespersons = v.pipe(
  list(Salesperson),
  v.transform((people) => people.filter((person) => person.Id !== '' || person.Name !== '')),
);

/** A company the current user may assign a user to (an entry of GET customers): one without an Id is dropped. */
export const CompanyChoice = v.object({ Id: id, Name: text });
export type CompanyChoice = v.InferOutput<typeof CompanyChoice>;
