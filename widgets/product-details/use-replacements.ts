import type { Product } from '../../shared/domain/models';
import { loadProductOrNull, ProductLoadError } from '../../shared/api/product-load';
import { createFetcher } from '../../shared/lib/fetcher';
import { useFetcher } from '../../shared/ui/data/use-fetcher';
import { replacementIds } from './availability';

export interface Replacement {
  product: Product;
  direct: boolean;
}

export interface ReplacementsState {
  loading: boolean;
  /** The replacements that loaded, direct first; those answering 404 are left out (SPEC 8). */
  items: Replacement[];
  /** Set when a load failed otherwise: the server's Message, '' when it sent none. */
  error: string | null;
}

type Loaded = Omit<ReplacementsState, 'loading'>;
type Key = { wanted: { id: string; direct: boolean }[]; product: number };

/** GET catalog/products/{id} for every replacement, side by side; the ones that loaded are kept while they load again. */
const replacements = createFetcher({
  fetch: ({ wanted }: Key) =>
    Promise.allSettled(wanted.map((r) => loadProductOrNull(r.id))).then((results) => {
      const loaded: Loaded = { items: [], error: null };
      results.forEach((result, i) => {
        if (result.status === 'fulfilled') {
          if (result.value) loaded.items.push({ product: result.value, direct: wanted[i]!.direct });
        } else if (result.reason instanceof ProductLoadError) {
          loaded.error ??= result.reason.message;
        }
      });
      return loaded;
    }),
  keep: () => true,
});

/** Each product object the island is given counts as new: a reload for a new delivery date asks again. */
const revisions = new WeakMap<Product, number>();
let revision = 0;
function revisionOf(product: Product): number {
  if (!revisions.has(product)) revisions.set(product, ++revision);
  return revisions.get(product)!;
}

/**
 * Loads every replacement of the product with GET catalog/products/{id}, side by side. Runs again when
 * the product object changes (a reload for a new delivery date), so their deliverability follows.
 */
export function useReplacements(product: Product) {
  const { status, data, retry } = useFetcher(replacements, product, (p): Key => ({
    wanted: replacementIds(p),
    product: revisionOf(p),
  }));
  const state: ReplacementsState =
    status === 'ready' && data ? { loading: false, ...data } : { loading: true, items: data?.items ?? [], error: null };
  return { state, retry };
}
