import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followRedirect, REDIRECT_DELAY_WITH_TRACKER_MS } from '../../../../shared/api/http/redirect';
import { reloadPageContext } from '../../../../shared/context/page-context';
import { useFakeNavigator } from '../../../support/fake-navigator';

const { assign: navigate } = useFakeNavigator();

describe('Redirect', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follows only same-origin http(s) targets (safeHref with sameOrigin), from the parsed URL', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const follows = (target: string) => followRedirect(target, { trackerScriptRan: false });
    expect(follows('/checkout?id=1')).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith(`${location.origin}/checkout?id=1`);
    expect(follows(`${location.origin}/x`)).toBe(true);
    for (const refused of [
      'https://evil.example.com/x',
      '//evil.example.com/x',
      '/\\evil.example.com',
      'javascript:alert(1)',
      ' /x',
      `${location.origin.replace(/^http:/, 'https:')}/x`,
    ]) {
      expect(follows(refused), refused).toBe(false);
    }
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('navigates at once without a tracker script', () => {
    expect(followRedirect('/next', { trackerScriptRan: false })).toBe(true);
    expect(navigate).toHaveBeenCalledWith(`${location.origin}/next`);
  });

  it('waits 500 ms when a tracker script ran', () => {
    followRedirect('/next', { trackerScriptRan: true });
    vi.advanceTimersByTime(REDIRECT_DELAY_WITH_TRACKER_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledOnce();
    expect(REDIRECT_DELAY_WITH_TRACKER_MS).toBe(500);
  });

  it('refuses a foreign target and logs why', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(followRedirect('https://evil.example.com/', { trackerScriptRan: false })).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining(
        'refused to redirect to "https://evil.example.com/": only this site and the page context\'s trustedRedirectOrigins',
      ),
    );
  });

  it("follows another site only when the page context's trustedRedirectOrigins names it (issue #32, 5)", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify({
      trustedRedirectOrigins: 'https://punchout.example https://sso.example',
    })}</script>`;
    reloadPageContext();
    expect(followRedirect('https://punchout.example/hand-over?id=7', { trackerScriptRan: false })).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('https://punchout.example/hand-over?id=7');
    expect(followRedirect('https://evil.example/hand-over', { trackerScriptRan: false })).toBe(false);
    expect(followRedirect('http://punchout.example/hand-over', { trackerScriptRan: false })).toBe(false);
    expect(navigate).toHaveBeenCalledOnce();
    document.head.innerHTML = '<script type="application/json" id="page-context">{}</script>';
    reloadPageContext(); // the next file of this worker trusts nothing off-site again
  });

  it.each([
    ['http', 'http://punchout.example'],
    ['a trailing slash', 'https://punchout.example/'],
    ['a path', 'https://punchout.example/hand-over'],
    ['a wildcard', 'https://*.punchout.example'],
    ['upper case (not as an origin is written)', 'https://PunchOut.example'],
    ['credentials', 'https://me@punchout.example'],
    ['no scheme', 'punchout.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['a comma between origins', 'https://punchout.example,https://sso.example'],
    ['two origins run together', 'https://punchout.example:8443https://sso.example'],
  ])(
    'one entry with %s in trustedRedirectOrigins: nothing off-site is trusted, and the console says why',
    (_case, entry) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify({
        trustedRedirectOrigins: `https://sso.example ${entry}`,
      })}</script>`;
      reloadPageContext();
      expect(followRedirect('https://sso.example/hand-over', { trackerScriptRan: false })).toBe(false);
      expect(navigate).not.toHaveBeenCalled();
      expect(error).toHaveBeenCalledWith(
        expect.stringMatching(/^\[wsh\] page context: trustedRedirectOrigins: expected /),
      );
      document.head.innerHTML = '<script type="application/json" id="page-context">{}</script>';
      reloadPageContext();
    },
  );
});
