import { CustomerCase } from '../domain/customer-cases/models';
import { list } from '../lib/schema';
import { apiGet } from './http/client';
import { readAs } from './http/shape';

/**
 * The latest cases, by their declaration (shared/domain/customer-cases/models.ts): null is none; entries
 * that do not match (a scalar, a case whose Products is not a list) are dropped; an answer that is not a
 * list throws (the list shows its error with a retry).
 */
const Cases = list(CustomerCase);
const readCases = (model: unknown): CustomerCase[] => readAs(Cases, model, 'customer cases');

/** SPEC 7 Accounting: GET customer-cases/latest. */
export const customerCasesApi = {
  latest: (signal?: AbortSignal) => apiGet('customer-cases/latest', { read: readCases, signal }),
};
