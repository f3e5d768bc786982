import { useState } from 'react';
import type { Infer } from '../../page-context/fields';
import { authApi } from '../../shared/api/auth-api';
import { hasProblems, loginProblems } from '../../shared/domain/auth/login-form';
import { nextAddress, readReturnUrl, returnUrlForServer, withReturnUrl } from '../../shared/domain/auth/return-url';
import { useT } from '../../shared/i18n/use-translation';
import { navigateTo } from '../../shared/lib/navigation';
import { TIMING } from '../../shared/lib/timing';
import { Form, FormError, FormStatus, SubmitButton } from '../../shared/ui/forms/form';
import { PasswordField } from '../../shared/ui/forms/password-field';
import { submitFailure } from '../../shared/ui/forms/submit-failure';
import { TextField } from '../../shared/ui/forms/text-field';
import { changeIdentity } from '../../shared/stores/identity-change';
import { useSubmit } from '../../shared/ui/forms/use-submit';
import type { meta } from './meta';
import { NS } from './texts';

type Props = Infer<typeof meta.props>;

/**
 * SPEC 2 login, POST auth/login {EmailAddress, Password, RememberMe, ReturnUrl} in the validation group
 * `login`: a 400's Message shows in the form (SPEC 8), the typed values stay. On success the page goes
 * to the address's ReturnUrl (same origin only), else the start page, 500 ms later when the answer ran
 * a tracker script (SPEC 9), and the form stays busy until the page is gone (no second login).
 */
export function Login({ forgotPasswordUrl, startUrl }: Props) {
  const t = useT(NS);
  const [returnUrl] = useState(() => readReturnUrl(location.search, location.href));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const submit = useSubmit({
    // The server's own words for a refused login; for anything else a login text, not the kit's "save".
    failureMessage: (error) => {
      const failure = submitFailure(error);
      return failure && 'key' in failure && failure.key === 'saveFailed' ? t('failed') : undefined;
    },
  });
  const problems = loginProblems({ email, password });
  const shown = submit.attempted ? problems : {};

  async function logIn() {
    if (leaving) return;
    // An identity change (shared/stores/identity-change.ts): changes of an expired session wait for it,
    // and none is sent under whoever logs in now.
    const change = await changeIdentity(async () => {
      const outcome = await submit.run(
        () =>
          authApi.login({
            EmailAddress: email.trim(),
            Password: password,
            RememberMe: rememberMe,
            ReturnUrl: returnUrlForServer(returnUrl, location.href),
          }),
        { valid: !hasProblems(problems) },
      );
      // Shown by the form kit; the identity stays, and writes resume.
      if (outcome.status !== 'done') throw new Error(outcome.status);
      return outcome.value;
    }).catch(() => undefined); // nothing lost: the form shows the failure; writes resume under the same identity
    if (!change?.done) return;
    setLeaving(true);
    const target = nextAddress(location.href, { returnUrl, startUrl });
    if (change.value.trackerScriptRan) setTimeout(() => navigateTo(target), TIMING.redirectDelayWithTracker);
    else navigateTo(target);
  }

  return (
    <div className="wsh-login">
      <Form submit={submit} onSubmit={() => void logIn()} aria-label={t('heading')}>
        <TextField
          label={t('email')}
          type="email"
          name="username"
          autoComplete="username"
          inputMode="email"
          spellCheck={false}
          autoCapitalize="off"
          required
          value={email}
          onValueChange={setEmail}
          error={shown.email ? t('emailRequired') : undefined}
        />
        <PasswordField
          label={t('password')}
          name="password"
          autoComplete="current-password"
          toggleLabel={t('showPassword')}
          required
          value={password}
          onValueChange={setPassword}
          error={shown.password ? t('passwordRequired') : undefined}
        />
        <label className="wsh-login__remember">
          <input type="checkbox" checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />
          {t('rememberMe')}
        </label>
        <FormError message={submit.error} />
        <FormStatus message={leaving ? t('leaving') : ''} />
        <SubmitButton busy={submit.busy || leaving} busyLabel={t('busy')}>
          {t('submit')}
        </SubmitButton>
      </Form>
      <p className="wsh-login__links">
        <a href={withReturnUrl(forgotPasswordUrl, returnUrl, location.href)}>{t('forgotPassword')}</a>
      </p>
    </div>
  );
}
