import { useCallback, useEffect, useState } from 'react';
import type { Product } from '../../shared/domain/models';
import { loadProductOrNull, ProductLoadError } from '../../shared/api/product-load';
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

/**
 * Loads every replacement of the product with GET catalog/products/{id}, side by side. Runs again when
 * the product object changes (a reload for a new delivery date), so their deliverability follows.
 */
export function useReplacements(product: Product) {
  const [state, setState] = useState<ReplacementsState>({ loading: true, items: [], error: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const wanted = replacementIds(product);
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    Promise.allSettled(wanted.map((r) => loadProductOrNull(r.id))).then((results) => {
      if (!live) return;
      const items: Replacement[] = [];
      let error: string | null = null;
      results.forEach((result, i) => {
        if (result.status === 'fulfilled') {
          if (result.value) items.push({ product: result.value, direct: wanted[i]!.direct });
        } else if (result.reason instanceof ProductLoadError) {
          error ??= result.reason.message;
        }
      });
      setState({ loading: false, items, error });
    });
    return () => {
      live = false;
    };
  }, [product, attempt]);

  return { state, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
