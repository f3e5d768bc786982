/**
 * SPEC 3 Customer and User as the customer information panel reads them (GET customers/current,
 * customers/{id}, customers/{id}/salespersons, GET user, and the users of a customer,
 * docs/server-contract.md). Shared by the rules here and the API module.
 */

/** SPEC 3 User "information": the fields PUT user changes beside the e-mail address. */
export interface UserInformation {
  FirstName: string;
  LastName: string;
  PhoneNumber: string;
  JobTitle: string;
}

export interface AccountUser {
  Id: string;
  EmailAddress: string;
  Information: UserInformation;
  IsPunchOutUser: boolean;
  /** The customers (companies) the user belongs to, when the server says; [] when it does not. */
  CustomerIds: string[];
}

export interface CustomerAddress {
  Street: string;
  PostalCode: string;
  City: string;
  Country: string;
}

export interface CustomerDetails {
  Id: string;
  Name: string;
  Address: CustomerAddress | null;
  PhoneNumber: string;
  EmailAddress: string;
}

/** One of the customer's sales persons (SPEC 3: the sales-person list with its ConsultantType). */
export interface Salesperson {
  Id: string;
  Name: string;
  Title: string;
  ConsultantType: string;
  EmailAddress: string;
  PhoneNumber: string;
  ImageUrl: string;
}

/** A company the current user may assign a user to (an entry of GET customers). */
export interface CompanyChoice {
  Id: string;
  Name: string;
}
