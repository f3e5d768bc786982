import { useStore } from '@nanostores/react';
import type { Infer } from '../../page-context/fields';
import { useT } from '../../shared/i18n/use-translation';
import { $pageContext } from '../../shared/context/page-context';
import { AreaRouter } from '../../shared/ui/area/area-router';
import type { meta } from './meta';
import { StatisticsScreen } from './statistics-screen';
import { NS } from './texts';

type Props = Infer<typeof meta.props>;

/**
 * SPEC 2 Statistics: one screen on the empty path, through the area router all the same, so an unknown
 * address below the page shows "not found" and the page type is set as on every area page.
 */
export function Statistics({ basePath }: Props) {
  const t = useT(NS);
  const { isAuthenticated } = useStore($pageContext);
  if (!isAuthenticated) return <p className="wsh-statistics__anonymous">{t('anonymous')}</p>;
  return <AreaRouter area="Statistics" basePath={basePath || undefined} screens={{ statistics: StatisticsScreen }} />;
}
