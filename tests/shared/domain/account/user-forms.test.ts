import { describe, expect, it } from 'vitest';
import {
  assignProblems,
  changePasswordProblems,
  INFORMATION_MAX_LENGTH,
  trimmedUser,
  userChanged,
  userProblems,
  type UserValues,
} from '../../../../shared/domain/account/user-forms';

const METTE: UserValues = {
  EmailAddress: 'mette.jensen@kantinenpaahavnen.dk',
  FirstName: 'Mette',
  LastName: 'Jensen',
  PhoneNumber: '+45 29 75 80 26',
  JobTitle: 'Økonomaassistent',
};

describe('own information and add user: e-mail and names required (issue #15 point 3)', () => {
  it('a complete user has no problem; phone and job title may be empty', () => {
    expect(userProblems(METTE)).toEqual({});
    expect(userProblems({ ...METTE, PhoneNumber: '', JobTitle: '' })).toEqual({});
  });

  it('flags an empty (or blank) e-mail address and names as required', () => {
    expect(userProblems({ ...METTE, EmailAddress: ' ', FirstName: '', LastName: '\t' })).toEqual({
      EmailAddress: 'required',
      FirstName: 'required',
      LastName: 'required',
    });
  });

  it('flags an address that is not one', () => {
    for (const bad of ['mette', 'mette@', '@kantinen.dk', 'mette@kantinen', 'me tte@kantinen.dk', 'a@b@c.dk'])
      expect(userProblems({ ...METTE, EmailAddress: bad }).EmailAddress).toBe('invalid');
    expect(userProblems({ ...METTE, EmailAddress: '  mette@kantinen.dk ' }).EmailAddress).toBeUndefined();
  });

  it(`allows at most ${INFORMATION_MAX_LENGTH} characters per information field`, () => {
    const long = 'x'.repeat(INFORMATION_MAX_LENGTH + 1);
    const exact = 'x'.repeat(INFORMATION_MAX_LENGTH);
    expect(userProblems({ ...METTE, FirstName: exact, JobTitle: exact })).toEqual({});
    expect(userProblems({ ...METTE, FirstName: long, LastName: long, PhoneNumber: long, JobTitle: long })).toEqual({
      FirstName: 'tooLong',
      LastName: 'tooLong',
      PhoneNumber: 'tooLong',
      JobTitle: 'tooLong',
    });
  });

  it('sends the values trimmed, and tells an edit that changed nothing', () => {
    const typed = { ...METTE, FirstName: ' Mette ', EmailAddress: ' mette.jensen@kantinenpaahavnen.dk' };
    expect(trimmedUser(typed)).toEqual(METTE);
    expect(userChanged(METTE, typed)).toBe(false);
    expect(userChanged(METTE, { ...METTE, JobTitle: 'Indkøber' })).toBe(true);
  });
});

describe('change password: all three required, the new one typed twice alike (SPEC 5)', () => {
  const ok = { currentPassword: 'demo1234', newPassword: 'new-secret', retypeNewPassword: 'new-secret' };

  it('a complete form has no problem', () => {
    expect(changePasswordProblems(ok)).toEqual({});
  });

  it('flags each empty field as required', () => {
    expect(changePasswordProblems({ currentPassword: '', newPassword: ' ', retypeNewPassword: '' })).toEqual({
      currentPassword: 'required',
      newPassword: 'required',
      retypeNewPassword: 'required',
    });
  });

  it('flags a retyped password that differs at the second field, compared exactly as typed', () => {
    expect(changePasswordProblems({ ...ok, retypeNewPassword: 'new-secret ' })).toEqual({
      retypeNewPassword: 'notEqual',
    });
    expect(changePasswordProblems({ ...ok, retypeNewPassword: 'New-secret' })).toEqual({
      retypeNewPassword: 'notEqual',
    });
  });

  it('the current password is not judged here (a wrong one is the server 400)', () => {
    expect(changePasswordProblems({ ...ok, currentPassword: 'wrong' })).toEqual({});
  });
});

describe('assign a user to a company: both chosen, and not a company the user has', () => {
  const membership = (id: string) => (id === 'U1002' ? ['512034'] : []);

  it('requires a user and a company', () => {
    expect(assignProblems({ userId: '', companyId: '' }, membership)).toEqual({
      userId: 'required',
      companyId: 'required',
    });
  });

  it('refuses a company the user belongs to already', () => {
    expect(assignProblems({ userId: 'U1002', companyId: '512034' }, membership)).toEqual({
      companyId: 'alreadyMember',
    });
    expect(assignProblems({ userId: 'U1002', companyId: '512036' }, membership)).toEqual({});
  });
});
