/** SPEC 2 impersonation panel: what the staff member searches for. */
export type SearchMode = 'customer' | 'user';

/** A customer found by GET impersonation/findCustomers (or listed by GET impersonation). */
export interface ImpersonationCustomer {
  Id: string;
  Name: string;
  City: string;
  IsPunchOut: boolean;
}

/** A user found by GET impersonation or listed by GET impersonation/byCustomer (SPEC 3 User). */
export interface ImpersonationUser {
  Id: string;
  EmailAddress: string;
  Name: string;
  CustomerId: string;
  IsPunchOutUser: boolean;
}

/** A punch-out single sign-on of a punch-out user (GET impersonation/findPunchOutSingleSignOns). */
export interface SingleSignOn {
  Id: string;
  Name: string;
}

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
