import { useEffect, useRef, useState } from 'react';
import type { Infer } from '../../page-context/fields';
import { authApi } from '../../shared/api/auth-api';
import { emailProblem } from '../../shared/domain/auth/login-form';
import { readReturnUrl, returnUrlForServer, withReturnUrl } from '../../shared/domain/auth/return-url';
import { useT } from '../../shared/i18n/use-translation';
import { Form, FormError, SubmitButton } from '../../shared/ui/forms/form';
import { submitFailure } from '../../shared/ui/forms/submit-failure';
import { TextField } from '../../shared/ui/forms/text-field';
import { useSubmit } from '../../shared/ui/forms/use-submit';
import type { meta } from './meta';
import { NS } from './texts';

type Props = Infer<typeof meta.props>;

/**
 * SPEC 4 Forms, forgot password: pending (the button says "Sending…", no second request), success or
 * error. POST auth/forgotpassword {EmailAddress, ReturnUrl}. Success never says whether the address is
 * known (that would tell a stranger who has an account); a 400's Message is shown in the form.
 */
export function ForgotPassword({ loginUrl }: Props) {
  const t = useT(NS);
  const [returnUrl] = useState(() => readReturnUrl(location.search, location.href));
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const submit = useSubmit({
    failureMessage: (error) => {
      const failure = submitFailure(error);
      return failure && 'key' in failure && failure.key === 'saveFailed' ? t('failed') : undefined;
    },
  });
  const problem = emailProblem(email);
  const shown = submit.attempted ? problem : null;

  // The form is replaced by the message: focus moves to it, so keyboard and screen-reader users are told.
  useEffect(() => {
    if (sentTo !== null) sentRef.current?.focus();
  }, [sentTo]);

  async function send() {
    const address = email.trim();
    const outcome = await submit.run(
      () => authApi.forgotPassword({ EmailAddress: address, ReturnUrl: returnUrlForServer(returnUrl, location.href) }),
      { valid: problem === null },
    );
    if (outcome.status === 'done') setSentTo(address);
  }

  function again() {
    setSentTo(null);
    submit.reset();
    requestAnimationFrame(() => emailRef.current?.focus());
  }

  const login = withReturnUrl(loginUrl, returnUrl, location.href);
  if (sentTo !== null) {
    return (
      <div className="wsh-forgot-password">
        <p ref={sentRef} className="wsh-forgot-password__sent" role="status" tabIndex={-1}>
          {t('sent', { email: sentTo })}
        </p>
        <p className="wsh-forgot-password__links">
          <a href={login}>{t('backToLogin')}</a>
          <button type="button" className="wsh-button wsh-button--secondary" onClick={again}>
            {t('sendAgain')}
          </button>
        </p>
      </div>
    );
  }
  return (
    <div className="wsh-forgot-password">
      <p className="wsh-forgot-password__intro">{t('intro')}</p>
      <Form submit={submit} onSubmit={() => void send()} aria-label={t('heading')}>
        <TextField
          ref={emailRef}
          label={t('email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          autoCapitalize="off"
          required
          value={email}
          onValueChange={setEmail}
          error={shown === 'required' ? t('emailRequired') : shown === 'invalid' ? t('emailInvalid') : undefined}
        />
        <FormError message={submit.error} />
        <SubmitButton busy={submit.busy} busyLabel={t('busy')}>
          {t('submit')}
        </SubmitButton>
      </Form>
      <p className="wsh-forgot-password__links">
        <a href={login}>{t('backToLogin')}</a>
      </p>
    </div>
  );
}
