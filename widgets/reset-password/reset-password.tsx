import { useEffect, useRef, useState } from 'react';
import type { Infer } from '../../page-context/fields';
import { authApi } from '../../shared/api/auth-api';
import { isApiHttpError } from '../../shared/api/http/errors';
import { hasProblems } from '../../shared/domain/auth/login-form';
import { newPasswordProblems } from '../../shared/domain/auth/reset-password-form';
import { readReturnUrl, returnUrlForServer, withReturnUrl } from '../../shared/domain/auth/return-url';
import { useT } from '../../shared/i18n/use-translation';
import { createFetcher } from '../../shared/lib/fetcher';
import { readTokenOnce } from '../../shared/lib/read-token-once';
import { useFetcher } from '../../shared/ui/data/use-fetcher';
import { Form, FormError, SubmitButton } from '../../shared/ui/forms/form';
import { NewPasswordFields } from '../../shared/ui/forms/new-password-fields';
import { submitFailure } from '../../shared/ui/forms/submit-failure';
import { useSubmit } from '../../shared/ui/forms/use-submit';
import { LoadStatus } from '../../shared/ui/primitives/load-status';
import type { meta } from './meta';
import { NS } from './texts';

type Props = Infer<typeof meta.props>;

/** The token check's outcome (SPEC 4 Forms: reset password validates the token on load). */
type Check =
  | { status: 'valid' }
  /** Refused: the server's Message when it gave one. */
  | { status: 'invalid'; message: string };

/**
 * POST auth/resetpassword {Token}: a read (it changes nothing), so it goes through the fetcher, keyed by
 * the token. A refused token is an answer, not a failure: a 400 (the mock and SPEC 8's "400 ... reset:
 * the server Message") or `IsValid: false`; anything else (no answer, a 5xx) fails, with a retry.
 */
const tokenChecks = createFetcher({
  fetch: (token: string, signal): Promise<Check> =>
    authApi.checkResetToken(token, signal).then(
      ({ valid }) => (valid ? { status: 'valid' } : { status: 'invalid', message: '' }),
      (error: unknown) => {
        if (isApiHttpError(error) && error.status === 400) return { status: 'invalid', message: error.serverMessage };
        throw error;
      },
    ),
});

/**
 * SPEC 2 reset password: the token from the query string, read once and removed from the address at once
 * (readTokenOnce, issue #32), checked on load (POST auth/resetpassword {Token}: the body, not the query),
 * then POST auth/updatepassword {Token, NewPassword, RetypeNewPassword, ReturnUrl}, both fields required
 * and equal (SPEC 5). A refused token (a 400, or `IsValid: false`) says the link expired or is not valid,
 * with a link to ask for a new one; a failed check (no answer, a 5xx) offers a retry. After the save the
 * user is not logged in: the message links to the login, carrying the ReturnUrl.
 */
export function ResetPassword({ forgotPasswordUrl, loginUrl }: Props) {
  const t = useT(NS);
  const [{ token, returnUrl }] = useState(() => ({
    // The ReturnUrl first: it stays in the address, the token leaves it.
    returnUrl: readReturnUrl(location.search, location.href),
    token: readTokenOnce('token'),
  }));
  const fetched = useFetcher(tokenChecks, token, (asked) => asked || undefined);
  // No token: nothing to ask, refused as it stands.
  const check: Check | undefined = token ? fetched.data : { status: 'invalid', message: '' };
  const [values, setValues] = useState({ newPassword: '', retypeNewPassword: '' });
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const submit = useSubmit({
    failureMessage: (error) => {
      const failure = submitFailure(error);
      return failure && 'key' in failure && failure.key === 'saveFailed' ? t('failed') : undefined;
    },
  });

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const problems = newPasswordProblems(values);
  const shown = submit.attempted ? problems : {};
  const login = withReturnUrl(loginUrl, returnUrl, location.href);

  async function save() {
    const outcome = await submit.run(
      () =>
        authApi.updatePassword({
          Token: token,
          NewPassword: values.newPassword,
          RetypeNewPassword: values.retypeNewPassword,
          ReturnUrl: returnUrlForServer(returnUrl, location.href),
        }),
      { valid: !hasProblems(problems) },
    );
    if (outcome.status === 'done') setDone(true);
  }

  if (!check) {
    return (
      <div className="wsh-reset-password">
        <LoadStatus status={fetched.status} className="wsh-reset-password__status" t={t} onRetry={fetched.retry} />
      </div>
    );
  }
  if (check.status === 'invalid') {
    return (
      <div className="wsh-reset-password">
        <p className="wsh-reset-password__notice wsh-reset-password__notice--problem" role="alert">
          {token ? t('invalid') : t('noToken')}
          {check.message && check.message !== t('invalid') ? ` (${check.message})` : ''}
        </p>
        <p>
          <a href={withReturnUrl(forgotPasswordUrl, returnUrl, location.href)}>{t('askAgain')}</a>
        </p>
      </div>
    );
  }
  if (done) {
    return (
      <div className="wsh-reset-password">
        <p ref={doneRef} className="wsh-reset-password__notice" role="status" tabIndex={-1}>
          {t('done')}
        </p>
        <p>
          <a href={login} className="wsh-button">
            {t('login')}
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="wsh-reset-password">
      <Form submit={submit} onSubmit={() => void save()} aria-label={t('heading')}>
        <NewPasswordFields
          values={values}
          onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
          shown={shown}
          labels={{
            newPassword: t('newPassword'),
            retypeNewPassword: t('retypeNewPassword'),
            showPassword: t('showPassword'),
            newPasswordRequired: t('newPasswordRequired'),
            retypeRequired: t('retypeRequired'),
            notEqual: t('notEqual'),
          }}
        />
        <FormError message={submit.error} />
        <SubmitButton busy={submit.busy} busyLabel={t('busy')}>
          {t('submit')}
        </SubmitButton>
      </Form>
    </div>
  );
}
