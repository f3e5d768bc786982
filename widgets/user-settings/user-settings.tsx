import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { knownSort, SORT_OPTIONS } from '../../shared/domain/user-settings/default-sort';
import { BASKET_ITEMS_DISPLAY_MODES, priceModeChoices } from '../../shared/domain/user-settings/settings';
import { DEFAULT_PRICE_DISPLAY_MODE } from '../../shared/domain/catalogue/product-list';
import { useT } from '../../shared/i18n/use-translation';
import { $pageContext } from '../../shared/context/page-context';
import { $userSettings, retryUserSettings } from '../../shared/stores/user-settings';
import { LoadStatus } from '../../shared/ui/primitives/load-status';
import { SettingGroup } from './setting-group';
import { NS } from './texts';
import { useSettingSave } from './use-setting-save';

/** The modes this bundle can show, offered when the server names none (PriceDisplayModeFormatters empty). */
const OWN_PRICE_MODES = ['SalesUnit', 'BaseUnit', 'Kilo'] as const;

/** SPEC 3 User settings and SPEC 7 PUT user/settings: the settings widget. Anonymous visitors have none. */
export function UserSettings() {
  const { isAuthenticated } = useStore($pageContext);
  return isAuthenticated ? <AuthenticatedUserSettings /> : null;
}

function AuthenticatedUserSettings() {
  const t = useT(NS);
  const headingId = useId();
  const { status, data } = useStore($userSettings);
  const price = useSettingSave('PriceDisplayMode');
  const basket = useSettingSave('BasketItemsDisplayMode');
  const sort = useSettingSave('DefaultSort');

  if (!data) {
    return (
      <section className="wsh-user-settings" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('heading')}</h2>
        <LoadStatus status={status} className="wsh-user-settings__state" t={t} onRetry={retryUserSettings} />
      </section>
    );
  }

  const { Settings: settings } = data;
  // The server's formatters name and label the price modes (SPEC 3); its Text is the label.
  const fromServer = priceModeChoices(data.PriceDisplayModeFormatters).map((c) => ({ value: c.name, label: c.label }));
  const priceChoices = fromServer.length
    ? fromServer
    : OWN_PRICE_MODES.map((mode) => ({ value: mode, label: t(`price.${mode}`) }));
  return (
    <section className="wsh-user-settings" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('heading')}</h2>
      <SettingGroup
        legend={t('priceLegend')}
        name="price"
        choices={priceChoices}
        value={settings.PriceDisplayMode || DEFAULT_PRICE_DISPLAY_MODE}
        state={price.state}
        onChange={price.save}
      />
      <SettingGroup
        legend={t('basketLegend')}
        name="basket"
        choices={BASKET_ITEMS_DISPLAY_MODES.map((mode) => ({ value: mode, label: t(`basket.${mode}`) }))}
        value={settings.BasketItemsDisplayMode || 'Category'}
        state={basket.state}
        onChange={basket.save}
      />
      <SettingGroup
        legend={t('sortLegend')}
        name="sort"
        choices={SORT_OPTIONS.map((option) => ({ value: option, label: t(`sort.${option}`) }))}
        value={knownSort(settings.DefaultSort)}
        state={sort.state}
        onChange={sort.save}
      />
    </section>
  );
}
