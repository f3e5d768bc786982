import { useEffect, useRef, useState } from 'react';
import type { Infer } from '../../page-context/fields';
import { isApiAbortError } from '../../shared/api/errors';
import { recallApi } from '../../shared/api/recall-api';
import { readConfirmToken } from '../../shared/domain/recall/confirm-token';
import type { ConfirmOutcome } from '../../shared/domain/recall/models';
import { useT } from '../../shared/i18n/use-translation';
import { LoadStatus } from '../../shared/ui/primitives/load-status';
import type { meta } from './meta';
import { NS } from './texts';

type Props = Infer<typeof meta.props>;

type State = { status: 'loading' | 'error' } | { status: 'done'; outcome: ConfirmOutcome } | { status: 'noToken' };

/**
 * SPEC 2: confirm a product-recall e-mail address through the token of the e-mail's link. POST
 * product-recall-email-address/confirm {Token} as the page opens; the outcome is said, focused, with a link
 * to the address list. A failed call (no answer, a 5xx) offers a retry; the token never changes on this page.
 */
export function RecallConfirm({ addressesUrl }: Props) {
  const t = useT(NS);
  const [token] = useState(() => readConfirmToken(location.search));
  const [state, setState] = useState<State>(token ? { status: 'loading' } : { status: 'noToken' });
  const [attempt, setAttempt] = useState(0);
  const said = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    setState({ status: 'loading' });
    recallApi.confirm(token).then(
      (outcome) => live && setState({ status: 'done', outcome }),
      (error: unknown) => live && !isApiAbortError(error) && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [token, attempt]);

  useEffect(() => {
    if (state.status === 'done' || state.status === 'noToken') said.current?.focus();
  }, [state.status]);

  if (state.status === 'loading' || state.status === 'error') {
    return (
      <section className="wsh-recall-confirm" aria-label={t('label')}>
        <LoadStatus
          status={state.status}
          className="wsh-recall-confirm__status"
          t={t}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      </section>
    );
  }
  const outcome = state.status === 'done' ? state.outcome : null;
  const good = outcome !== null && outcome.kind !== 'invalid';
  return (
    <section className="wsh-recall-confirm" aria-label={t('label')}>
      <p
        ref={said}
        tabIndex={-1}
        role={good ? 'status' : 'alert'}
        className={`wsh-recall-confirm__notice wsh-recall-confirm__notice--${good ? 'done' : 'problem'}`}
      >
        {outcomeText(outcome)}
      </p>
      <p className="wsh-recall-confirm__next">
        <a href={addressesUrl} className="wsh-link">
          {t('toAddresses')}
        </a>
      </p>
    </section>
  );

  function outcomeText(o: ConfirmOutcome | null): string {
    if (!o) return t('noToken');
    if (o.kind === 'invalid') return t('invalid');
    if (o.kind === 'confirmed') return o.address ? t('confirmed', { address: o.address }) : t('confirmedNoAddress');
    return o.address ? t('alreadyConfirmed', { address: o.address }) : t('alreadyConfirmedNoAddress');
  }
}
