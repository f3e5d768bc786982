import { describe, expect, it } from 'vitest';
import { redirectTarget } from '../../../shared/lib/redirect-target';

const base = 'https://shop.example/impersonation';
const trusted = { base, trustedOrigins: ['https://punchout.example', 'https://sso.example:8443'] };
const target = (value: unknown, trust = trusted) => redirectTarget(value, trust);

describe('redirectTarget: this site, or a trusted punch-out or single sign-on origin (issue #32, 5)', () => {
  it('follows this site, normalised', () => {
    expect(target('/start?x=1#top')).toBe('https://shop.example/start?x=1#top');
    expect(target('/..//evil.example')).toBe('https://shop.example/evil.example');
    expect(target('https://shop.example/orders')).toBe('https://shop.example/orders');
  });

  it('follows an https address on a trusted origin, from the parsed URL', () => {
    expect(target('https://punchout.example/hand-over?session=1')).toBe('https://punchout.example/hand-over?session=1');
    expect(target('https://PUNCHOUT.example/hand-over')).toBe('https://punchout.example/hand-over');
    expect(target('https://sso.example:8443/start')).toBe('https://sso.example:8443/start');
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a look-alike host', 'https://punchout.example.evil.example/'],
    ['a subdomain of a trusted origin (no wildcards)', 'https://a.punchout.example/'],
    ['a trusted host over http', 'http://punchout.example/'],
    ['a trusted host on another port', 'https://sso.example/start'],
    ['credentials before another host', 'https://punchout.example@evil.example/'],
    ['protocol-relative to a trusted host', '//punchout.example/'],
    ['a backslash', '/\\punchout.example'],
    ['a tab', 'https://punch\tout.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['not a string', { href: 'https://punchout.example/' }],
  ])('refuses %s', (_case, value) => {
    expect(target(value)).toBeNull();
  });

  it('trusts nothing off-site when the page context names no origin', () => {
    expect(target('https://punchout.example/hand-over', { base, trustedOrigins: [] })).toBeNull();
  });
});
