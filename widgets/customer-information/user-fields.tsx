import type { UserProblems, UserValues } from '../../shared/domain/account/user-forms';
import { INFORMATION_MAX_LENGTH } from '../../shared/domain/account/user-forms';
import type { WidgetT } from '../../shared/i18n/text-keys';
import { TextField } from '../../shared/ui/forms/text-field';
import type { NS } from './texts';

type T = WidgetT<typeof NS>;

/** The message for one field's problem, shown from the first submit on. */
export function userFieldError(problems: UserProblems, name: keyof UserProblems, t: T): string | undefined {
  const problem = problems[name];
  if (!problem) return undefined;
  if (problem === 'tooLong') return t('tooLong', { max: INFORMATION_MAX_LENGTH });
  if (name === 'EmailAddress') return problem === 'invalid' ? t('emailInvalid') : t('emailRequired');
  return name === 'FirstName' ? t('firstNameRequired') : t('lastNameRequired');
}

/**
 * The user's e-mail address and information (the fields of the mock's User, SPEC 3 "information"), for
 * the own user's edit mode and the add-user form. `own` sets the autocomplete names of the person
 * filling in (a new colleague's are not theirs: off).
 */
export function UserFields({
  values,
  problems,
  onChange,
  own,
  t,
}: {
  values: UserValues;
  problems: UserProblems;
  onChange(values: UserValues): void;
  own: boolean;
  t: T;
}) {
  const set = (name: keyof UserValues) => (value: string) => onChange({ ...values, [name]: value });
  const ac = (name: string) => (own ? name : 'off');
  return (
    <>
      <TextField
        label={t('email')}
        type="email"
        autoComplete={ac('email')}
        required
        value={values.EmailAddress}
        onValueChange={set('EmailAddress')}
        error={userFieldError(problems, 'EmailAddress', t)}
      />
      <TextField
        label={t('firstName')}
        autoComplete={ac('given-name')}
        required
        value={values.FirstName}
        onValueChange={set('FirstName')}
        error={userFieldError(problems, 'FirstName', t)}
      />
      <TextField
        label={t('lastName')}
        autoComplete={ac('family-name')}
        required
        value={values.LastName}
        onValueChange={set('LastName')}
        error={userFieldError(problems, 'LastName', t)}
      />
      <TextField
        label={t('phone')}
        type="tel"
        autoComplete={ac('tel')}
        value={values.PhoneNumber}
        onValueChange={set('PhoneNumber')}
        error={userFieldError(problems, 'PhoneNumber', t)}
      />
      <TextField
        label={t('jobTitle')}
        autoComplete={ac('organization-title')}
        value={values.JobTitle}
        onValueChange={set('JobTitle')}
        error={userFieldError(problems, 'JobTitle', t)}
      />
    </>
  );
}
