import type { Paginated } from '../domain/models';
import { readProducts } from './read-product';
import { asObject, num } from './http/shape-guards';

/**
 * One page of products (SPEC 3 Paginated results), read by the shape rule of shape.ts: a page may be
 * empty, so null or absent is the empty first page; a list or a scalar throws; entries that are not
 * products are dropped.
 */
export function readProductPage<T>(value: unknown, what: string): Paginated<T> {
  const page = asObject(value, what) ?? {};
  const results = readProducts(page.PageOfResults, `${what} PageOfResults`) as T[];
  const total = num(page.TotalResults, results.length);
  return {
    ...page,
    TotalResults: total,
    PageNumber: num(page.PageNumber, 1),
    CurrentPage: num(page.CurrentPage, 1),
    TotalPages: num(page.TotalPages, total > 0 ? 1 : 0),
    PageOfResults: results,
  };
}
