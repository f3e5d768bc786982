import { describe, expect, it } from 'vitest';
import { addressAfterDelete } from '../../../../shared/domain/account/after-delete';

const PAGE = 'https://shop.example/account/customer-information?x=1';

describe('after deleting the own user: RedirectUrl same origin only, else "/" (issue #15 point 3)', () => {
  it('follows a RedirectUrl on the page origin, relative or absolute', () => {
    expect(addressAfterDelete('/login.html', PAGE)).toBe('https://shop.example/login.html');
    expect(addressAfterDelete('https://shop.example/goodbye?x=1#top', PAGE)).toBe(
      'https://shop.example/goodbye?x=1#top',
    );
  });

  it('goes to "/" for another site and every trick that leaves the site', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      'javascript:alert(1)',
      'https://shop.example@evil.example/',
      'http://shop.example/',
      ' /login',
    ]) {
      expect(addressAfterDelete(bad, PAGE)).toBe('https://shop.example/');
    }
  });

  it('goes to "/" when the answer names no address', () => {
    for (const none of ['', null, undefined, 42, {}])
      expect(addressAfterDelete(none, PAGE)).toBe('https://shop.example/');
  });
});
