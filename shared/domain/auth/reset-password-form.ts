/** The two fields of the reset-password form (SPEC 7 POST auth/updatepassword). */
export interface NewPasswordValues {
  newPassword: string;
  retypeNewPassword: string;
}

export interface NewPasswordProblems {
  newPassword?: 'required';
  retypeNewPassword?: 'required' | 'notEqual';
}

/**
 * SPEC 5, reset password: both fields required and equal. Compared exactly as typed (a password may
 * hold spaces); "not equal" is shown at the second field, since that is the one to type again. Any other
 * rule (length, strength) is the server's, whose Message the form shows.
 */
export function newPasswordProblems({ newPassword, retypeNewPassword }: NewPasswordValues): NewPasswordProblems {
  const problems: NewPasswordProblems = {};
  if (newPassword.trim() === '') problems.newPassword = 'required';
  if (retypeNewPassword.trim() === '') problems.retypeNewPassword = 'required';
  else if (newPassword.trim() !== '' && newPassword !== retypeNewPassword) problems.retypeNewPassword = 'notEqual';
  return problems;
}
