import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { isPathSegment } from '../../shared/api/http/path-segment';
import { reportingApi, type Co2ReportRequest } from '../../shared/api/reporting-api';
import { isoDay } from '../../shared/domain/orders/tracking';
import { periodProblem, previousMonth } from '../../shared/domain/reporting/report-period';
import { toYyyymmdd } from '../../shared/domain/reporting/yyyymmdd';
import { formatDate } from '../../shared/i18n/format-date';
import { useT } from '../../shared/i18n/use-translation';
import { FILE_TYPES } from '../../shared/lib/download-type';
import { createFetcher } from '../../shared/lib/fetcher';
import { safeFileName } from '../../shared/lib/safe-file-name';
import { $pageContext } from '../../shared/context/page-context';
import { useFetcher } from '../../shared/ui/data/use-fetcher';
import { useFileDownload } from '../../shared/ui/features/use-file-download';
import { DatePairField } from '../../shared/ui/forms/date-pair-field';
import { LoadStatus } from '../../shared/ui/primitives/load-status';
import { NS } from './texts';

/** SPEC 7 GET environmentalimpact/co2report/validekgs, once per island. */
const validEkgs = createFetcher({ fetch: (_key: 'ekgs', signal) => reportingApi.validEkgs(signal) });

const PROBLEM_KEYS = { incomplete: 'periodIncomplete', order: 'periodOrder', future: 'periodFuture' } as const;

/** What the report may be: the server's format is not named (SPEC 7), the mock's is CSV. */
const REPORT_TYPES = [...FILE_TYPES.csv, ...FILE_TYPES.xlsx, ...FILE_TYPES.pdf];

/**
 * SPEC 2 Environmental impact: the CO2 report download with an optional EKG. The button fetches .../ekg/{id}
 * or .../ekg/customer with fromDate and endDate as yyyymmdd (SPEC 7) through the API client and saves the
 * file under the server's name without the page leaving (useFileDownload), rather than a plain link: a
 * link would save the login page as the report once the session expired, and could not say a failure in
 * place. The button exists only for a complete, valid period and an EKG whose id can be a path segment;
 * otherwise a sentence says what is wrong. The EKG list loading or failing never blocks the whole-customer
 * report.
 */
export function Co2Report() {
  const t = useT(NS);
  const { isAuthenticated } = useStore($pageContext);
  if (!isAuthenticated) return <p className="wsh-co2-report__anonymous">{t('anonymous')}</p>;
  return <Co2ReportForm />;
}

function Co2ReportForm() {
  const t = useT(NS);
  const ids = { heading: useId(), ekg: useId(), scope: useId() };
  const [today] = useState(() => isoDay(new Date()));
  const [period, setPeriod] = useState(() => previousMonth(today));
  const [ekgId, setEkgId] = useState('');
  const ekgs = useFetcher(validEkgs, null, () => 'ekgs' as const);
  const ekg = ekgs.data?.find((e) => e.Id === ekgId);
  const problem = periodProblem(period, today);
  // The order problem is the date pair's own message; the others are said where the link would be.
  const future = problem === 'future' ? t('periodFuture') : undefined;
  // An id the server sent that cannot be a path segment ("..", "a/b") is said in place, never requested.
  const badEkg = ekg !== undefined && !isPathSegment(ekg.Id);
  const request: Co2ReportRequest | null =
    problem === null && !badEkg
      ? { ekgId: ekg?.Id, fromDate: toYyyymmdd(period.first), endDate: toYyyymmdd(period.second) }
      : null;
  const download = useFileDownload();
  const { state } = download;
  const busy = state.status === 'downloading';

  function start(r: Co2ReportRequest) {
    download.start((signal) => reportingApi.co2Report(r, signal), {
      fallbackName: safeFileName(`co2-report-${r.ekgId ?? 'customer'}-${r.fromDate}-${r.endDate}.csv`),
      accept: REPORT_TYPES,
    });
  }

  return (
    <section className="wsh-co2-report" aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="wsh-co2-report__heading">
        {t('heading')}
      </h2>
      <p className="wsh-co2-report__intro">{t('intro')}</p>
      <DatePairField
        legend={t('period')}
        firstLabel={t('fromDate')}
        secondLabel={t('endDate')}
        value={period}
        max={today}
        error={future}
        onValueChange={setPeriod}
      />
      <div className="wsh-field wsh-co2-report__ekg">
        <label htmlFor={ids.ekg} className="wsh-field__label">
          {t('ekg')}
        </label>
        <select
          id={ids.ekg}
          className="wsh-field__input wsh-co2-report__select"
          value={ekg ? ekg.Id : ''}
          onChange={(event) => setEkgId(event.target.value)}
        >
          <option value="">{t('wholeCustomer')}</option>
          {(ekgs.data ?? []).map((e) => (
            <option key={e.Id} value={e.Id}>
              {e.Name || e.Id}
            </option>
          ))}
        </select>
        {(ekgs.status === 'loading' || ekgs.status === 'error') && (
          <LoadStatus status={ekgs.status} className="wsh-co2-report__status" t={t} onRetry={ekgs.retry} />
        )}
      </div>
      {request ? (
        <p className="wsh-co2-report__download">
          <button
            type="button"
            className="wsh-button wsh-co2-report__button"
            aria-describedby={ids.scope}
            aria-disabled={busy || undefined}
            onClick={() => start(request)}
          >
            {busy ? t('downloading') : t('download')}
          </button>{' '}
          <span id={ids.scope} className="wsh-co2-report__scope">
            {t('downloadFor', {
              from: formatDate(period.first),
              to: formatDate(period.second),
              scope: ekg ? ekg.Name || ekg.Id : t('wholeCustomer'),
            })}
          </span>
        </p>
      ) : (
        <p className="wsh-co2-report__missing" role={badEkg ? 'alert' : 'status'}>
          {badEkg
            ? t('ekgInvalid', { name: ekg.Name || ekg.Id })
            : problem && problem !== 'future'
              ? t(PROBLEM_KEYS[problem])
              : ''}
        </p>
      )}
      {/* Always on the page, so what happened to the download is announced when it is said. */}
      <p className="wsh-co2-report__saved" role="status">
        {state.status === 'saved' ? t('saved', { name: state.fileName }) : ''}
      </p>
      <p className="wsh-co2-report__failed" role="alert">
        {state.status !== 'failed' ? '' : state.sessionExpired ? t('sessionExpired') : t('failed')}
      </p>
    </section>
  );
}
