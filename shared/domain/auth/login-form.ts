import { isValidEmailAddress } from '../checkout/email-address';

/** What the login form sends (SPEC 3 Login payload), before the ReturnUrl is added. */
export interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** The field a login value is wrong in, and why; empty when the form may be sent. */
export interface LoginProblems {
  email?: 'required';
  password?: 'required';
}

/**
 * SPEC 5: login requires e-mail and password. Nothing more is checked here: whether the address is
 * known and the password right is the server's to say (a 400 with its Message, shown in the form).
 * A password is sent exactly as typed (spaces may be part of it); white space alone is empty.
 */
export function loginProblems({ email, password }: Pick<LoginValues, 'email' | 'password'>): LoginProblems {
  return {
    ...(email.trim() === '' ? { email: 'required' as const } : {}),
    ...(password.trim() === '' ? { password: 'required' as const } : {}),
  };
}

export const hasProblems = (problems: object): boolean => Object.keys(problems).length > 0;

/** The forgot-password form: an address is required and must look like one (SPEC 3 User.EmailAddress). */
export type EmailProblem = 'required' | 'invalid';

export function emailProblem(email: string): EmailProblem | null {
  if (email.trim() === '') return 'required';
  return isValidEmailAddress(email) ? null : 'invalid';
}
