import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { userApi, type UserSettings } from '../../shared/api/user-api';
import { DEFAULT_PRICE_DISPLAY_MODE, type PriceDisplayMode } from '../../shared/domain/catalogue/product-list';
import { $pageContext } from '../../shared/stores/page-context';
import { DEFAULT_SORT, knownSort, type SortOption } from './sort-options';

const PRICE_MODES: readonly string[] = ['SalesUnit', 'BaseUnit', 'Kilo'] satisfies PriceDisplayMode[];

/**
 * What the search page needs of the user's settings (SPEC 7: GET user/settings): the default sort,
 * null until known, and the price display mode for the rows. Anonymous visitors have no settings, and
 * a failed read falls back to Relevance too, so the search never waits on the settings for long.
 */
export function useUserSettings() {
  const { isAuthenticated } = useStore($pageContext);
  const [defaultSort, setDefaultSort] = useState<SortOption | null>(isAuthenticated ? null : DEFAULT_SORT);
  const [priceDisplayMode, setPriceDisplayMode] = useState<PriceDisplayMode>(DEFAULT_PRICE_DISPLAY_MODE);
  const settings = useRef<UserSettings | null>(null);

  useEffect(() => {
    if (!isAuthenticated) return;
    let live = true;
    userApi
      .settings()
      .then((answer) => {
        settings.current = answer;
        if (!live) return;
        setDefaultSort(knownSort(answer.Settings.DefaultSort));
        const mode = answer.Settings.PriceDisplayMode;
        if (PRICE_MODES.includes(mode)) setPriceDisplayMode(mode as PriceDisplayMode);
      })
      .catch(() => live && setDefaultSort(DEFAULT_SORT));
    return () => {
      live = false;
    };
  }, [isAuthenticated]);

  /** SPEC 7: the chosen sort is saved as the default (PUT user/settings), the other settings sent back unchanged. */
  const saveDefaultSort = useCallback(
    async (sort: SortOption) => {
      if (!isAuthenticated) return;
      try {
        const known = settings.current ?? (await userApi.settings());
        settings.current = await userApi.saveSettings({ ...known.Settings, DefaultSort: sort });
      } catch {
        // The exception notice already told the user (SPEC 8); the sort itself still applies.
      }
    },
    [isAuthenticated],
  );

  return { defaultSort, priceDisplayMode, saveDefaultSort };
}
