import { useEffect, useState } from 'react';
import { brandsApi } from '../../shared/api/brands-api';
import type { Paginated, ProductBasic } from '../../shared/domain/models';

export type ProductsState = { status: 'loading' | 'error'; page: Paginated<ProductBasic> | null } | { status: 'ready'; page: Paginated<ProductBasic> };

/** One page of the brand's products (SPEC 7: the answer's Page). The last page stays shown while the next loads. */
export function useBrandProducts(id: string, tileIndex: number, page: number | null): ProductsState & { retry(): void } {
  const [state, setState] = useState<ProductsState>({ status: 'loading', page: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (page === null) return;
    let live = true;
    setState((s) => ({ status: 'loading', page: s.page }));
    brandsApi.products(id, { tileIndex, page }).then(
      (answer) => live && setState({ status: 'ready', page: answer.Page }),
      () => live && setState((s) => ({ status: 'error', page: s.page })),
    );
    return () => {
      live = false;
    };
  }, [id, tileIndex, page, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
