import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import type { Infer } from '../../page-context/fields';
import { useT } from '../../shared/i18n/use-translation';
import { $pageContext } from '../../shared/context/page-context';
import { AreaRouter, type AreaScreens } from '../../shared/ui/area/area-router';
import { SearchScreen, StartScreen } from './documents-screen';
import type { meta } from './meta';
import { ShownPageHolder, type ShownPage } from './shown-page';
import { NS } from './texts';

type Props = Infer<typeof meta.props>;

const SCREENS: AreaScreens<'SalesDocuments'> = { documents: StartScreen, search: SearchScreen };

/** SPEC 2 SalesDocuments: the start (the default window) and the search path, both the one list. */
export function SalesDocuments({ basePath }: Props) {
  const t = useT(NS);
  const { isAuthenticated, area } = useStore($pageContext);
  const shown = useRef<ShownPage | null>(null);
  if (!isAuthenticated) return <p className="wsh-sales-documents__state">{t('anonymous')}</p>;
  if (area !== 'SalesDocuments') return <p className="wsh-sales-documents__state">{t('wrongArea')}</p>;
  return (
    <ShownPageHolder.Provider value={shown}>
      <AreaRouter area="SalesDocuments" basePath={basePath || undefined} screens={SCREENS} />
    </ShownPageHolder.Provider>
  );
}
