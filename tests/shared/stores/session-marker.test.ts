import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../../shared/lib/cookies';
import { reloadPageContext } from '../../../shared/context/page-context';
import { LOGGED_IN_MARKER, registerLoggedInOncePerDay } from '../../../shared/stores/session-marker';

let calls = 0;
const server = setupServer(
  http.put('*/api/auth/registerloggedin', () => (calls++, HttpResponse.json({ Model: true }))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  calls = 0;
  server.resetHandlers(); // a test's failing answer must not reach the next one
});
afterAll(() => server.close());

function page(isAuthenticated: boolean) {
  document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify({ isAuthenticated })}</script>`;
  reloadPageContext();
}

describe('logged-in marker (SPEC sections 4 and 9: once per day, marker cookie lasting 1 day)', () => {
  it('registers the session once and sets a marker cookie that lasts 1 day', async () => {
    page(true);
    const set = vi.spyOn(document, 'cookie', 'set');
    await registerLoggedInOncePerDay();
    await registerLoggedInOncePerDay();
    expect(calls).toBe(1);
    expect(LOGGED_IN_MARKER.maxAgeMs).toBe(24 * 60 * 60 * 1000);
    expect(set).toHaveBeenCalledWith(
      // A lifetime the browser counts on its own clock (max-age), whatever the page's clock says.
      '_wsh_li=1; path=/; SameSite=Lax; max-age=86400',
    );
  });

  it('registers again once the marker has expired', async () => {
    page(true);
    await registerLoggedInOncePerDay();
    document.cookie = '_wsh_li=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT'; // the browser drops it after 1 day
    await registerLoggedInOncePerDay();
    expect(calls).toBe(2);
  });

  it('does nothing for anonymous visitors', async () => {
    page(false);
    await registerLoggedInOncePerDay();
    expect(calls).toBe(0);
    expect(document.cookie).not.toContain('_wsh_li');
  });

  it('forgets the marker when the call fails, so the next page tries again', async () => {
    page(true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.put('*/api/auth/registerloggedin', () => HttpResponse.json({ Message: 'down' }, { status: 503 })));
    await registerLoggedInOncePerDay();
    expect(readCookie(document.cookie, '_wsh_li') ?? '').toBe('');
  });
});
