import { brandsApi } from '../../shared/api/brands-api';
import type { Brand } from '../../shared/domain/brands/models';
import { attachLogos, parseBrandList } from '../../shared/domain/brands/brand-list';
import { createFetcher } from '../../shared/lib/fetcher';
import { useFetcher } from '../../shared/ui/data/use-fetcher';

export type BrandsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; brands: Brand[] };

/**
 * The brands to show: the CMS's list when given (JSON string or array), else GET brands; then the
 * logos from GET logos/brands. A failed logo call still shows the brands (tiles without logos).
 */
const brands = createFetcher({
  fetch: ({ given }: { given: string | unknown[] | undefined }) => {
    const list = given !== undefined ? Promise.resolve(parseBrandList(given)) : brandsApi.list().then(parseBrandList);
    const logos = brandsApi.logos().catch(() => []);
    return Promise.all([list, logos]).then(([found, withLogos]) => attachLogos(found, withLogos));
  },
});

export function useBrands(given: string | unknown[] | undefined): BrandsState & { retry(): void } {
  const { status, data, retry } = useFetcher(brands, given, (list) => ({ given: list }));
  return status === 'loading' || status === 'error' ? { status, retry } : { status: 'ready', brands: data, retry };
}
