import type { BasketUpdate } from '../../shared/domain/basket/basket-update';

/**
 * A basket update without its change versions (each change carries the time it was made, see
 * ProductChange.Version), for tests that check what was sent rather than when.
 */
export function stripVersions<T extends Partial<BasketUpdate>>(update: T): T {
  const { Version: _version, ...rest } = update as BasketUpdate;
  const products = rest.Products?.map(({ Version: _v, ...p }) => p);
  return (products ? { ...rest, Products: products } : rest) as T;
}
