import { useEffect, useState } from 'react';
import { customersApi } from '../../shared/api/customers-api';
import { userApi } from '../../shared/api/user-api';
import { DEFAULT_PRICE_DISPLAY_MODE, type PriceDisplayMode } from '../../shared/domain/catalogue/product-list';

const PRICE_MODES: readonly string[] = ['SalesUnit', 'BaseUnit', 'Kilo'] satisfies PriceDisplayMode[];

export interface CheckoutSettings {
  /** SPEC 3 BasketItemsDisplayMode; "Category" groups lines. Null until known (lines show ungrouped). */
  displayMode: string | null;
  priceDisplayMode: PriceDisplayMode;
  /** customers/current RequireOrderReference; false until known (the server checks again at the order). */
  requireReference: boolean;
  /** Both answers are in (or failed): the lines are shown once, in their final grouping. */
  ready: boolean;
}

/**
 * The user's settings and the current customer's reference rule (SPEC 7: GET user/settings, GET
 * customers/current). A failed read keeps the defaults: the basket stays usable and the server still
 * enforces the reference when the order is placed.
 */
export function useCheckoutSettings(): CheckoutSettings {
  const [settings, setSettings] = useState<CheckoutSettings>({ displayMode: null, priceDisplayMode: DEFAULT_PRICE_DISPLAY_MODE, requireReference: false, ready: false });
  useEffect(() => {
    let live = true;
    const user = userApi.settings().then(
      ({ Settings }) => {
        if (!live) return;
        const mode = PRICE_MODES.includes(Settings.PriceDisplayMode) ? (Settings.PriceDisplayMode as PriceDisplayMode) : DEFAULT_PRICE_DISPLAY_MODE;
        setSettings((s) => ({ ...s, displayMode: Settings.BasketItemsDisplayMode, priceDisplayMode: mode }));
      },
      () => {},
    );
    const customer = customersApi.current().then(
      (answer) => live && setSettings((s) => ({ ...s, requireReference: !!answer.RequireOrderReference })),
      () => {},
    );
    void Promise.all([user, customer]).then(() => live && setSettings((s) => ({ ...s, ready: true })));
    return () => {
      live = false;
    };
  }, []);
  return settings;
}
