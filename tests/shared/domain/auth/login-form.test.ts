import { describe, expect, it } from 'vitest';
import { emailProblem, hasProblems, loginProblems } from '../../../../shared/domain/auth/login-form';

describe('login form (SPEC 5: login requires e-mail and password)', () => {
  it('both filled: nothing to flag', () => {
    const problems = loginProblems({ email: 'mette.jensen@kantinenpaahavnen.dk', password: 'demo1234' });
    expect(problems).toEqual({});
    expect(hasProblems(problems)).toBe(false);
  });

  it('flags each missing field, both at once', () => {
    expect(loginProblems({ email: '', password: 'x' })).toEqual({ email: 'required' });
    expect(loginProblems({ email: 'a@b.dk', password: '' })).toEqual({ password: 'required' });
    const both = loginProblems({ email: '', password: '' });
    expect(both).toEqual({ email: 'required', password: 'required' });
    expect(hasProblems(both)).toBe(true);
  });

  it('white space alone is empty in either field', () => {
    expect(loginProblems({ email: '   ', password: ' \t ' })).toEqual({ email: 'required', password: 'required' });
  });

  it('leaves the address format and the password to the server (no client-side guess at either)', () => {
    expect(loginProblems({ email: 'not an address', password: ' leading space' })).toEqual({});
  });
});

describe('forgot-password address', () => {
  it('is required', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('  ')).toBe('required');
  });

  it('must look like an address; surrounding spaces are forgiven', () => {
    expect(emailProblem('mette')).toBe('invalid');
    expect(emailProblem('mette@kantinen')).toBe('invalid');
    expect(emailProblem('mette @kantinen.dk')).toBe('invalid');
    expect(emailProblem(' mette.jensen@kantinenpaahavnen.dk ')).toBeNull();
  });
});
