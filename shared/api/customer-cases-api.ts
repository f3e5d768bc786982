import type { CustomerCase, CustomerCaseProduct } from '../domain/customer-cases/models';
import { apiGet } from './http/client';
import { asList, type Json } from './http/shape';
import { str } from './http/shape-guards';

/** An id the server may send as a number, as text; '' when it is neither. */
const idText = (value: unknown): string => (typeof value === 'number' ? String(value) : str(value));

const readProduct = (p: Json): CustomerCaseProduct => ({
  ItemNumber: idText(p.ItemNumber),
  ItemName: str(p.ItemName),
  Quantity: typeof p.Quantity === 'number' && Number.isFinite(p.Quantity) ? p.Quantity : null,
  Cause: str(p.Cause),
});

/**
 * One case, by the shape rule of shape.ts: every part of its kind ('' for a missing text); Products null or
 * absent is none, a Products that is not a list throws (the list shows its error with a retry).
 */
const readCase = (c: Json): CustomerCase => ({
  Id: idText(c.Id),
  Created: str(c.Created),
  DeliveryDay: str(c.DeliveryDay),
  DeliveryDayText: str(c.DeliveryDayText),
  TimeSpanFrom: str(c.TimeSpanFrom),
  TimeSpanTo: str(c.TimeSpanTo),
  Status: str(c.Status),
  Products: asList(c.Products, 'customer case Products').map(readProduct),
});

/** The latest cases: null is none; entries that are not objects are dropped. */
const readCases = (model: unknown): CustomerCase[] => asList(model, 'customer cases').map(readCase);

/** SPEC 7 Accounting: GET customer-cases/latest. */
export const customerCasesApi = {
  latest: (signal?: AbortSignal) => apiGet('customer-cases/latest', { read: readCases, signal }),
};
