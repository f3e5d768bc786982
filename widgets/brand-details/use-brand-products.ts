import { brandsApi } from '../../shared/api/brands-api';
import type { Paginated, ProductBasic } from '../../shared/domain/models';
import { createFetcher } from '../../shared/lib/fetcher';
import { useFetcher } from '../../shared/ui/data/use-fetcher';

export type ProductsState =
  | { status: 'loading' | 'error'; page: Paginated<ProductBasic> | null }
  | { status: 'ready'; page: Paginated<ProductBasic> };

type Key = { id: string; tileIndex: number; page: number };

/** One page of the brand's products (SPEC 7: the answer's Page). The last page stays shown while the next loads. */
const brandProducts = createFetcher({
  fetch: ({ id, tileIndex, page }: Key) => brandsApi.products(id, { tileIndex, page }).then((answer) => answer.Page),
  keep: () => true,
});

export function useBrandProducts(
  id: string,
  tileIndex: number,
  page: number | null,
): ProductsState & { retry(): void } {
  const { status, data, retry } = useFetcher(brandProducts, { id, tileIndex, page }, (key) =>
    key.page === null ? undefined : { ...key, page: key.page },
  );
  return status === 'ready' || status === 'empty'
    ? { status: 'ready', page: data, retry }
    : { status, page: data ?? null, retry };
}
