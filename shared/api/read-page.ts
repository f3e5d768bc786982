import { ProductPage } from '../domain/catalogue/models';
import { readAs } from './http/shape';

/**
 * One page of products by its declaration (shared/domain/models.ts): a page may be empty, so null or absent
 * is the empty first page; a list or a scalar throws; entries that are not products are dropped.
 */
export const readProductPage = (value: unknown, what: string): ProductPage => readAs(ProductPage, value ?? {}, what);
