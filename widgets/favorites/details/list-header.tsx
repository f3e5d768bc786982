import type { FavoriteListDetails } from '../../../shared/domain/favorites/models';
import type { WidgetT } from '../../../shared/i18n/text-keys';
import type { NS } from './texts';

/** The list's name (the screen's heading), its product count, and who shared it when it is read-only. */
export function ListHeader({ list, title, t }: { list: FavoriteListDetails; title: string; t: WidgetT<typeof NS> }) {
  return (
    <header className="wsh-favorites-details__header">
      <h2 className="wsh-favorites-details__title">{title}</h2>
      <p className="wsh-favorites-details__count">{t('productCount', { count: list.NumberOfProducts })}</p>
      {list.IsReadOnly && (
        <p className="wsh-favorites-details__shared">
          {list.OwnerCustomerName ? t('sharedBy', { owner: list.OwnerCustomerName }) : t('readOnly')}
        </p>
      )}
    </header>
  );
}
