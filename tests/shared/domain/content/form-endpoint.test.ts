import { describe, expect, it } from 'vitest';
import { isUnderApiBasePath } from '../../../../shared/domain/content/form-endpoint';

const PAGE = 'https://shop.test/kontakt/';

describe("isUnderApiBasePath (issue #32: a custom form may not post to the shop's API)", () => {
  it.each([
    '/api/forms/contact',
    '/api',
    '/api/',
    'https://shop.test/api/auth/updatepassword',
    '/API/auth/login',
    '/%61pi/auth/login',
    '/forms/../api/checkout/weborder',
    '\\api\\auth\\login',
    '../api/x',
  ])('refuses %j under "/api/"', (endpoint) => {
    expect(isUnderApiBasePath(endpoint, '/api/', PAGE)).toBe(true);
  });

  it.each(['/forms/contact', '/apix/contact', '/api-forms/contact', 'kontakt/send', 'https://other.test/api/x'])(
    'takes %j (outside the API, or another origin, which is refused elsewhere)',
    (endpoint) => {
      expect(isUnderApiBasePath(endpoint, '/api/', PAGE)).toBe(false);
    },
  );

  it('reads a base path without the trailing slash, and a deeper one', () => {
    expect(isUnderApiBasePath('/shop/api/forms', '/shop/api', PAGE)).toBe(true);
    expect(isUnderApiBasePath('/shop/apiforms', '/shop/api', PAGE)).toBe(false);
    expect(isUnderApiBasePath('/api/forms', '/shop/api/', PAGE)).toBe(false);
  });
});
