import { describe, expect, it } from 'vitest';
import { readConfirmToken } from '../../../../shared/domain/recall/confirm-token';

describe('the confirmation token from the link (SPEC 2: confirm by token)', () => {
  it('reads the token query parameter, whatever its case, trimmed', () => {
    expect(readConfirmToken('?token=demo-recall-token')).toBe('demo-recall-token');
    expect(readConfirmToken('?utm=mail&Token=%20abc%0A')).toBe('abc');
  });

  it('is empty without one', () => {
    expect(readConfirmToken('')).toBe('');
    expect(readConfirmToken('?tokens=x')).toBe('');
  });
});
