import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import {
  activeFilters,
  clearedFilters,
  withPage,
  withSort,
  type ListingFilters,
  type SearchState,
} from '../../../domain/catalogue/search-state';
import { knownSort, type SortOption } from '../../../domain/user-settings/default-sort';
import { $pageContext } from '../../../context/page-context';
import { addWidgetResources } from '../../../i18n/i18n';
import { $basketLoad } from '../../../stores/basket/basket';
import { adoptStyles } from '../../primitives/adopt-styles';
import css from './catalogue-search.css?inline';
import { CATALOGUE_SEARCH_NS, texts } from './texts';
import { useAvailabilityReset } from './use-availability-reset';
import { useSearchLocation } from './use-search-location';
import { useUserSettings } from './use-user-settings';

/**
 * A catalogue listing's state and the buyer's moves (the search page's, the category page's): the state in
 * the address (Back, Forward and reload restore it), the sort (the address's, else the user's saved default,
 * null while it is read), the SPEC 4 availability reset, and the results' heading that paging moves focus to.
 */
export function useCatalogueListing(filters: ListingFilters) {
  // The listing's parts (and the heading's class) are styled and worded by these, added once per page.
  adoptStyles('wsh-catalogue-search', css);
  addWidgetResources(CATALOGUE_SEARCH_NS, texts);
  const { paginationQueryKey } = useStore($pageContext);
  // The rows' quantities and the snapshots' delivery date come from the basket: reading its load state loads it (once per page).
  useStore($basketLoad);
  const { state, navigate, hrefFor } = useSearchLocation(paginationQueryKey);
  const { defaultSort, priceDisplayMode, saveDefaultSort } = useUserSettings();
  const sort: SortOption | null = state.sort ? knownSort(state.sort) : defaultSort;
  const filtered = activeFilters(state, filters) > 0;
  const availability = useAvailabilityReset(filtered, () =>
    navigate(clearedFilters(state, filters), { replace: true }),
  );
  const headingRef = useRef<HTMLHeadingElement>(null);

  /** A change the buyer made: a new history entry, and the availability notice has been read. */
  const go = (next: SearchState) => {
    availability.dismissWarning();
    navigate(next);
  };
  const goToPage = (page: number) => {
    go(withPage(state, page));
    // The new page's rows replace the ones the buyer was at: start reading from the results' heading.
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  };
  const chooseSort = (next: SortOption) => {
    go(withSort(state, next));
    void saveDefaultSort(next);
  };

  return {
    state,
    filters,
    filtered,
    go,
    hrefFor,
    sort,
    priceDisplayMode,
    availability,
    headingRef,
    goToPage,
    chooseSort,
  };
}

export type CatalogueListingState = ReturnType<typeof useCatalogueListing>;
