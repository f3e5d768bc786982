import { Customer } from '../domain/account/models';
import { apiGet } from './http/client';
import { takeEarly } from './http/early-reads';
import { readAs } from './http/shape';

/**
 * The current customer, by its declaration (shared/domain/account/models.ts): one is required; the
 * reference rule is a boolean (false unless the server says true).
 */
const readCustomer = (model: unknown): Customer => readAs(Customer, model, 'customer');

/** SPEC section 7, Customer and user. */
export const customersApi = {
  /** The read the core started for an eager checkout (http/early-reads.ts), once; else a new one. */
  current: () => takeEarly('customers/current', readCustomer) ?? apiGet('customers/current', { read: readCustomer }),
};
