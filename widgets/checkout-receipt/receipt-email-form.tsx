import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { WebOrder } from '../../shared/domain/checkout/models';
import { useT } from '../../shared/i18n/use-translation';
import { useDefaultEmail } from './use-default-email';
import { useReceiptEmail } from './use-receipt-email';

/** SPEC 4 Forms: the order-receipt e-mail report, its success message shown for 4 s. */
export function ReceiptEmailForm({ order }: { order: WebOrder }) {
  const t = useT('checkout-receipt');
  const ids = { heading: useId(), input: useId(), problem: useId() };
  const prefill = useDefaultEmail(order);
  const [address, setAddress] = useState(prefill);
  const edited = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const refocusButton = useRef(false);
  const { sending, sentTo, problem, send } = useReceiptEmail(order.Id);

  // The user's address may arrive after the form is shown; never overwrite what the buyer typed.
  useEffect(() => {
    if (!edited.current) setAddress(prefill);
  }, [prefill]);

  const invalid = problem?.kind === 'emailRequired' || problem?.kind === 'emailInvalid';
  useEffect(() => {
    if (invalid) input.current?.focus();
  }, [invalid, problem]);

  // A disabled button drops the keyboard focus; give it back once the send is over.
  useEffect(() => {
    if (sending || !refocusButton.current) return;
    refocusButton.current = false;
    if (document.activeElement === document.body || document.activeElement === null) button.current?.focus();
  }, [sending]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    refocusButton.current = document.activeElement === button.current;
    void send(address);
  };

  return (
    <section className="wsh-checkout-receipt__email" aria-labelledby={ids.heading}>
      <h3 id={ids.heading} className="wsh-checkout-receipt__subtitle">
        {t('emailHeading')}
      </h3>
      {/* noValidate: our own message, in the page language, instead of the browser's bubble. */}
      <form className="wsh-checkout-receipt__form" noValidate onSubmit={onSubmit} aria-busy={sending}>
        <label htmlFor={ids.input} className="wsh-checkout-receipt__label">
          {t('emailLabel')}
        </label>
        <div className="wsh-checkout-receipt__row">
          <input
            ref={input}
            id={ids.input}
            className="wsh-checkout-receipt__input"
            type="email"
            name="email"
            autoComplete="email"
            value={address}
            aria-invalid={invalid}
            aria-describedby={problem ? ids.problem : undefined}
            onChange={(e) => {
              edited.current = true;
              setAddress(e.target.value);
            }}
          />
          <button ref={button} type="submit" className="wsh-button wsh-checkout-receipt__send" disabled={sending}>
            {sending ? t('sending') : t('send')}
          </button>
        </div>
        {problem && (
          <p id={ids.problem} className="wsh-checkout-receipt__problem" role="alert">
            {problem.kind === 'sendRejected' ? t('sendRejected', { message: problem.message }) : t(problem.kind)}
          </p>
        )}
        {/* Always present, so the success is announced when it appears. */}
        <p className="wsh-checkout-receipt__sent" role="status">
          {sentTo ? t('sent', { address: sentTo }) : ''}
        </p>
      </form>
    </section>
  );
}
