import { newestFirst } from '../../lib/newest-first';
import type { CustomerCase } from './models';

/**
 * The customer's latest cases as the list shows them: newest created first (SPEC 7 GET customer-cases/latest
 * names no order, so the client does not rely on the server's), cases of the same moment in the server's
 * order, and cases whose creation date cannot be read last.
 */
export const latestCasesFirst = (cases: readonly CustomerCase[]): CustomerCase[] =>
  newestFirst(cases, (c) => c.Created);
