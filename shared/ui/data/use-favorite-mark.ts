import { useCallback, useSyncExternalStore } from 'react';
import { $favoriteMarks } from '../../stores/favorite-lists';

const subscribe = (onChange: () => void) => $favoriteMarks.listen(onChange);

/**
 * Whether the product is on one of the customer's favourite lists: what this page changed ($favoriteMarks),
 * else the product answer's IsOnFavoriteList. A row re-renders only when its own product's mark changes,
 * not when another product is added to a list (a list of 400 rows stays at one re-render).
 */
export function useIsOnFavoriteList(productId: string, fromProduct: boolean | undefined): boolean {
  const mark = useSyncExternalStore(
    subscribe,
    useCallback(() => $favoriteMarks.get()[productId], [productId]),
  );
  return mark ?? fromProduct === true;
}
