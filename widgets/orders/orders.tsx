import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { Infer } from '../../page-context/fields';
import { useT } from '../../shared/i18n/use-translation';
import { $pageContext } from '../../shared/context/page-context';
import { AreaRouter, type AreaScreens } from '../../shared/ui/area/area-router';
import { DetailsScreen } from './details/details-screen';
import { SearchScreen, StartScreen } from './list/orders-screen';
import type { meta } from './meta';
import { OrdersSettings, useShownListHolder, type OrdersSettingsValue } from './orders-settings';
import { NS } from './texts';

type Props = Infer<typeof meta.props>;

/**
 * One set of screens for both areas (issue #13: "one list, one details view: no copy of the overview").
 * The two areas have the same routes, so the same components serve as either's; the area says which
 * history the calls read.
 */
const OVERVIEW_SCREENS: AreaScreens<'OrderOverview'> = {
  orders: StartScreen,
  search: SearchScreen,
  details: DetailsScreen,
};
const LEGACY_SCREENS: AreaScreens<'LegacyOrderHistory'> = OVERVIEW_SCREENS;

/** SPEC 2 OrderOverview and LegacyOrderHistory: the area the page context names chooses the history. */
export function Orders({ basePath }: Props) {
  const t = useT(NS);
  const { isAuthenticated, area } = useStore($pageContext);
  const shown = useShownListHolder();
  const legacy = area === 'LegacyOrderHistory';
  const settings = useMemo<OrdersSettingsValue>(
    () => ({ source: legacy ? 'legacy' : 'orders', shown }),
    [legacy, shown],
  );
  if (!isAuthenticated) return <p className="wsh-orders__state">{t('anonymous')}</p>;
  if (area !== 'OrderOverview' && !legacy) return <p className="wsh-orders__state">{t('wrongArea')}</p>;
  return (
    <OrdersSettings.Provider value={settings}>
      {legacy ? (
        <AreaRouter area="LegacyOrderHistory" basePath={basePath || undefined} screens={LEGACY_SCREENS} />
      ) : (
        <AreaRouter area="OrderOverview" basePath={basePath || undefined} screens={OVERVIEW_SCREENS} />
      )}
    </OrdersSettings.Provider>
  );
}
