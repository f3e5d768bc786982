import { apiGet } from './client';
import type { BrandLogo, Paginated, ProductBasic } from './models';
import { pathSegment } from './path-segment';

/** SPEC section 7: brands, brand logos and a brand's products. */
export const brandsApi = {
  /** The brand list; the server may send it as a JSON string or an array (see parseBrandList). */
  list: () => apiGet<unknown>('brands'),
  logos: (supplierOrBrandId?: string) => apiGet<BrandLogo[]>('logos/brands', { searchParams: { supplierOrBrandId } }),
  products: async (id: string, opts: { tileIndex?: number; page?: number } = {}) =>
    apiGet<{ Page: Paginated<ProductBasic> }>(`brands/${pathSegment(id)}/products/search`, { searchParams: opts }),
};
