import { useStore } from '@nanostores/react';
import type { Infer } from '../../page-context/fields';
import { useT } from '../../shared/i18n/use-translation';
import { $pageContext } from '../../shared/context/page-context';
import { AreaRouter } from '../../shared/ui/area/area-router';
import { CasesScreen } from './cases/cases-screen';
import type { meta } from './meta';
import { NS } from './texts';

type Props = Infer<typeof meta.props>;

/**
 * SPEC 2 CustomerCases: one screen on the empty path. Through the area router all the same, so an unknown
 * address below the page shows "not found" and the page type is set as on every area page.
 */
export function CustomerCases({ basePath }: Props) {
  const t = useT(NS);
  const { isAuthenticated } = useStore($pageContext);
  if (!isAuthenticated) return <p className="wsh-customer-cases__anonymous">{t('anonymous')}</p>;
  return <AreaRouter area="CustomerCases" basePath={basePath || undefined} screens={{ cases: CasesScreen }} />;
}
