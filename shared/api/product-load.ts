import { catalogApi } from './catalog-api';
import { isApiAbortError, isApiHttpError, isNotFoundError } from './http/errors';
import type { Product } from '../domain/models';

/**
 * A product or replacement load that failed for another reason than a 404 (SPEC 8: "other errors
 * rethrown with Message"). `message` is the server's Message, '' when it sent none (no answer, or an
 * answer without one), so the caller can fall back to its own text.
 */
export class ProductLoadError extends Error {
  constructor(
    readonly productId: string,
    message: string,
    cause: unknown,
  ) {
    super(message, { cause });
    this.name = 'ProductLoadError';
  }
}

/**
 * SPEC 8, product detail and replacement loads: GET catalog/products/{id}, where a 404 is ignored (the
 * product is gone: null, and the API client raises no exception event for it) and any other failure
 * is rethrown as a ProductLoadError carrying the server's Message. An aborted request stays an abort.
 */
export async function loadProductOrNull(id: string): Promise<Product | null> {
  try {
    return await catalogApi.product(id);
  } catch (error) {
    if (isNotFoundError(error)) return null;
    if (isApiAbortError(error)) throw error;
    throw new ProductLoadError(id, isApiHttpError(error) ? error.serverMessage : '', error);
  }
}
