import { describe, expect, it } from 'vitest';
import { readReturnUrl, returnUrlForServer } from '../../../shared/domain/auth/return-url';
import { safeHref } from '../../../shared/lib/safe-href';
import { sameOriginPath } from '../../../shared/lib/same-origin-path';

const PAGE = 'https://shop.example/login?x=1';
const path = (value: unknown) => sameOriginPath(value, PAGE);

describe('sameOriginPath: dot segments and double slashes resolved before the check and before sending (issue #32, 7)', () => {
  it.each([
    ['the issue: /..//evil.example', '/..//evil.example', '/evil.example'],
    ['%2e%2e, lower case', '/%2e%2e//evil.example', '/evil.example'],
    ['%2E%2E, upper case', '/%2E%2E//evil.example', '/evil.example'],
    ['a mixed .%2e', '/.%2e//evil.example', '/evil.example'],
    ['/./ before a double slash', '/.//evil.example', '/evil.example'],
    ['/./ inside a path', '/orders/./details', '/orders/details'],
    ['.. inside a path', '/orders/2024/../details', '/orders/details'],
    ['runs of slashes inside a path', '/orders///details//7', '/orders/details/7'],
    ['a same-origin absolute address with //', 'https://shop.example//evil.example', '/evil.example'],
    ['a relative ..//', '..//evil.example', '/evil.example'],
  ])('%s stays on this site as one path', (_case, input, expected) => {
    expect(path(input)).toBe(expected);
  });

  it.each([
    ['slash-backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil'],
    ['a dot segment then a backslash', '/..\\evil.example'],
    ['a tab between the slashes (the parser would drop it)', '/\t/evil.example'],
    ['a newline between the slashes', '/\n/evil.example'],
    ['protocol-relative', '//evil'],
    ['another site', 'https://evil'],
    ['javascript:', 'javascript:alert(1)'],
    ['the same host over http', 'http://shop.example/orders'],
    ['credentials before another host', 'https://shop.example@evil.example/'],
    ['empty', ''],
    ['not a string', 42],
  ])('refuses %s', (_case, input) => {
    expect(path(input)).toBeNull();
  });

  it.each([
    ['/basket?id=B-1001#lines'],
    ['/search?q=k%C3%B8d&page=2'],
    ['/favorites/details/F1001#top'],
    ['/orders'],
    ['/'],
  ])('an ordinary path %s survives unchanged', (input) => {
    expect(path(input)).toBe(input);
  });

  it('leaves the query and the fragment alone: only the path is a path', () => {
    expect(path('/a//b?next=//evil.example#//x')).toBe('/a/b?next=//evil.example#//x');
  });

  it('keeps encoded slashes encoded: they are a segment of this site, never a host', () => {
    expect(path('/..%2F%2Fevil.example')).toBe('/..%2F%2Fevil.example');
  });

  it('safeHref with sameOrigin returns the normalised absolute address; without it, the address as parsed', () => {
    expect(safeHref('/..//evil.example', { sameOrigin: true, base: PAGE })).toBe('https://shop.example/evil.example');
    expect(safeHref('/a//b', { base: PAGE })).toBe('https://shop.example/a//b');
  });
});

describe("ReturnUrl: the issue's inputs never reach the server as //host", () => {
  const read = (value: string) => readReturnUrl(`?ReturnUrl=${encodeURIComponent(value)}`, PAGE);

  it.each(['/..//evil.example', '/%2e%2e//evil.example', '/%2E%2E//evil.example', '/.//evil.example'])(
    '%s is read as /evil.example on this site and sent as /evil.example',
    (input) => {
      expect(read(input)).toBe('https://shop.example/evil.example');
      expect(returnUrlForServer(read(input), PAGE)).toBe('/evil.example');
    },
  );

  it('an address that is refused is not passed on (checked against the page, not against itself)', () => {
    expect(returnUrlForServer('https://evil.example/x', PAGE)).toBe('');
    expect(returnUrlForServer('javascript:alert(1)', PAGE)).toBe('');
  });
});
