import { Product } from '../domain/models';
import { list } from '../lib/schema';
import { readAs } from './http/shape';

/**
 * A product (a row, a tile, the product page), by its declaration (shared/domain/models.ts): one is
 * required with its Id; the parts the islands read are always of their kind (DisplayName text,
 * SalesUnits.Values a list, Related.Replacements texts ...).
 */
export const readProduct = (value: unknown, what = 'product'): Product => readAs(Product, value, what);

const products = list(Product);

/** A list of products (snapshots, a page of results): null is none; entries that cannot be read as a product are dropped. */
export const readProducts = (value: unknown, what: string): Product[] => readAs(products, value, what);
