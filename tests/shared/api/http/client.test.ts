import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiPost, apiPut, LARGE_ANSWER_CHARS, requestEnvelope } from '../../../../shared/api/http/client';
import {
  ApiAbortError,
  ApiHttpError,
  ApiNetworkError,
  isApiAbortError,
  isApiHttpError,
  isMissingModelError,
  isNotFoundError,
} from '../../../../shared/api/http/errors';
import { on } from '../../../../shared/events/bus';
import { reloadPageContext } from '../../../../shared/context/page-context';

const seen: Request[] = [];
const server = setupServer(
  http.all('*', ({ request }) => {
    seen.push(request.clone());
  }),
  http.get('*/api/customers/current', () => HttpResponse.json({ Model: { Id: 'C1' } })),
  http.get('*/shop-api/user', () => HttpResponse.json({ Model: { Id: 'U1' } })),
  http.get('*/api/no-model', () => HttpResponse.json({ Data: 1 })),
  http.get('*/api/broken', () => HttpResponse.json({ Message: 'Database down' }, { status: 500 })),
  http.get('*/api/missing', () => HttpResponse.json({ Message: 'Not found' }, { status: 404 })),
  http.post('*/api/auth/login', () => HttpResponse.json({ Message: 'Wrong password' }, { status: 400 })),
  http.put('*/api/echo', async ({ request }) => HttpResponse.json({ Model: await request.json() })),
  http.get('*/api/slow', async () => {
    await delay(200);
    return HttpResponse.json({ Model: 'slow' });
  }),
  http.get('*/api/offline', () => HttpResponse.error()),
  http.get('*/api/large', () => HttpResponse.json({ Model: { Lines: 'x'.repeat(LARGE_ANSWER_CHARS) } })),
  http.get('*/api/tracked', () =>
    HttpResponse.json({ Model: 1, AnalyticsTrackerScript: 'window.__tracked = (window.__tracked || 0) + 1;' }),
  ),
);

