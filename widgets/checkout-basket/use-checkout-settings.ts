import { useStore } from '@nanostores/react';
import { customersApi } from '../../shared/api/customers-api';
import { priceDisplayModeOf, type PriceDisplayMode } from '../../shared/domain/catalogue/product-list';
import { createFetcher } from '../../shared/lib/fetcher';
import { $userSettings } from '../../shared/stores/user-settings';
import { useFetcher } from '../../shared/ui/data/use-fetcher';

export interface CheckoutSettings {
  /** SPEC 3 BasketItemsDisplayMode; "Category" groups lines. Null until known (lines show ungrouped). */
  displayMode: string | null;
  priceDisplayMode: PriceDisplayMode;
  /** customers/current RequireOrderReference; false until known (the server checks again at the order). */
  requireReference: boolean;
  /** Both answers are in (or failed): the lines are shown once, in their final grouping. */
  ready: boolean;
}

const currentCustomer = createFetcher({ fetch: () => customersApi.current() });

/**
 * The user's settings and the current customer's reference rule (SPEC 7: GET user/settings, GET
 * customers/current). A failed read keeps the defaults: the basket stays usable and the server still
 * enforces the reference when the order is placed.
 */
export function useCheckoutSettings(): CheckoutSettings {
  const user = useStore($userSettings);
  const customer = useFetcher(currentCustomer, true, (checkout) => checkout);
  const settings = user.data?.Settings;
  return {
    displayMode: settings?.BasketItemsDisplayMode ?? null,
    priceDisplayMode: priceDisplayModeOf(settings?.PriceDisplayMode),
    requireReference: !!customer.data?.RequireOrderReference,
    ready: user.status !== 'loading' && customer.status !== 'loading',
  };
}
