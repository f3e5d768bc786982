import { Customer } from '../domain/account/models';
import { apiGet } from './http/client';
import { readAs } from './http/shape';

/**
 * The current customer, by its declaration (shared/domain/account/models.ts): one is required; the
 * reference rule is a boolean (false unless the server says true).
 */
const readCustomer = (model: unknown): Customer => readAs(Customer, model, 'customer');

/** SPEC section 7, Customer and user. */
export const customersApi = {
  current: () => apiGet('customers/current', { read: readCustomer }),
};