function setContext(json: object) {
  document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify(json)}</script>`;
  reloadPageContext();
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  seen.length = 0;
  setContext({ cacheKey: 'ck-42' });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  server.resetHandlers();
});

describe('API client (SPEC sections 7 and 8)', () => {
  it('unwraps Model', async () => {
    await expect(apiGet('customers/current')).resolves.toEqual({ Id: 'C1' });
  });

  it('takes the base path from the page context', async () => {
    setContext({ apiBasePath: '/shop-api/' });
    await expect(apiGet('user')).resolves.toEqual({ Id: 'U1' });
    expect(new URL(seen[0]!.url).pathname).toBe('/shop-api/user');
  });

  it('sends the cache key on every call', async () => {
    await apiGet('customers/current', { searchParams: { a: 1 } });
    await apiPut('echo', { x: 1 });
    for (const r of seen) expect(new URL(r.url).searchParams.get('cacheKey')).toBe('ck-42');
    expect(new URL(seen[0]!.url).searchParams.get('a')).toBe('1');
  });

  it('sends the recall parameter from its cookie', async () => {
    document.cookie = '_recall=tok%2B1; path=/';
    await apiGet('customers/current');
    expect(new URL(seen[0]!.url).searchParams.get('recall')).toBe('tok+1');
  });

  it('sends isMobile=true under 1024 px, and not at 1024 px without touch', async () => {
    vi.stubGlobal('innerWidth', 1023);
    await apiGet('customers/current');
    vi.stubGlobal('innerWidth', 1024);
    window.dispatchEvent(new Event('resize'));
    await apiGet('customers/current');
    expect(new URL(seen[0]!.url).searchParams.get('isMobile')).toBe('true');
    expect(new URL(seen[1]!.url).searchParams.has('isMobile')).toBe(false);
  });

  it('reads the window width again only after a resize (reading it finishes any pending layout)', async () => {
    vi.stubGlobal('innerWidth', 1600);
    await apiGet('customers/current');
    vi.stubGlobal('innerWidth', 800);
    await apiGet('customers/current');
    window.dispatchEvent(new Event('resize'));
    await apiGet('customers/current');
    expect(seen.map((r) => new URL(r.url).searchParams.get('isMobile'))).toEqual([null, null, 'true']);
  });

  it('sends isMobile=true on touch screens of any width', async () => {
    vi.stubGlobal('innerWidth', 1600);
    vi.spyOn(navigator, 'maxTouchPoints', 'get').mockReturnValue(5);
    await apiGet('customers/current');
    expect(new URL(seen[0]!.url).searchParams.get('isMobile')).toBe('true');
  });

  it("adds the campaign-tracking header from the URL's at_campaign", async () => {
    history.replaceState(null, '', '/page?at_campaign=xmas-2026');
    await apiGet('customers/current');
    history.replaceState(null, '', '/page');
    await apiGet('customers/current');
    expect(seen[0]!.headers.get('X-Campaign-Tracking')).toBe('xmas-2026');
    expect(seen[1]!.headers.has('X-Campaign-Tracking')).toBe(false);
  });

  it.each([
    ['a plain value is sent', 'spring-2026', 'spring-2026'],
    ['a non-ASCII value (%E2%82%AC) is not sent, and the call still succeeds', '%E2%82%AC', null],
    ['a control character (%0A) is not sent', 'spring%0A2026', null],
    ['a value with a carriage return and a header of its own is not sent', 'x%0D%0AX-Admin:%201', null],
  ])('campaign-tracking header: %s', async (_scenario, value, header) => {
    history.replaceState(null, '', `/page?at_campaign=${value}`);
    await expect(apiGet('customers/current')).resolves.toEqual({ Id: 'C1' });
    history.replaceState(null, '', '/page');
    expect(seen[0]!.headers.get('X-Campaign-Tracking')).toBe(header);
  });

  it('treats a response without Model as an error naming method and path, without the exception event', async () => {
    const exception = vi.fn();
    on('exception', exception);
    const error = await apiGet('no-model').catch((e: unknown) => e);
    expect(isMissingModelError(error)).toBe(true);
    expect((error as Error).message).toBe('GET no-model: the response has no Model');
    expect(exception).not.toHaveBeenCalled();
  });

  it('raises the exception event with the status on a 500, and throws a typed error with the server message', async () => {
    const exception = vi.fn();
    on('exception', exception);
    const error = await apiGet('broken').catch((e: unknown) => e);
    expect(isApiHttpError(error)).toBe(true);
    expect((error as ApiHttpError).status).toBe(500);
    expect((error as ApiHttpError).serverMessage).toBe('Database down');
    expect((error as ApiHttpError).validationGroup).toBeUndefined(); // no group sent: not the form's to show
    expect((error as Error).message).toBe('GET broken: HTTP 500 (Database down)');
    expect(exception).toHaveBeenCalledWith({
      status: 500,
      method: 'GET',
      path: 'broken',
      message: 'GET broken: HTTP 500 (Database down)',
    });
  });

  it('does not raise the exception event on a 404', async () => {
    const exception = vi.fn();
    on('exception', exception);
    const error = await apiGet('missing').catch((e: unknown) => e);
    expect(isNotFoundError(error)).toBe(true);
    expect(exception).not.toHaveBeenCalled();
  });

  it('sends the validation-group header and leaves the error to the form (no exception event)', async () => {
    const exception = vi.fn();
    on('exception', exception);
    const error = await apiPost('auth/login', { EmailAddress: 'a@b.dk' }, { validationGroup: 'login' }).catch(
      (e: unknown) => e,
    );
    expect(seen[0]!.headers.get('X-Validation-Group')).toBe('login');
    expect((error as ApiHttpError).serverMessage).toBe('Wrong password');
    expect((error as ApiHttpError).validationGroup).toBe('login');
    expect(exception).not.toHaveBeenCalled();
  });

  it('raises the exception event with status 0 when the network drops (after one retry for a GET)', async () => {
    const exception = vi.fn();
    on('exception', exception);
    const error = await apiGet('offline').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(seen.filter((r) => r.url.includes('/offline'))).toHaveLength(2);
    expect(exception).toHaveBeenCalledWith(expect.objectContaining({ status: 0, path: 'offline' }));
  });

  it('aborts the earlier request of the same name, silently', async () => {
    const exception = vi.fn();
    on('exception', exception);
    const first = apiGet('slow', { name: 'search' }).catch((e: unknown) => e);
    const second = apiGet('slow', { name: 'search' });
    await expect(second).resolves.toBe('slow');
    const error = await first;
    expect(error).toBeInstanceOf(ApiAbortError);
    expect(isApiAbortError(error)).toBe(true);
    expect(exception).not.toHaveBeenCalled();
  });

  it('runs the AnalyticsTrackerScript through a script element and reports that it ran', async () => {
    Object.assign(window, { dataLayer: [] });
    const append = vi.spyOn(document.head, 'appendChild');
    const env = await requestEnvelope('GET', 'tracked');
    expect(env).toEqual({ model: 1, trackerScriptRan: true });
    const script = append.mock.calls[0]?.[0] as HTMLScriptElement;
    expect(script.tagName).toBe('SCRIPT');
    expect(script.textContent).toContain('window.__tracked = (window.__tracked || 0) + 1;');
    Reflect.deleteProperty(window, 'dataLayer');
  });

  describe('a large answer (issue #35: parsed, checked and handed over in tasks of their own)', () => {
    /** The browser's scheduler.yield, each call held until the test lets that next task run. */
    function heldTasks() {
      const held: (() => void)[] = [];
      vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => held.push(resolve)) });
      return held;
    }

    it('checks the Model in a task after the parse, and hands it over in the task after that', async () => {
      const held = heldTasks();
      const read = vi.fn((model: unknown) => model as { Lines: string });
      let answer: { Lines: string } | undefined;
      const call = apiGet('large', { read }).then((model) => (answer = model));
      await vi.waitFor(() => expect(held).toHaveLength(1));
      expect(read).not.toHaveBeenCalled();
      held[0]!();
      await vi.waitFor(() => expect(held).toHaveLength(2));
      expect(read).toHaveBeenCalledOnce();
      expect(answer).toBeUndefined();
      held[1]!();
      await call;
      expect(answer?.Lines).toHaveLength(LARGE_ANSWER_CHARS);
    });

    it('fails as aborted, unchecked, when its request is aborted between the tasks', async () => {
      const held = heldTasks();
      const read = vi.fn((model: unknown) => model);
      const controller = new AbortController();
      const call = apiGet('large', { read, signal: controller.signal }).catch((e: unknown) => e);
      await vi.waitFor(() => expect(held).toHaveLength(1));
      controller.abort();
      held[0]!();
      expect(await call).toBeInstanceOf(ApiAbortError);
      expect(read).not.toHaveBeenCalled();
    });

    it('leaves a small answer in the task that parsed it', async () => {
      const held = heldTasks();
      await expect(apiGet('customers/current')).resolves.toEqual({ Id: 'C1' });
      expect(held).toHaveLength(0);
    });
  });
});
