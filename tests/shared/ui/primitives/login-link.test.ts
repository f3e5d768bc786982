// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loginHref } from '../../../../shared/ui/primitives/login-link';

describe('loginHref: the login link of an expired session carries a normalised ReturnUrl (issue #32, 7)', () => {
  it('returns to the page the buyer is on: path and query, no fragment', () => {
    expect(loginHref('/login', 'https://shop.example/basket?id=B-1#lines')).toBe(
      'https://shop.example/login?ReturnUrl=%2Fbasket%3Fid%3DB-1',
    );
  });

  it('a page whose address starts with // returns to a path on this site, never to //host', () => {
    expect(loginHref('/login', 'https://shop.example//evil.example/x?y=1')).toBe(
      'https://shop.example/login?ReturnUrl=%2Fevil.example%2Fx%3Fy%3D1',
    );
  });

  it('a login page given as /..//host stays the login page of this site', () => {
    expect(loginHref('/..//login', 'https://shop.example/basket')).toBe(
      'https://shop.example/login?ReturnUrl=%2Fbasket',
    );
  });

  it('no login page, or one on another site: no link', () => {
    expect(loginHref('', 'https://shop.example/basket')).toBeNull();
    expect(loginHref('https://evil.example/login', 'https://shop.example/basket')).toBeNull();
    expect(loginHref('//evil.example/login', 'https://shop.example/basket')).toBeNull();
  });
});
