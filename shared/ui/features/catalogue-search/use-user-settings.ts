import { useStore } from '@nanostores/react';
import { useCallback, useRef } from 'react';
import { priceDisplayModeOf } from '../../../domain/catalogue/product-list';
import { $pageContext } from '../../../context/page-context';
import { $userSettings, saveUserSettings } from '../../../stores/user-settings';
import { DEFAULT_SORT, knownSort, type SortOption } from '../../../domain/user-settings/default-sort';

/**
 * What the search page needs of the user's settings (SPEC 7: GET user/settings): the default sort,
 * null until known, and the price display mode for the rows. Anonymous visitors have no settings, and
 * a failed read falls back to Relevance too, so the search never waits on the settings for long.
 */
export function useUserSettings() {
  const { isAuthenticated } = useStore($pageContext);
  const { status, data } = useStore($userSettings);
  const known =
    !isAuthenticated || status === 'error' ? DEFAULT_SORT : data ? knownSort(data.Settings.DefaultSort) : null;
  // The default as the page opened with it, kept: choosing a sort saves it as the new default, but the
  // entries of this tab's history that name no sort (Back to page 2 of the earlier search) must come
  // back as they were shown, not re-sorted by the default saved since. The next page load uses the new one.
  const opened = useRef<SortOption | null>(null);
  if (opened.current === null) opened.current = known;
  const defaultSort = opened.current;

  /**
   * SPEC 7: the chosen sort is saved as the default (PUT user/settings) through the one settings store, so
   * a settings widget on the page shows it at once. A failed save rolls the default back there, and the
   * exception notice tells the user (SPEC 8); the sort itself still applies to this search (it is in the address).
   */
  const saveDefaultSort = useCallback(
    async (sort: SortOption) => {
      if (isAuthenticated) await saveUserSettings({ DefaultSort: sort });
    },
    [isAuthenticated],
  );

  return { defaultSort, priceDisplayMode: priceDisplayModeOf(data?.Settings.PriceDisplayMode), saveDefaultSort };
}
