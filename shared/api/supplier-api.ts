import { ChangeCustomerAnswer, SupplierCustomer } from '../domain/supplier/models';
import { list } from '../lib/schema';
import { apiGet, apiPut } from './http/client';
import { isRecord, readAs } from './http/shape';

/** The customers: null is none; entries without an Id are dropped. */
const SupplierCustomers = list(SupplierCustomer);
const readCustomers = (model: unknown): SupplierCustomer[] => readAs(SupplierCustomers, model, 'customers');

/**
 * The change-customer answer: anything but an object names nothing (''). Lenient on purpose: the call
 * succeeded, so the server acts for the new customer already, and the page must reload for it (the
 * panel does so without a RedirectUrl) rather than stay on the old customer's page with an error.
 */
const readRedirectUrl = (model: unknown): string =>
  readAs(ChangeCustomerAnswer, isRecord(model) ? model : {}, 'answer');

/** SPEC 7 Customer and user; Auth: PUT auth/changecustomer. */
export const supplierApi = {
  customers: (signal?: AbortSignal) => apiGet('customers', { read: readCustomers, signal }),
  /**
   * Acts for customer `id` from now on; `basketId` null: that customer's own current basket. Resolves
   * with the answer's RedirectUrl ('' when none): where the server wants the page to go next. An auth
   * call, so it carries the validation group `login` as every auth call does (auth-api.ts): the panel
   * shows a failure's Message in place (SPEC 8), and no exception notice repeats it.
   */
  changeCustomer: (id: string, basketId: string | null) =>
    apiPut('auth/changecustomer', { id, basketId }, { validationGroup: 'login', read: readRedirectUrl }),
};
