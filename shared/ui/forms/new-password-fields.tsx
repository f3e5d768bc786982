import type { NewPasswordProblems, NewPasswordValues } from '../../domain/auth/reset-password-form';
import { PasswordField } from './password-field';

export interface NewPasswordLabels {
  newPassword: string;
  retypeNewPassword: string;
  showPassword: string;
  newPasswordRequired: string;
  retypeRequired: string;
  notEqual: string;
}

/**
 * A new password typed twice (SPEC 5: both required and equal; the rule is newPasswordProblems), each with
 * its show/hide toggle and `autocomplete="new-password"`, so a password manager offers a strong one. The
 * reset-password page and the customer information panel's password change use it, in their own words.
 */
export function NewPasswordFields({
  values,
  onChange,
  shown,
  labels,
}: {
  values: NewPasswordValues;
  onChange(patch: Partial<NewPasswordValues>): void;
  /** The problems to show now (none before the first submit). */
  shown: NewPasswordProblems;
  labels: NewPasswordLabels;
}) {
  const retypeError = { required: labels.retypeRequired, notEqual: labels.notEqual };
  return (
    <>
      <PasswordField
        label={labels.newPassword}
        name="new-password"
        autoComplete="new-password"
        toggleLabel={labels.showPassword}
        required
        value={values.newPassword}
        onValueChange={(newPassword) => onChange({ newPassword })}
        error={shown.newPassword ? labels.newPasswordRequired : undefined}
      />
      <PasswordField
        label={labels.retypeNewPassword}
        name="retype-new-password"
        autoComplete="new-password"
        toggleLabel={labels.showPassword}
        required
        value={values.retypeNewPassword}
        onValueChange={(retypeNewPassword) => onChange({ retypeNewPassword })}
        error={shown.retypeNewPassword ? retypeError[shown.retypeNewPassword] : undefined}
      />
    </>
  );
}
