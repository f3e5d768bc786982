import { describe, expect, it } from 'vitest';
import { newPasswordProblems } from '../../../../shared/domain/auth/reset-password-form';

describe('reset password form (SPEC 5: both fields required and equal)', () => {
  it('two equal passwords pass', () => {
    expect(newPasswordProblems({ newPassword: 'Sommer2026!', retypeNewPassword: 'Sommer2026!' })).toEqual({});
  });

  it('flags each empty field (white space alone is empty)', () => {
    expect(newPasswordProblems({ newPassword: '', retypeNewPassword: '' })).toEqual({
      newPassword: 'required',
      retypeNewPassword: 'required',
    });
    expect(newPasswordProblems({ newPassword: 'Sommer2026!', retypeNewPassword: '  ' })).toEqual({
      retypeNewPassword: 'required',
    });
    expect(newPasswordProblems({ newPassword: '', retypeNewPassword: 'Sommer2026!' })).toEqual({
      newPassword: 'required',
    });
  });

  it('two different passwords: "not equal" at the second field', () => {
    expect(newPasswordProblems({ newPassword: 'Sommer2026!', retypeNewPassword: 'Sommer2025!' })).toEqual({
      retypeNewPassword: 'notEqual',
    });
  });

  it('compares exactly as typed: case and spaces count', () => {
    expect(newPasswordProblems({ newPassword: 'sommer2026', retypeNewPassword: 'Sommer2026' })).toEqual({
      retypeNewPassword: 'notEqual',
    });
    expect(newPasswordProblems({ newPassword: 'sommer 2026', retypeNewPassword: 'sommer 2026 ' })).toEqual({
      retypeNewPassword: 'notEqual',
    });
  });
});
