import { describe, expect, it } from 'vitest';
import { identityKey } from '../../../../shared/domain/auth/identity';

const context = { isAuthenticated: true, currentUserId: 'U1', currentCustomerId: 'C1', impersonatorUserId: '' };

describe('identity: whose a basket change is (issue #32)', () => {
  it('none for an anonymous page', () => {
    expect(identityKey({ ...context, isAuthenticated: false })).toBeNull();
  });

  it('gives each identity its own key: another user, customer or acting user is another identity', () => {
    const key = identityKey(context);
    const others = [
      { ...context, currentUserId: 'U2' },
      { ...context, currentCustomerId: 'C2' },
      { ...context, impersonatorUserId: 'STAFF' },
    ].map(identityKey);
    expect(new Set([key, ...others]).size).toBe(4);
    expect(identityKey({ ...context })).toBe(key);
  });

  it('cannot be forged by an id holding the separator', () => {
    expect(identityKey({ ...context, currentUserId: 'U1","C1', currentCustomerId: '' })).not.toBe(identityKey(context));
  });
});
