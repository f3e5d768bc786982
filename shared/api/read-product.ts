import type { Product } from '../domain/models';
import { asList, type Json } from './http/shape';
import { asObject, asTexts, requireObject, str } from './http/shape-guards';

/** A text field of an optional object, e.g. Brand.Value: the object when its text is text, else none. */
function textPart<K extends string>(value: unknown, key: K, what: string): Record<K, string> | undefined {
  const part = asObject(value, what);
  return part && typeof part[key] === 'string' ? (part as Record<K, string>) : undefined;
}

/** The fields readProduct reads; every other field passes as the server sent it (SPEC 3 types it). */
type ReadFields =
  | 'Id'
  | 'DisplayName'
  | 'Brand'
  | 'SalesUnits'
  | 'QuickSales'
  | 'Related'
  | 'SalesPriceSource'
  | 'Campaigns'
  | 'Markings';

/** `{ Values: [...] }` of sales units or quick sales: an absent or null list is empty. */
const values = <T>(value: unknown, what: string): { Values: T[] } => ({
  Values: asList<T>(asObject(value, what)?.Values, `${what} Values`),
});

/**
 * A product (a row, a tile, the product page), by the shape rule of shape.ts: one is required with its
 * Id; the parts the islands read are always of their kind (DisplayName text, SalesUnits.Values a list,
 * Related.Replacements texts ...). Other fields pass as sent.
 */
export function readProduct(value: unknown, what = 'product'): Product {
  const p: Json = requireObject(value, what);
  const id = typeof p.Id === 'number' ? String(p.Id) : str(p.Id);
  if (!id) throw new TypeError(`wrong shape: ${what} without Id`);
  const related = asObject(p.Related, `${what} Related`);
  return {
    ...(p as Omit<Product, ReadFields>),
    Id: id,
    DisplayName: str(p.DisplayName),
    Brand: textPart(p.Brand, 'Value', `${what} Brand`),
    SalesUnits: values(p.SalesUnits, `${what} SalesUnits`),
    QuickSales: p.QuickSales == null ? undefined : values(p.QuickSales, `${what} QuickSales`),
    Related: related
      ? {
          Replacements: asTexts(related.Replacements, `${what} Replacements`),
          DirectReplacement: str(related.DirectReplacement) || null,
        }
      : undefined,
    SalesPriceSource: textPart(p.SalesPriceSource, 'Text', `${what} SalesPriceSource`) as Product['SalesPriceSource'],
    Campaigns: asList(p.Campaigns, `${what} Campaigns`) as Product['Campaigns'],
    Markings: asTexts(p.Markings, `${what} Markings`),
  };
}

/** A list of products (snapshots, a page of results): entries that cannot be read as a product are dropped. */
export function readProducts(value: unknown, what: string): Product[] {
  return asList(value, what).flatMap((entry) => {
    try {
      return [readProduct(entry, what)];
    } catch {
      return [];
    }
  });
}
