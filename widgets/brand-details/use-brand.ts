import { brandsApi } from '../../shared/api/brands-api';
import type { Brand } from '../../shared/domain/brands/models';
import { attachLogos, logoKey } from '../../shared/domain/brands/brand-list';
import { createFetcher } from '../../shared/lib/fetcher';
import { useFetcher } from '../../shared/ui/data/use-fetcher';

export type BrandState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'missing' }
  | { status: 'ready'; brand: Brand };

/**
 * The brand named by its Id, BrandId, or SupplierId (for brands without a BrandId), with its logo; null when there
 * is none. One brand is asked for, not the brand list (GET brands is not in SPEC 7).
 */
const brandById = createFetcher({
  fetch: async (id: string): Promise<Brand | null> => {
    const brand = await brandsApi.brand(id);
    if (!brand) return null;
    const logos = await brandsApi.logos(logoKey(brand)).catch(() => []);
    return attachLogos([brand], logos)[0] ?? brand;
  },
  empty: (brand) => brand === null,
});

export function useBrand(id: string): BrandState & { retry(): void } {
  const { status, data, retry } = useFetcher(brandById, id, (brand) => brand);
  if (status === 'loading' || status === 'error') return { status, retry };
  return data ? { status: 'ready', brand: data, retry } : { status: 'missing', retry };
}
