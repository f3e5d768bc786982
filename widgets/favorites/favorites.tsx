import { useStore } from '@nanostores/react';
import type { Infer } from '../../page-context/fields';
import { useT } from '../../shared/i18n/use-translation';
import { $pageContext } from '../../shared/context/page-context';
import { AreaRouter } from '../../shared/ui/area/area-router';
import { DetailsEditScreen } from './details/details-edit-screen';
import { DetailsScreen } from './details/details-screen';
import { FavoritesSettings } from './favorites-settings';
import { GeneratedScreen } from './generated/generated-screen';
import { ListsScreen } from './lists/lists-screen';
import type { meta } from './meta';
import { NS } from './texts';

type Props = Infer<typeof meta.props>;

/** SPEC 2 Favorites: one island, one screen per address under the page (lists, details, details edit, generated). */
export function Favorites({ basePath, productUrlPattern, printUrl }: Props) {
  const t = useT(NS);
  const { isAuthenticated } = useStore($pageContext);
  if (!isAuthenticated) return <p className="wsh-favorites__anonymous">{t('anonymous')}</p>;
  return (
    <FavoritesSettings.Provider value={{ productUrlPattern, printUrl }}>
      <AreaRouter
        area="Favorites"
        basePath={basePath || undefined}
        screens={{
          lists: ListsScreen,
          details: DetailsScreen,
          detailsEdit: DetailsEditScreen,
          generated: GeneratedScreen,
        }}
      />
    </FavoritesSettings.Provider>
  );
}
