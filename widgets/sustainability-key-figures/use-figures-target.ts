import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useState } from 'react';
import type { Basket } from '../../shared/domain/models';
import type { KeyFiguresSource } from '../../shared/domain/sustainability/models';
import { on } from '../../shared/events/bus';
import { $basket, $basketState, retryBasketLoad } from '../../shared/stores/basket/basket';
import { ORDER_ID_QUERY_KEY } from './meta';

/**
 * Whose figures to show. `revision` changes whenever the basket's content may have changed, so the
 * figures are asked for again; it is 0 for an order (an order does not change).
 */
export type FiguresTarget =
  | { status: 'ready'; id: string; revision: unknown }
  | { status: 'missing' }
  | { status: 'basket-loading' }
  | { status: 'basket-error'; retry: () => void };

export function useFiguresTarget(source: KeyFiguresSource, idProp: string | undefined): FiguresTarget {
  const given = idProp?.trim() || undefined;
  const current = useCurrentBasket(source === 'basket' && !given);
  const revision = useBasketRevision(source === 'basket' ? given : undefined);
  // Read once: the receipt page's address names its order; later address changes belong to others.
  const [queryId] = useState(() => new URLSearchParams(location.search).get(ORDER_ID_QUERY_KEY)?.trim() || undefined);

  if (source === 'order') {
    const id = given ?? queryId;
    return id ? { status: 'ready', id, revision: 0 } : { status: 'missing' };
  }
  if (given) return { status: 'ready', id: given, revision };
  return current;
}

/** What a panel for an order or a given basket reads instead: reading $basket would load the current basket. */
const $noBasket = atom<Basket | null>(null);

/** The current basket (reading it loads it, once per page); every new basket object is a new revision. */
function useCurrentBasket(active: boolean): FiguresTarget {
  const basket = useStore(active ? $basket : $noBasket);
  const state = useStore($basketState);
  if (basket) return { status: 'ready', id: basket.Id, revision: basket };
  if (state === 'error') return { status: 'basket-error', retry: retryBasketLoad };
  return { status: 'basket-loading' };
}

/** A basket given by id follows its own changes through the bus. */
function useBasketRevision(basketId: string | undefined): number {
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    if (!basketId) return undefined;
    return on('basketChanged', (detail) => {
      if (detail.basketId === basketId) setRevision((n) => n + 1);
    });
  }, [basketId]);
  return revision;
}
