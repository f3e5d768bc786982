import { useEffect, useState } from 'react';
import { brandsApi } from '../../shared/api/brands-api';
import type { Brand } from '../../shared/domain/models';
import { attachLogos, logoKey, parseBrandList } from '../../shared/domain/brands/brand-list';

export type BrandState = { status: 'loading' } | { status: 'error' } | { status: 'missing' } | { status: 'ready'; brand: Brand };

/** The brand named by its Id, BrandId, or SupplierId (for brands without a BrandId), with its logo. */
export function useBrand(id: string): BrandState & { retry(): void } {
  const [state, setState] = useState<BrandState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    brandsApi
      .list()
      .then(async (raw) => {
        const brand = parseBrandList(raw).find((b) => b.Id === id || logoKey(b) === id);
        if (!brand) return live && setState({ status: 'missing' });
        const logos = await brandsApi.logos(logoKey(brand)).catch(() => []);
        if (live) setState({ status: 'ready', brand: attachLogos([brand], logos)[0] ?? brand });
      })
      .catch(() => live && setState({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [id, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
