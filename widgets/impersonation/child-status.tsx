import type { Fetched } from '../../shared/lib/fetcher';
import { useT } from '../../shared/i18n/use-translation';
import { NS } from './texts';

/**
 * What an expanded row shows until its users or single sign-ons are in: loading, an error with a
 * retry (a row of its own, so the arrow keys reach the button), or that there are none.
 */
export function ChildStatus(props: {
  fetched: Pick<Fetched<unknown>, 'status'>;
  loading: string;
  none: string;
  onRetry(): void;
}) {
  const t = useT(NS);
  if (props.fetched.status === 'loading')
    return (
      <p role="status" className="wsh-impersonation__note">
        {props.loading}
      </p>
    );
  if (props.fetched.status === 'error')
    return (
      <div role="alert" className="wsh-impersonation__row wsh-impersonation__note" data-row="">
        {t('loadFailed')}{' '}
        <button type="button" className="wsh-button wsh-button--secondary" onClick={props.onRetry}>
          {t('retry')}
        </button>
      </div>
    );
  return <p className="wsh-impersonation__note">{props.none}</p>;
}
