import { useEffect, useId, useRef, useState } from 'react';
import type { Infer } from '../../page-context/fields';
import { recallApi } from '../../shared/api/recall-api';
import type { ConfirmOutcome } from '../../shared/domain/recall/models';
import { useT } from '../../shared/i18n/use-translation';
import { readTokenOnce } from '../../shared/lib/read-token-once';
import type { meta } from './meta';
import { NS } from './texts';

type Props = Infer<typeof meta.props>;

type State =
  /** The token is there; nothing is sent until the user presses Confirm. */
  { status: 'ready' | 'busy' | 'error' } | { status: 'done'; outcome: ConfirmOutcome } | { status: 'noToken' };

/**
 * SPEC 2: confirm a product-recall e-mail address through the token of the e-mail's link. The token is read
 * once and taken out of the address (readTokenOnce, issue #32). Nothing is sent as the page opens: a mail
 * scanner that opens every link would otherwise confirm an address nobody confirmed. The page says what
 * pressing Confirm does; then POST product-recall-email-address/confirm {Token}, and the outcome is said,
 * focused, with a link to the address list. A failed call (no answer, a 5xx) is said and the same button
 * sends again, keeping the focus where it is.
 */
export function RecallConfirm({ addressesUrl }: Props) {
  const t = useT(NS);
  const explainId = useId();
  const [token] = useState(() => readTokenOnce('token'));
  const [state, setState] = useState<State>(token ? { status: 'ready' } : { status: 'noToken' });
  const said = useRef<HTMLParagraphElement>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  useEffect(() => {
    if (state.status === 'done' || state.status === 'noToken') said.current?.focus();
  }, [state.status]);

  function confirm() {
    if (state.status === 'busy') return;
    setState({ status: 'busy' });
    recallApi.confirm(token).then(
      (outcome) => live.current && setState({ status: 'done', outcome }),
      () => live.current && setState({ status: 'error' }),
    );
  }

  const next = (
    <p className="wsh-recall-confirm__next">
      <a href={addressesUrl} className="wsh-link">
        {t('toAddresses')}
      </a>
    </p>
  );

  if (state.status === 'ready' || state.status === 'busy' || state.status === 'error') {
    const busy = state.status === 'busy';
    return (
      <section className="wsh-recall-confirm" aria-label={t('label')} aria-busy={busy || undefined}>
        <p id={explainId} className="wsh-recall-confirm__explain">
          {t('explain')}
        </p>
        {/* Always on the page, so the failure is announced when its text appears. */}
        <p className="wsh-recall-confirm__error" role="alert">
          {state.status === 'error' ? t('error') : ''}
        </p>
        <p className="wsh-recall-confirm__action">
          <button
            type="button"
            className="wsh-button"
            aria-describedby={explainId}
            aria-disabled={busy || undefined}
            onClick={confirm}
          >
            {busy ? t('confirming') : t('confirm')}
          </button>
        </p>
        <p className="wsh-recall-confirm__status" role="status">
          {busy ? t('loading') : ''}
        </p>
        {next}
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
      {next}
    </section>
  );

  function outcomeText(o: ConfirmOutcome | null): string {
    if (!o) return t('noToken');
    if (o.kind === 'invalid') return t('invalid');
    if (o.kind === 'confirmed') return o.address ? t('confirmed', { address: o.address }) : t('confirmedNoAddress');
    return o.address ? t('alreadyConfirmed', { address: o.address }) : t('alreadyConfirmedNoAddress');
  }
}
