import { useState } from 'react';
import { accountApi } from '../../shared/api/account-api';
import { changePasswordProblems, type ChangePasswordValues } from '../../shared/domain/account/user-forms';
import { hasProblems } from '../../shared/domain/auth/login-form';
import type { WidgetT } from '../../shared/i18n/text-keys';
import { Form, FormStatus } from '../../shared/ui/forms/form';
import { PasswordField } from '../../shared/ui/forms/password-field';
import { NewPasswordFields } from '../../shared/ui/forms/new-password-fields';
import { useEditMode } from '../../shared/ui/forms/use-edit-mode';
import type { NS } from './texts';
import { EditFormEnd } from './edit-form-end';
import { useEditBlock } from './use-edit-block';

type T = WidgetT<typeof NS>;

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', retypeNewPassword: '' };

/**
 * SPEC 2 "change password" (POST auth/updatecurrentuserpassword {CurrentPassword, NewPassword,
 * RetypeNewPassword}): all three required and the new one typed twice alike (SPEC 5's reset rule); a wrong
 * current password is the server's 400 Message in the form, the typed values kept. Success says so and
 * the edit mode closes 1 s later (SPEC 4). The fields have show/hide and the autocomplete names password
 * managers read (current-password, new-password); `email` is the username they file it under.
 */
export function ChangePassword({ email, t }: { email: string; t: T }) {
  const edit = useEditMode();
  const [values, setValues] = useState(EMPTY);
  const [said, setSaid] = useState('');
  const problems = changePasswordProblems(values);
  const shown = edit.submit.attempted ? problems : {};
  const { editing, ref, cancel, onKeyDown } = useEditBlock(edit, setSaid, t('nothingChanged'));

  const open = () => {
    setValues(EMPTY);
    setSaid('');
    edit.open();
  };
  const save = async () => {
    const outcome = await edit.save(
      () =>
        accountApi.changePassword({
          CurrentPassword: values.currentPassword,
          NewPassword: values.newPassword,
          RetypeNewPassword: values.retypeNewPassword,
        }),
      { valid: !hasProblems(problems) },
    );
    if (outcome.status === 'done') {
      setSaid(t('passwordChanged'));
      setValues(EMPTY);
    }
  };

  return (
    <div ref={ref} className="wsh-customer-information__password">
      {editing ? (
        <Form
          submit={edit.submit}
          onSubmit={() => void save()}
          aria-label={t('passwordFormLabel')}
          onKeyDown={onKeyDown}
          className="wsh-customer-information__form"
        >
          {/* The account the password belongs to, for password managers (read-only, not sent). */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={email}
            readOnly
            hidden
            aria-hidden="true"
          />
          <PasswordField
            label={t('currentPassword')}
            name="current-password"
            autoComplete="current-password"
            toggleLabel={t('showPassword')}
            required
            value={values.currentPassword}
            onValueChange={(currentPassword) => setValues((v) => ({ ...v, currentPassword }))}
            error={shown.currentPassword ? t('currentPasswordRequired') : undefined}
          />
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
          <EditFormEnd
            edit={edit}
            submitText={t('savePassword')}
            busyText={t('saving')}
            cancelText={t('cancel')}
            onCancel={cancel}
          />
        </Form>
      ) : (
        <button type="button" ref={edit.editButtonRef} className="wsh-button" onClick={open}>
          {t('changePassword')}
        </button>
      )}
      <FormStatus message={said} className="wsh-customer-information__said" />
    </div>
  );
}
