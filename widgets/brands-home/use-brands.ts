import { useEffect, useState } from 'react';
import { brandsApi } from '../../shared/api/brands-api';
import type { Brand } from '../../shared/domain/models';
import { attachLogos, parseBrandList } from '../../shared/domain/brands/brand-list';

export type BrandsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; brands: Brand[] };

/**
 * The brands to show: the CMS's list when given (JSON string or array), else GET brands; then the
 * logos from GET logos/brands. A failed logo call still shows the brands (tiles without logos).
 */
export function useBrands(given: string | unknown[] | undefined): BrandsState & { retry(): void } {
  const [state, setState] = useState<BrandsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    const list = given !== undefined ? Promise.resolve(parseBrandList(given)) : brandsApi.list().then(parseBrandList);
    const logos = brandsApi.logos().catch(() => []);
    Promise.all([list, logos]).then(
      ([brands, found]) => live && setState({ status: 'ready', brands: attachLogos(brands, found) }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [typeof given === 'string' ? given : JSON.stringify(given), attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
