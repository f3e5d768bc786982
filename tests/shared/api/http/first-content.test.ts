import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../../../../shared/api/http/client';
import { FIRST_CONTENT_MAX_MS, firstContent, requestStarted } from '../../../../shared/api/http/first-content';
import { reloadPageContext } from '../../../../shared/context/page-context';

/** A frame at 60 Hz, as the fake clock runs requestAnimationFrame. */
const FRAME_MS = 16;

/** Whether the promise has settled, after the microtasks queued so far. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe("the page's first content (issue #35): what can wait starts after it", () => {
  afterEach(() => vi.useRealTimers());

  it('is up after two frames in a row with no request in flight', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    const first = firstContent();
    await vi.advanceTimersByTimeAsync(FRAME_MS);
    expect(await settled(first), 'after one frame').toBe(false);
    await vi.advanceTimersByTimeAsync(FRAME_MS);
    expect(await settled(first), 'after two frames').toBe(true);
    expect(firstContent(), 'computed once per page').toBe(first);
  });

  it('waits while a request is in flight, and counts one that starts between frames', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    const end = requestStarted();
    const first = firstContent();
    await vi.advanceTimersByTimeAsync(FRAME_MS * 20);
    expect(await settled(first)).toBe(false);
    end();
    end(); // ending twice counts once
    await vi.advanceTimersByTimeAsync(FRAME_MS);
    // An answer rendered and an effect asked for more: the quiet frames start again.
    const endSecond = requestStarted();
    await vi.advanceTimersByTimeAsync(FRAME_MS * 3);
    expect(await settled(first), 'while the second request is out').toBe(false);
    endSecond();
    await vi.advanceTimersByTimeAsync(FRAME_MS * 2);
    expect(await settled(first)).toBe(true);
  });

  it(`is taken as up ${FIRST_CONTENT_MAX_MS} ms after it was first asked for, when a request never ends`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    requestStarted();
    const first = firstContent();
    await vi.advanceTimersByTimeAsync(FIRST_CONTENT_MAX_MS - 1);
    expect(await settled(first)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(first)).toBe(true);
  });
});

describe("the API client's requests count towards it", () => {
  let answer: () => void = () => undefined;
  const server = setupServer(
    http.get('*/api/held', async () => {
      await new Promise<void>((resolve) => (answer = resolve));
      return HttpResponse.json({ Model: 1 });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('is not up while a read is on its way, and is once it has answered', async () => {
    document.head.innerHTML =
      '<script type="application/json" id="page-context">{"apiBasePath":"/api/","language":"en"}</script>';
    reloadPageContext();
    const read = apiGet('held');
    const first = firstContent();
    await new Promise((resolve) => setTimeout(resolve, FRAME_MS * 6));
    expect(await settled(first)).toBe(false);
    answer();
    expect(await read).toBe(1);
    // Within a few frames of the answer, not at the 2 s cap.
    await Promise.race([
      first,
      new Promise((_, reject) => setTimeout(() => reject(new Error('not up 500 ms after the answer')), 500)),
    ]);
  });
});
