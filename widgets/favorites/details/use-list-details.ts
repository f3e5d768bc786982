import { useCallback, useState } from 'react';
import { favoritesApi } from '../../../shared/api/favorites-api';
import { isListSort, type FavoriteListDetails } from '../../../shared/domain/favorites/models';
import { createFetcher } from '../../../shared/lib/fetcher';
import { useFetcher } from '../../../shared/ui/data/use-fetcher';

interface DetailsKey {
  id: string;
  query: string;
  sort: string;
  /** Bumped after a change made here (add, remove): the list is read again. */
  version: number;
}

/**
 * GET favorites/{id}/full with the search text and sort (SPEC 7: "Details are fetched with query and sort").
 * The list shown stays while another search, sort or re-read of the same list loads.
 */
const fetchDetails = createFetcher<DetailsKey, FavoriteListDetails>({
  fetch: ({ id, query, sort }, signal) => favoritesApi.full(id, { query, sort: isListSort(sort) ? sort : '', signal }),
  keep: (next, previous) => next.id === previous.id,
});

/** The list of the screen, its load state, and `reload` for after a change. */
export function useListDetails(id: string, query = '', sort = '') {
  const [version, setVersion] = useState(0);
  const state = useFetcher(fetchDetails, { id, query, sort, version }, (key) => key);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
