// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { readTokenOnce, takeParam } from '../../../shared/lib/read-token-once';

afterEach(() => history.replaceState(null, '', '/'));

describe('takeParam (the address without a secret parameter)', () => {
  it('reads the parameter whatever the case of its name, trimmed, and drops it keeping the rest as written', () => {
    expect(takeParam('https://shop.test/reset?ReturnUrl=%2Fbasket%3Fa%3D1&Token=abc%2B1&utm=x#top', 'token')).toEqual({
      value: 'abc+1',
      href: 'https://shop.test/reset?ReturnUrl=%2Fbasket%3Fa%3D1&utm=x#top',
    });
    expect(takeParam('https://shop.test/c?utm=mail&token=%20abc%0A', 'token')).toEqual({
      value: 'abc',
      href: 'https://shop.test/c?utm=mail',
    });
  });

  it('drops every spelling of the parameter and leaves no empty "?"', () => {
    expect(takeParam('https://shop.test/c?token=a&TOKEN=b', 'token')).toEqual({
      value: 'a',
      href: 'https://shop.test/c',
    });
  });

  it('reads "+" as a space and keeps a malformed escape as typed, as a browser would', () => {
    expect(takeParam('https://shop.test/c?token=a+b%ZZ', 'token').value).toBe('a b%ZZ');
  });

  it('leaves an address without the parameter alone (href null)', () => {
    expect(takeParam('https://shop.test/c?tokens=x#token=y', 'token')).toEqual({ value: '', href: null });
    expect(takeParam('https://shop.test/c', 'token')).toEqual({ value: '', href: null });
  });
});

describe('readTokenOnce (issue #32: the token out of the address)', () => {
  it('reads the token and removes it from the address at once, keeping the other parameters, the hash and the state', () => {
    history.replaceState({ kept: true }, '', '/reset-password?ReturnUrl=%2Fbasket&token=demo-reset-token#form');
    const before = history.length;
    expect(readTokenOnce('token')).toBe('demo-reset-token');
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/reset-password?ReturnUrl=%2Fbasket#form');
    expect(history.state).toEqual({ kept: true });
    expect(history.length).toBe(before);
  });

  it('gives the same token again for the page once it is out of the address (an island mounted again)', () => {
    history.replaceState(null, '', '/recall-confirm?token=t1');
    expect(readTokenOnce('token')).toBe('t1');
    expect(location.search).toBe('');
    expect(readTokenOnce('token')).toBe('t1');
  });

  it("is '' without a token, and leaves such an address as it is", () => {
    history.replaceState(null, '', '/recall-confirm?utm=mail');
    expect(readTokenOnce('token')).toBe('');
    expect(location.search).toBe('?utm=mail');
  });
});
