// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { productHref, safeHref } from '../../../shared/lib/safe-href';

const base = 'https://shop.example.dk/campaigns/spring';
const anyOrigin = { base };
const sameOrigin = { base, sameOrigin: true };

describe('safeHref: every link and navigation from the server, the CMS or the address (issue #10, 7)', () => {
  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['JaVaScRiPt: in mixed case', 'JaVaScRiPt:alert(1)'],
    ['a tab inside the scheme (the URL parser drops it)', 'java\tscript:alert(1)'],
    ['a newline inside the scheme', 'java\nscript:alert(1)'],
    ['a NUL before javascript:', '\x00javascript:alert(1)'],
    ['a NUL inside a relative path', '/camp\x00aigns'],
    ['another control character (DEL)', '/campaigns\x7f'],
    ['a C1 control character', '/campaigns\u0085'],
    ['leading spaces before javascript:', '   javascript:alert(1)'],
    ['a leading tab before javascript:', '\tjavascript:alert(1)'],
    ['a leading space before a harmless path', ' /campaigns'],
    ['a protocol-relative address', '//evil.example/'],
    ['slash-backslash (read as //)', '/\\evil.example'],
    ['two backslashes (read as //)', '\\\\evil.example'],
    ['a backslash inside an absolute address', 'https:\\\\evil.example'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['mailto: (http(s) only)', 'mailto:sales@shop.example.dk'],
    ['an empty string', ''],
  ])('refuses %s', (_scenario, value) => {
    expect(safeHref(value, anyOrigin)).toBeNull();
    expect(safeHref(value, sameOrigin)).toBeNull();
  });

  it('refuses what is not a string (server data of the wrong type)', () => {
    for (const value of [undefined, null, 42, { href: '/x' }]) expect(safeHref(value, anyOrigin)).toBeNull();
  });

  it('refuses a cross-origin https address where same origin is required', () => {
    expect(safeHref('https://evil.example/next', sameOrigin)).toBeNull();
    expect(safeHref('http://shop.example.dk/next', sameOrigin)).toBeNull(); // another scheme is another origin
    expect(safeHref('https://shop.example.dk:8443/next', sameOrigin)).toBeNull();
    expect(safeHref('https://shop.example.dk@evil.example/next', sameOrigin)).toBeNull(); // the host is evil.example
  });

  it('accepts relative paths, rendered from the parsed URL', () => {
    expect(safeHref('/campaigns/3142', anyOrigin)).toBe('https://shop.example.dk/campaigns/3142');
    expect(safeHref('autumn?page=2#top', sameOrigin)).toBe('https://shop.example.dk/campaigns/autumn?page=2#top');
    expect(safeHref('../brands/amager', sameOrigin)).toBe('https://shop.example.dk/brands/amager');
    expect(safeHref('/search?q=fløde kage', anyOrigin)).toBe('https://shop.example.dk/search?q=fl%C3%B8de%20kage');
  });

  it('accepts a same-origin absolute address', () => {
    expect(safeHref('https://shop.example.dk/checkout/receipt?x=1', sameOrigin)).toBe(
      'https://shop.example.dk/checkout/receipt?x=1',
    );
    expect(safeHref('HTTPS://SHOP.EXAMPLE.DK/Basket', sameOrigin)).toBe('https://shop.example.dk/Basket');
  });

  it('accepts https://other when cross-origin is allowed', () => {
    expect(safeHref('https://supplier.example/news', anyOrigin)).toBe('https://supplier.example/news');
    expect(safeHref('http://supplier.example/news', anyOrigin)).toBe('http://supplier.example/news');
  });

  it('returns the parsed URL, never the input string', () => {
    const input = 'https://shop.example.dk/a/../b c';
    const href = safeHref(input, anyOrigin);
    expect(href).toBe('https://shop.example.dk/b%20c');
    expect(href).not.toBe(input);
  });

  it('resolves against the current page when no base is given', () => {
    expect(safeHref('/basket')).toBe(`${location.origin}/basket`);
    expect(safeHref('https://evil.example/', { sameOrigin: true })).toBeNull();
  });
});

describe('productHref: a product page from a productUrlPattern prop', () => {
  it('puts the encoded id in the pattern', () => {
    expect(productHref('/product/{id}', '100081', anyOrigin)).toBe('https://shop.example.dk/product/100081');
    expect(productHref('/product.html?id={id}', 'a b&c', anyOrigin)).toBe(
      'https://shop.example.dk/product.html?id=a%20b%26c',
    );
  });

  it('makes no link when the id would turn the pattern into an unsafe address', () => {
    // "{id}:alert(1)" passes as a relative path with a numeric id, but not with the id "javascript".
    expect(productHref('{id}:alert(1)', 'javascript', anyOrigin)).toBeNull();
    // An empty id turns "/{id}/x" into a protocol-relative address.
    expect(productHref('/{id}/evil.example', '', anyOrigin)).toBeNull();
  });
});
