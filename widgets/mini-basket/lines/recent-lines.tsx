import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { priceDisplayModeOf, unitPrice } from '../../../shared/domain/catalogue/product-list';
import type { Basket } from '../../../shared/domain/models';
import { addWidgetResources } from '../../../shared/i18n/i18n';
import { useT } from '../../../shared/i18n/use-translation';
import { $userSettings } from '../../../shared/stores/user-settings';
import { NS, texts } from './texts';

/** Our choice (the spec names no figure): as many lines as the switcher shows other baskets (SPEC 9: 3), so the panel stays short. */
const SHOWN = 3;

/**
 * The opened mini basket's latest lines (the last added last), each with its unit price in the user's price
 * display mode (SPEC 3 FormattedPrices): the one settings store, so a new mode shows here at once.
 */
export default function RecentLines({ basket }: { basket: Basket }) {
  // These texts come with this chunk, when the panel first opens: the mini basket's first chunk (on every
  // page) carries neither them nor the price rules. Registered once (idempotent), before the first lookup.
  addWidgetResources(NS, texts);
  const t = useT(NS);
  const headingId = useId();
  const mode = priceDisplayModeOf(useStore($userSettings).data?.Settings.PriceDisplayMode);
  const lines = basket.LineItems.slice(-SHOWN).reverse();
  if (!lines.length) return null;
  return (
    <div className="wsh-mini-basket__lines">
      <h3 id={headingId} className="wsh-mini-basket__lines-heading">
        {t('heading')}
      </h3>
      <ul aria-labelledby={headingId}>
        {lines.map((line) => {
          const units = line.Product.SalesUnits?.Values ?? [];
          const unit = units[line.SalesUnitIndex ?? -1] ?? units.find((u) => u.IsDefault) ?? units[0];
          const shown = unit ? unitPrice(units, unit, mode) : null;
          return (
            <li key={line.Id}>
              <span>{t('line', { quantity: line.Quantity, name: line.Product.DisplayName })}</span>
              {shown && (
                <span className="wsh-mini-basket__line-price">
                  {t('price', { price: shown.price, per: shown.per })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
