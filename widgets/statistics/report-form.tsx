import { useId, useState } from 'react';
import { reportingApi } from '../../shared/api/reporting-api';
import { userApi } from '../../shared/api/user-api';
import { periodProblem, previousMonth } from '../../shared/domain/reporting/report-period';
import { formatDate } from '../../shared/i18n/format-date';
import { useT } from '../../shared/i18n/use-translation';
import { createFetcher } from '../../shared/lib/fetcher';
import { useFetcher } from '../../shared/ui/data/use-fetcher';
import { DatePairField } from '../../shared/ui/forms/date-pair-field';
import { Form, FormError, FormStatus, SubmitButton } from '../../shared/ui/forms/form';
import { submitFailure } from '../../shared/ui/forms/submit-failure';
import { useSubmit } from '../../shared/ui/forms/use-submit';
import { NS } from './texts';
import { useToday } from './use-today';

/** GET user, for the address the sent line names; without it the line says "your e-mail address". */
const currentUser = createFetcher({ fetch: () => userApi.current() });

/**
 * SPEC 2 Statistics, the organic-share e-mail report: a period (a date pair, the end never before the
 * start, neither after today), POST reporting/organicshare/report/email, and a sent line naming the period.
 * The answer is not read (SPEC 7). One send at a time; a 400's Message is shown in the form, any other
 * failure says to try again, and the period stays as chosen.
 */
export function ReportForm() {
  const t = useT(NS);
  const headingId = useId();
  const today = useToday();
  const [period, setPeriod] = useState(() => previousMonth(today));
  const [sent, setSent] = useState<{ from: string; to: string } | null>(null);
  const address = useFetcher(currentUser, null, () => true).data?.EmailAddress ?? '';
  const submit = useSubmit({
    clickDelay: true,
    // The kit's "could not save" does not fit a report; a 400's Message and an expired session stay the kit's.
    failureMessage: (error) => {
      const failure = submitFailure(error);
      return failure && 'key' in failure && failure.key === 'saveFailed' ? t('sendFailed') : undefined;
    },
  });
  const problem = periodProblem(period, today);
  const own = submit.attempted && problem === 'incomplete' ? t('periodIncomplete') : '';
  const future = problem === 'future' ? t('periodFuture') : '';

  const send = async () => {
    setSent(null);
    const chosen = period;
    const outcome = await submit.run(
      () => reportingApi.sendOrganicShareReport({ fromDate: chosen.first, toDate: chosen.second }),
      { valid: problem === null },
    );
    if (outcome.status === 'done') setSent({ from: formatDate(chosen.first), to: formatDate(chosen.second) });
  };

  return (
    <section className="wsh-statistics__part" aria-labelledby={headingId}>
      <h3 id={headingId} className="wsh-statistics__subheading">
        {t('reportHeading')}
      </h3>
      <p className="wsh-statistics__intro">{t('reportIntro')}</p>
      <Form submit={submit} onSubmit={() => void send()} className="wsh-statistics__report-form">
        <DatePairField
          legend={t('period')}
          firstLabel={t('fromDate')}
          secondLabel={t('toDate')}
          value={period}
          max={today}
          error={own || future || undefined}
          onValueChange={setPeriod}
        />
        <SubmitButton busy={submit.busy} busyLabel={t('sending')}>
          {t('send')}
        </SubmitButton>
        <FormError message={submit.error} />
        <FormStatus message={sent ? (address ? t('sentTo', { ...sent, address }) : t('sentToYou', sent)) : ''} />
      </Form>
    </section>
  );
}
