import { apiGet, apiPut } from './http/client';
import { asList, isRecord } from './http/shape';
import { str } from './http/shape-guards';

/** A customer a supplier user may act for (SPEC 7 GET customers): the fields the panel shows. */
export interface SupplierCustomer {
  Id: string;
  Name: string;
  City: string;
}

function readCustomers(model: unknown): SupplierCustomer[] {
  return asList(model, 'customers').flatMap((c) => {
    if (!isRecord(c) || c.Id === undefined || c.Id === null) return [];
    const address = isRecord(c.Address) ? c.Address : {};
    return [{ Id: String(c.Id), Name: str(c.Name), City: str(address.City) }];
  });
}

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
    apiPut(
      'auth/changecustomer',
      { id, basketId },
      { validationGroup: 'login', read: (m) => (isRecord(m) ? str(m.RedirectUrl) : '') },
    ),
};
