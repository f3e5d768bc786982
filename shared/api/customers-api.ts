import { apiGet } from './http/client';
import { requireObject, str } from './http/shape-guards';

/** SPEC section 3 Customer: the fields the islands read. */
export interface Customer {
  Id: string;
  Name?: string;
  /** The customer's orders must carry an order reference (SPEC 5; punch-out users are exempt). */
  RequireOrderReference: boolean;
}

/** The current customer, by the shape rule of shape.ts: one is required; the reference rule is a boolean. */
function readCustomer(model: unknown): Customer {
  const c = requireObject(model, 'customer');
  return {
    ...c,
    Id: str(c.Id, String(c.Id ?? '')),
    Name: str(c.Name) || undefined,
    RequireOrderReference: c.RequireOrderReference === true,
  };
}

/** SPEC section 7, Customer and user. */
export const customersApi = {
  current: () => apiGet('customers/current', { read: readCustomer }),
};
