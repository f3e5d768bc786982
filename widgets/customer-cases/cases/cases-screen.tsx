import { useMemo } from 'react';
import { customerCasesApi } from '../../../shared/api/customer-cases-api';
import { latestCasesFirst } from '../../../shared/domain/customer-cases/latest-cases';
import { createFetcher } from '../../../shared/lib/fetcher';
import { useAreaScreenReady } from '../../../shared/ui/area/area-context';
import type { AreaScreenProps } from '../../../shared/ui/area/area-router';
import { useFetcher } from '../../../shared/ui/data/use-fetcher';
import { LoadStatus } from '../../../shared/ui/primitives/load-status';
import { CaseItem } from './case-item';
import { useCasesT } from './use-cases-t';

/** SPEC 7 GET customer-cases/latest: one request per page (the key never changes); no cases is the empty state. */
const latestCases = createFetcher({
  fetch: (_key: 'latest', signal) => customerCasesApi.latest(signal),
  empty: (cases) => cases.length === 0,
});

/**
 * SPEC 2 CustomerCases, the empty path: the customer's latest cases, newest first, each a disclosure
 * (case-item.tsx). Loading keeps about the list's height; an error says what to do and has a retry.
 */
export function CasesScreen(_props: AreaScreenProps<'CustomerCases', 'cases'>) {
  const t = useCasesT();
  const cases = useFetcher(latestCases, null, () => 'latest' as const);
  useAreaScreenReady(cases.status !== 'loading');
  const shown = useMemo(() => latestCasesFirst(cases.data ?? []), [cases.data]);

  return (
    <section className="wsh-customer-cases" aria-labelledby="wsh-customer-cases-heading">
      <h2 id="wsh-customer-cases-heading" className="wsh-customer-cases__heading" tabIndex={-1}>
        {t('heading')}
      </h2>
      {cases.status === 'loading' || cases.status === 'error' ? (
        <div className={`wsh-customer-cases__state wsh-customer-cases__state--${cases.status}`}>
          <LoadStatus status={cases.status} className="wsh-customer-cases__status" t={t} onRetry={cases.retry} />
        </div>
      ) : cases.status === 'empty' ? (
        <p className="wsh-customer-cases__empty">{t('empty')}</p>
      ) : (
        <ul className="wsh-customer-cases__list" aria-label={t('listLabel')}>
          {shown.map((c, index) => (
            <CaseItem key={c.Id || `#${index}`} customerCase={c} />
          ))}
        </ul>
      )}
    </section>
  );
}
