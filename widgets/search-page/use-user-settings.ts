import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { userApi } from '../../shared/api/user-api';
import { priceDisplayModeOf } from '../../shared/domain/catalogue/product-list';
import { $pageContext } from '../../shared/stores/page-context';
import { $userSettings } from '../../shared/stores/user-settings';
import { DEFAULT_SORT, knownSort, type SortOption } from './sort-options';

/**
 * What the search page needs of the user's settings (SPEC 7: GET user/settings): the default sort,
 * null until known, and the price display mode for the rows. Anonymous visitors have no settings, and
 * a failed read falls back to Relevance too, so the search never waits on the settings for long.
 */
export function useUserSettings() {
  const { isAuthenticated } = useStore($pageContext);
  const { status, data } = useStore($userSettings);
  const defaultSort =
    !isAuthenticated || status === 'error' ? DEFAULT_SORT : data ? knownSort(data.Settings.DefaultSort) : null;

  /** SPEC 7: the chosen sort is saved as the default (PUT user/settings), the other settings sent back unchanged. */
  const saveDefaultSort = useCallback(
    async (sort: SortOption) => {
      if (!isAuthenticated) return;
      try {
        const known = $userSettings.get().data ?? (await userApi.settings());
        await userApi.saveSettings({ ...known.Settings, DefaultSort: sort });
      } catch {
        // The exception notice already told the user (SPEC 8); the sort itself still applies.
      }
    },
    [isAuthenticated],
  );

  return { defaultSort, priceDisplayMode: priceDisplayModeOf(data?.Settings.PriceDisplayMode), saveDefaultSort };
}
