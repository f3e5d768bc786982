// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetModules } from '../../support/module-reset-hooks';
import { $favoriteLists, $favoriteMarks, addToFavoriteList } from '../../../shared/stores/favorite-lists';
import { FAVORITES_POLL_MS } from '../../../shared/stores/favorites-cross-tab';
import { reloadPageContext } from '../../../shared/context/page-context';
import { useMockApi } from '../../fixtures/mock-api';

const { server } = useMockApi();

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  server.events.removeAllListeners();
});

function page() {
  document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify({ isAuthenticated: true, language: 'en' })}</script>`;
  reloadPageContext();
}

/** Every GET favorites the mock receives: each is the lists read again. */
function listReads() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname === '/api/favorites') seen.push('GET');
  });
  return seen;
}

describe('favourite lists across the user\u2019s tabs', () => {
  it('a change here is announced to the other tabs with the products it marked', async () => {
    page();
    const otherTab = new BroadcastChannel('wsh-favorites');
    const heard: unknown[] = [];
    otherTab.addEventListener('message', (e) => heard.push(e.data));
    await addToFavoriteList('F1002', ['100081']);
    await waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0]).toMatchObject({ type: 'favoritesChanged', marks: { '100081': true } });
    otherTab.close();
  });

  it('a change in another tab marks its products here and reads the lists again', async () => {
    page();
    const reads = listReads();
    const stop = $favoriteMarks.listen(() => {});
    const lists = $favoriteLists.listen(() => {});
    await waitFor(() => expect(reads).toHaveLength(1));
    const otherTab = new BroadcastChannel('wsh-favorites');
    otherTab.postMessage({ type: 'favoritesChanged', tab: 'other', at: 1, marks: { '100228': true } });
    await waitFor(() => expect($favoriteMarks.get()).toEqual({ '100228': true }));
    await waitFor(() => expect(reads).toHaveLength(2));
    otherTab.postMessage({ type: 'somethingElse', marks: { '100229': true } }); // not ours: ignored
    otherTab.postMessage({ type: 'favoritesChanged', tab: 'other', at: 2, marks: {} });
    await waitFor(() => expect(reads).toHaveLength(3));
    expect($favoriteMarks.get()).toEqual({ '100228': true });
    otherTab.close();
    stop();
    lists();
  });

  it('without BroadcastChannel, the change goes to localStorage and the other tabs poll it every 500 ms (SPEC 9)', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    resetModules(); // the next use opens no channel
    vi.useFakeTimers();
    page();
    const stop = $favoriteMarks.listen(() => {});
    localStorage.setItem(
      'wsh-favorites-change',
      JSON.stringify({ type: 'favoritesChanged', tab: 'other', at: 5, marks: { '100403': true } }),
    );
    vi.advanceTimersByTime(FAVORITES_POLL_MS - 1);
    expect($favoriteMarks.get()).toEqual({});
    vi.advanceTimersByTime(1);
    expect($favoriteMarks.get()).toEqual({ '100403': true });
    // The same note is taken once; a page in the background does not poll.
    $favoriteMarks.set({});
    vi.advanceTimersByTime(FAVORITES_POLL_MS * 3);
    expect($favoriteMarks.get()).toEqual({});
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    localStorage.setItem(
      'wsh-favorites-change',
      JSON.stringify({ type: 'favoritesChanged', tab: 'other', at: 6, marks: { '100081': false } }),
    );
    vi.advanceTimersByTime(FAVORITES_POLL_MS * 2);
    expect($favoriteMarks.get()).toEqual({});
    stop();
  });
});
