import { describe, expect, it } from 'vitest';
import {
  nextAddress,
  readReturnUrl,
  returnUrlForServer,
  withReturnUrl,
} from '../../../../shared/domain/auth/return-url';

const PAGE = 'https://shop.example/login?x=1';
const read = (search: string) => readReturnUrl(search, PAGE);

describe('ReturnUrl from the address: same origin only (issue #15)', () => {
  it('reads ReturnUrl or returnUrl as an absolute address on the page origin', () => {
    expect(read('?ReturnUrl=%2Fbasket%3Fid%3DB-1001')).toBe('https://shop.example/basket?id=B-1001');
    expect(read('?returnUrl=/favorites/details/F1001#top')).toBe('https://shop.example/favorites/details/F1001#top');
    expect(read('?ReturnUrl=https%3A%2F%2Fshop.example%2Forders')).toBe('https://shop.example/orders');
  });

  it('refuses other sites and every trick that leaves the site', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,hi',
      'https://shop.example@evil.example/',
      'http://shop.example/', // another scheme is another origin
      ' /basket',
    ]) {
      expect(read(`?ReturnUrl=${encodeURIComponent(bad)}`), bad).toBeNull();
    }
  });

  it('absent or empty: none', () => {
    expect(read('')).toBeNull();
    expect(read('?ReturnUrl=')).toBeNull();
  });

  it('is sent to the server as path, query and fragment', () => {
    expect(returnUrlForServer('https://shop.example/basket?id=B-1001#lines', PAGE)).toBe('/basket?id=B-1001#lines');
    expect(returnUrlForServer(null, PAGE)).toBe('');
  });
});

describe('where the user goes next', () => {
  it('the ReturnUrl first, then the server RedirectUrl (same origin), then the start page, then "/"', () => {
    const start = { startUrl: '/start' };
    expect(nextAddress(PAGE, { ...start, returnUrl: 'https://shop.example/basket', redirectUrl: '/x' })).toBe(
      'https://shop.example/basket',
    );
    expect(nextAddress(PAGE, { ...start, redirectUrl: '/logged-out' })).toBe('https://shop.example/logged-out');
    expect(nextAddress(PAGE, { ...start, redirectUrl: 'https://evil.example/' })).toBe('https://shop.example/start');
    expect(nextAddress(PAGE, { ...start, redirectUrl: '' })).toBe('https://shop.example/start');
    expect(nextAddress(PAGE, { startUrl: '//evil.example' })).toBe('https://shop.example/');
  });

  it('links carry the ReturnUrl on (login -> forgot password -> reset -> login)', () => {
    expect(withReturnUrl('/forgot-password', 'https://shop.example/basket?id=1', PAGE)).toBe(
      'https://shop.example/forgot-password?ReturnUrl=%2Fbasket%3Fid%3D1',
    );
    expect(withReturnUrl('/login.html?lang=da', null, PAGE)).toBe('https://shop.example/login.html?lang=da');
  });
});
