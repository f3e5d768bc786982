import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../../../shared/api/http/client';
import { isApiHttpError, isSessionExpiredError } from '../../../shared/api/http/errors';
import { classifySaveFailure } from '../../../shared/domain/basket/basket-save';
import { on } from '../../../shared/events/bus';
import { reloadPageContext } from '../../../shared/context/page-context';

const server = setupServer(
  http.get('*/api/unauthorized', () => HttpResponse.json({ Message: 'Log in' }, { status: 401 })),
  http.get('*/api/forbidden', () => HttpResponse.json({ Message: 'Not for you' }, { status: 403 })),
  http.get(
    '*/api/login-page',
    () => new HttpResponse('<!doctype html><title>Log in</title>', { headers: { 'Content-Type': 'text/html' } }),
  ),
  http.get('*/api/redirected', () => HttpResponse.redirect('http://localhost:3000/login?ReturnUrl=%2F', 302)),
  http.get('*/login', () => HttpResponse.json({ Model: 'a login page that happens to answer JSON' })),
  http.get('*/api/fine', () => HttpResponse.json({ Model: 1 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify({})}</script>`;
  reloadPageContext();
});

describe('an expired session (issue: a notice with a login link, changes kept)', () => {
  it.each(['unauthorized', 'login-page', 'redirected'])(
    '%s: a SessionExpiredError, no general exception notice',
    async (path) => {
      const exception = vi.fn();
      on('exception', exception);
      const error = await apiGet(path).catch((e: unknown) => e);
      expect(isSessionExpiredError(error)).toBe(true);
      expect(exception).not.toHaveBeenCalled();
    },
  );

  it('is said once per page, however many calls fail', async () => {
    const expired = vi.fn();
    on('sessionExpired', expired);
    await apiGet('unauthorized').catch(() => {});
    await apiGet('login-page').catch(() => {});
    expect(expired).toHaveBeenCalledOnce();
    expect(expired).toHaveBeenCalledWith({ status: 401, method: 'GET', path: 'unauthorized' });
    await expect(apiGet('fine')).resolves.toBe(1);
  });
});

describe('a 403 is not an expired session (issue #32, 5)', () => {
  it('is an ApiHttpError with the status that raises the general notice, and no sessionExpired', async () => {
    const exception = vi.fn();
    const expired = vi.fn();
    on('exception', exception);
    on('sessionExpired', expired);
    const error = await apiGet('forbidden').catch((e: unknown) => e);
    expect(isSessionExpiredError(error)).toBe(false);
    expect(isApiHttpError(error) && error.status).toBe(403);
    expect(exception).toHaveBeenCalledWith(expect.objectContaining({ status: 403, path: 'forbidden' }));
    expect(expired).not.toHaveBeenCalled();
  });
});

describe('classifySaveFailure (which failed basket saves are retried)', () => {
  it.each([
    [0, 'network', 'transient'],
    [500, 'http', 'transient'],
    [502, 'http', 'transient'],
    [408, 'http', 'transient'],
    [429, 'http', 'transient'],
    [400, 'http', 'rejected'],
    [404, 'http', 'missing'],
    [401, 'http', 'session'],
    [403, 'http', 'rejected'],
    [200, 'session', 'session'],
    [200, 'missing-model', 'unreadable'],
  ] as const)('status %s (%s) is %s', (status, kind, expected) => {
    expect(classifySaveFailure(status, kind)).toBe(expected);
  });
});
