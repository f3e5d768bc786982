/**
 * The supplier panel's entities (SPEC 6, SPEC 7 GET customers and PUT auth/changecustomer), declared once as
 * schemas: the types are inferred, and supplier-api.ts reads the answers with them (issue #33).
 */
import * as v from 'valibot';
import { id, part, text } from '../../lib/schema';

/**
 * A customer a supplier user may act for (SPEC 7 GET customers): the fields the panel shows. One without an
 * Id is dropped from the list; its city is its address's ('' when it has none).
 */
export const SupplierCustomer = v.pipe(
  v.object({ Id: id, Name: text, Address: part({ City: text }) }),
  v.transform((c) => ({ Id: c.Id, Name: c.Name, City: c.Address.City })),
);
export type SupplierCustomer = v.InferOutput<typeof SupplierCustomer>;

/** The change-customer answer: where the server wants the page to go next ('' when it names nothing). */
export const ChangeCustomerAnswer = v.pipe(
  v.object({ RedirectUrl: text }),
  v.transform((a) => a.RedirectUrl),
);
