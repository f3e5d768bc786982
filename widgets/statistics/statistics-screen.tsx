import { useT } from '../../shared/i18n/use-translation';
import { useAreaScreenReady } from '../../shared/ui/area/area-context';
import type { AreaScreenProps } from '../../shared/ui/area/area-router';
import { ReportForm } from './report-form';
import { Subscribers } from './subscribers';
import { NS } from './texts';
import { useSubscribers } from './use-subscribers';

/** SPEC 2 Statistics, the empty path: the organic-share e-mail report and its subscribers. */
export function StatisticsScreen(_props: AreaScreenProps<'Statistics', 'statistics'>) {
  const t = useT(NS);
  const subscribers = useSubscribers();
  useAreaScreenReady(subscribers.status !== 'loading');
  return (
    <section className="wsh-statistics" aria-labelledby="wsh-statistics-heading">
      <h2 id="wsh-statistics-heading" className="wsh-statistics__heading" tabIndex={-1}>
        {t('heading')}
      </h2>
      <ReportForm />
      <Subscribers subscribers={subscribers} />
    </section>
  );
}
