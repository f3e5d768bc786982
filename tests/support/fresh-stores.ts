import { cleanStores, type ReadableAtom, type WritableAtom } from 'nanostores';
import {
  $basket,
  $basketLoad,
  $basketSaveStatus,
  $basketState,
  $currentSaveStatus,
  $otherBaskets,
} from '../../shared/stores/basket/basket';
import { $campaignSelection } from '../../shared/stores/campaign-selection';
import { $campaigns } from '../../shared/stores/campaigns';
import { $deliveryDateForRequests } from '../../shared/stores/delivery-date-for-requests';
import { $expectedDeliveryDate } from '../../shared/context/expected-delivery-date';
import { $favoriteLists, $favoriteListsChanges, $favoriteMarks } from '../../shared/stores/favorite-lists';
import { $favoritesNotice } from '../../shared/stores/favorites-notice';
import {
  $notificationChanges,
  $notificationFailure,
  $notificationLists,
  $notificationListsAnswer,
  $notificationsSaving,
  $promotedNotifications,
  $promotedNotificationsAnswer,
  $unreadNotificationCount,
} from '../../shared/stores/notifications';
import { $userSettings, $userSettingsChanges, $userSettingsRead } from '../../shared/stores/user-settings';
import { $areaLocation } from '../../shared/ui/area/area-location';
import { $rows } from '../../shared/ui/data/use-line-save';
import { $lines } from '../../shared/ui/data/use-basket-line';
import { resetModules } from './module-reset-hooks';

/** Stores set by the code: after each test they hold their initial value again. */
export const WRITABLE_STORES: Record<string, WritableAtom<any>> = {
  $basket,
  $basketState,
  $basketSaveStatus,
  $expectedDeliveryDate,
  $campaignSelection,
  $areaLocation,
  $favoriteListsChanges,
  $favoriteMarks,
  $favoritesNotice,
  $notificationChanges,
  $notificationsSaving,
  $notificationFailure,
  $userSettingsChanges,
};

/** Stores computed from those: cleaned too, or one still mounted would keep following a source that forgot it. */
export const COMPUTED_STORES: Record<string, ReadableAtom<unknown>> = {
  $basketLoad,
  $otherBaskets,
  $currentSaveStatus,
  $lines,
  $rows,
  $deliveryDateForRequests,
  $notificationLists,
  $promotedNotifications,
  $unreadNotificationCount,
  $userSettings,
};

/** Fetcher stores (shared/lib/fetcher.ts): cleaning one unmounts it, which forgets its answer and lets go of its key's stores. */
export const FETCHER_STORES: Record<string, ReadableAtom<unknown>> = {
  $campaigns,
  $userSettingsRead,
  $favoriteLists,
  $notificationListsAnswer,
  $promotedNotificationsAnswer,
};

/**
 * Stores that freshStores leaves alone, and why (tests/architecture/fresh-stores.test.ts checks that every
 * store of the production code is in one of the three lists).
 */
export const OTHER_STORES: Record<string, string> = {
  $pageContextReading: 'each test sets the page context it needs (mountWidget, reloadPageContext)',
  $pageContext: 'computed from $pageContextReading',
  $language: "i18n's reset (tests/support/module-resets.ts)",
  $noBasket: 'the key figures read it instead of $basket; it is never set',
};

/**
 * Gives the next test fresh stores and modules: nothing mounted (so the first reader runs onMount again:
 * the basket loads again), every value back to its start, and every module's own state forgotten
 * (tests/support/module-resets.ts): the basket's update queue and its timers, write counters, the replay
 * and page-life listeners, the campaigns' random source, the bus's listeners, i18n, adopted styles, the
 * session-expiry flag, the keepalive budget. Called after every test by tests/setup.ts (once the test's
 * API calls are settled), so no test flushes or resets by hand.
 */
export function freshStores(): void {
  cleanStores(...Object.values(FETCHER_STORES), ...Object.values(COMPUTED_STORES), ...Object.values(WRITABLE_STORES));
  resetModules();
  for (const $store of Object.values(WRITABLE_STORES)) $store.set($store.init);
}
