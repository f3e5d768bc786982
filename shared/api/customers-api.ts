import { apiGet } from './client';

/** SPEC section 3 Customer: the fields the islands read. */
export interface Customer {
  Id: string;
  Name?: string;
  /** The customer's orders must carry an order reference (SPEC 5; punch-out users are exempt). */
  RequireOrderReference: boolean;
}

/** SPEC section 7, Customer and user. */
export const customersApi = {
  current: () => apiGet<Customer>('customers/current'),
};
