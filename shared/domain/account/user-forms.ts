import { isValidEmailAddress } from '../checkout/email-address';
import { newPasswordProblems, type NewPasswordProblems } from '../auth/reset-password-form';
import type { UserInformation } from './models';

/**
 * The rules of the customer information panel's forms (SPEC 2, SPEC 5 "required" rules as the login and
 * reset-password forms have them). Pure: each returns the problem per field, empty when the form may be
 * sent. White space alone is empty; the server has the last word (a taken e-mail address is its 400).
 */

export type EmailFieldProblem = 'required' | 'invalid';
export type RequiredProblem = 'required';

/** Most characters a name, phone number or job title may have (the mock's and a database column's limit). */
export const INFORMATION_MAX_LENGTH = 100;

export function emailFieldProblem(value: string): EmailFieldProblem | undefined {
  if (value.trim() === '') return 'required';
  return isValidEmailAddress(value) ? undefined : 'invalid';
}

/** The own-user form and the add-user form: e-mail address and names required, phone and title optional. */
export interface UserValues extends UserInformation {
  EmailAddress: string;
}

export interface UserProblems {
  EmailAddress?: EmailFieldProblem;
  FirstName?: RequiredProblem | 'tooLong';
  LastName?: RequiredProblem | 'tooLong';
  PhoneNumber?: 'tooLong';
  JobTitle?: 'tooLong';
}

const tooLong = (value: string) => value.trim().length > INFORMATION_MAX_LENGTH;

export function userProblems(values: UserValues): UserProblems {
  const problems: UserProblems = {};
  const email = emailFieldProblem(values.EmailAddress);
  if (email) problems.EmailAddress = email;
  for (const name of ['FirstName', 'LastName'] as const) {
    if (values[name].trim() === '') problems[name] = 'required';
    else if (tooLong(values[name])) problems[name] = 'tooLong';
  }
  for (const name of ['PhoneNumber', 'JobTitle'] as const) if (tooLong(values[name])) problems[name] = 'tooLong';
  return problems;
}

/** What PUT user and the add-user call send: the values trimmed (the e-mail address as typed, trimmed). */
export function trimmedUser(values: UserValues): UserValues {
  return {
    EmailAddress: values.EmailAddress.trim(),
    FirstName: values.FirstName.trim(),
    LastName: values.LastName.trim(),
    PhoneNumber: values.PhoneNumber.trim(),
    JobTitle: values.JobTitle.trim(),
  };
}

/** Whether the edit changed anything (Cancel with no change says so; a save of nothing is not sent twice). */
export function userChanged(before: UserValues, after: UserValues): boolean {
  const a = trimmedUser(before);
  const b = trimmedUser(after);
  return (Object.keys(a) as (keyof UserValues)[]).some((k) => a[k] !== b[k]);
}

/** The change-password form (POST auth/updatecurrentuserpassword). */
export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  retypeNewPassword: string;
}

export interface ChangePasswordProblems extends NewPasswordProblems {
  currentPassword?: RequiredProblem;
}

/**
 * All three required; the new password typed twice alike (the reset form's rule, compared exactly as
 * typed, "not the same" at the second field). Whether the current one is right is the server's 400.
 */
export function changePasswordProblems(values: ChangePasswordValues): ChangePasswordProblems {
  return {
    ...(values.currentPassword.trim() === '' ? { currentPassword: 'required' as const } : {}),
    ...newPasswordProblems(values),
  };
}

/** The assign-to-company form: a user and a company, and not one the user belongs to already. */
export interface AssignValues {
  userId: string;
  companyId: string;
}

export interface AssignProblems {
  userId?: RequiredProblem;
  companyId?: RequiredProblem | 'alreadyMember';
}

export function assignProblems(
  { userId, companyId }: AssignValues,
  membership: (userId: string) => readonly string[],
): AssignProblems {
  const problems: AssignProblems = {};
  if (!userId) problems.userId = 'required';
  if (!companyId) problems.companyId = 'required';
  else if (userId && membership(userId).includes(companyId)) problems.companyId = 'alreadyMember';
  return problems;
}
