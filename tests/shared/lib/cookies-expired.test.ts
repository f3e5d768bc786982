// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { cookieString, expiredCookieString, readCookie } from '../../../shared/lib/cookies';

describe('expiredCookieString', () => {
  it('removes a cookie at once, in the same millisecond it was set', () => {
    document.cookie = cookieString('_wsh_test', '1', { secure: false });
    expect(readCookie(document.cookie, '_wsh_test')).toBe('1');
    document.cookie = expiredCookieString('_wsh_test');
    expect(readCookie(document.cookie, '_wsh_test')).toBeUndefined();
  });
});
