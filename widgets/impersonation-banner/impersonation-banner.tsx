import { useStore } from '@nanostores/react';
import { impersonationApi } from '../../shared/api/impersonation-api';
import { useT } from '../../shared/i18n/use-translation';
import { createFetcher } from '../../shared/lib/fetcher';
import { $pageContext } from '../../shared/context/page-context';
import { useFetcher } from '../../shared/ui/data/use-fetcher';
import { useImpersonationCall } from '../../shared/ui/features/impersonation/use-impersonation-call';
import { NS } from './texts';

const actingFor = createFetcher({ fetch: (_: true, signal) => impersonationApi.actingFor(signal) });

/**
 * SPEC 4 Impersonation, end: on every page, while a staff member acts for someone, whom (GET user's
 * Name and customer) and an End button (DELETE impersonation, then its Redirect). Anonymous visitors
 * ask nothing. A page of a user nobody acts for shows nothing, and so does a failed GET user: the
 * banner is not the page's content, and an error bar on every customer's every page would be worse
 * than a banner missing until the next page (the staff member can still end it from the panel's page).
 */
export function ImpersonationBanner() {
  const t = useT(NS);
  const { isAuthenticated } = useStore($pageContext);
  const user = useFetcher(actingFor, isAuthenticated, (asked) => (asked ? true : undefined));
  const call = useImpersonationCall({
    failed: t('endFailed'),
    notFollowed: t('notFollowed'),
    untrusted: t('redirectRefused'),
  });
  if (user.status !== 'ready' || !user.data.impersonated) return null;
  const { name, emailAddress, customerName } = user.data;
  const who = name || emailAddress;
  return (
    <section className="wsh-impersonation-banner" aria-label={t('label')}>
      <p className="wsh-impersonation-banner__text">
        {t('actingFor', { name: customerName ? t('ofCustomer', { name: who, customer: customerName }) : who })}
      </p>
      <button
        type="button"
        className="wsh-button wsh-impersonation-banner__end"
        aria-disabled={call.busy || undefined}
        onClick={() => {
          if (!call.busy) void call.run(() => impersonationApi.end());
        }}
      >
        {call.busy ? t('ending') : t('end')}
      </button>
      <p role="alert" className="wsh-impersonation-banner__problem">
        {call.error}
      </p>
    </section>
  );
}
