import { parseBrandList } from '../domain/brands/brand-list';
import { apiGet } from './http/client';
import { BrandLogo, BrandOfProducts, BrandProducts, type Brand } from '../domain/brands/models';
import { list } from '../lib/schema';
import { readAs, wrong } from './http/shape';
import { pathSegment } from './http/path-segment';
import { noneIfNotFound } from './http/not-found';

/**
 * The brand list, by its declaration (shared/domain/models.ts): null is no brands; SPEC 3 lets it arrive as
 * a JSON string or an array (parseBrandList drops entries without Id and NavigationTitle); anything else throws.
 */
function readBrandList(model: unknown): Brand[] {
  if (model !== null && model !== undefined && typeof model !== 'string' && !Array.isArray(model))
    throw wrong('brands', 'a list');
  return parseBrandList(model);
}

const logos = list(BrandLogo);

/** Logos: null is none; entries without a text Id and NormalUrl are dropped. */
const readLogos = (model: unknown): BrandLogo[] => readAs(logos, model, 'brand logos');

/** SPEC section 7: brands, brand logos and a brand's products. */
export const brandsApi = {
  /** The brand list; the server may send it as a JSON string or an array. */
  list: () => apiGet('brands', { read: readBrandList }),
  logos: (supplierOrBrandId?: string) =>
    apiGet('logos/brands', { searchParams: { supplierOrBrandId }, read: readLogos }),
  /**
   * One brand, without the brand list SPEC 7 does not name: the brand's products search answers `Brand` beside
   * its Page (server contract), asked for one product. Null when the server has no such brand (404 or no Brand).
   */
  brand: async (id: string) =>
    noneIfNotFound(
      apiGet(`brands/${pathSegment(id)}/products/search`, {
        searchParams: { page: 1, pageSize: 1 },
        read: (m): Brand | null =>
          parseBrandList([readAs(BrandOfProducts, m ?? {}, 'brand products').Brand])[0] ?? null,
      }),
    ),
  /** A page of the brand's products: null is an empty page. */
  products: async (id: string, opts: { tileIndex?: number; page?: number } = {}) =>
    apiGet(`brands/${pathSegment(id)}/products/search`, {
      searchParams: opts,
      read: (m): BrandProducts => readAs(BrandProducts, m ?? {}, 'brand products'),
    }),
};
