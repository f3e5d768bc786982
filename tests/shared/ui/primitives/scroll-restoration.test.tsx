import { act, render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollStorageKey } from '../../../../shared/domain/page/scroll';
import { TIMING } from '../../../../shared/lib/timing';
import { flushScrollSaves, useScrollRestoration } from '../../../../shared/ui/primitives/scroll-restoration';

function List({ ready, listKey = 'search' }: { ready: boolean; listKey?: string }) {
  const ref = useScrollRestoration<HTMLDivElement>(listKey, ready);
  return (
    <div ref={ref} data-testid="list">
      {ready ? 'rows' : 'loading'}
    </div>
  );
}

/** Like the search page: its URL state reloads the list on popstate, so `ready` drops in the same update. */
function ListFollowingHistory() {
  const [ready, setReady] = useState(true);
  useEffect(() => {
    const reload = () => {
      setReady(false);
      setTimeout(() => setReady(true), 100);
    };
    window.addEventListener('popstate', reload);
    return () => window.removeEventListener('popstate', reload);
  }, []);
  return <List ready={ready} />;
}

const ADDRESS = '/search.html?q=m%C3%A6lk&page=2';
const key = () => scrollStorageKey('search', location.pathname, location.search);
const saved = () => JSON.parse(sessionStorage.getItem(key()) ?? 'null');
const list = () => document.querySelector<HTMLElement>('[data-testid="list"]')!;
function scrollPage(y: number) {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event('scroll'));
}
function arriveBy(type: string) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as PerformanceNavigationTiming]);
}

beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', ADDRESS);
  window.scrollTo(0, 0);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 4800 } as DOMRect);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => vi.useRealTimers());

describe('scroll restoration: saving (SPEC 9: throttled to 150 ms)', () => {
  it('saves the position and the list height at once, then at most every 150 ms, keyed by path + query', () => {
    arriveBy('navigate');
    render(<List ready />);
    scrollPage(100);
    expect(saved()).toEqual({ y: 100, height: 4800 });
    vi.advanceTimersByTime(50);
    scrollPage(200);
    vi.advanceTimersByTime(50);
    scrollPage(300);
    expect(saved().y).toBe(100);
    vi.advanceTimersByTime(49);
    expect(saved().y).toBe(100);
    vi.advanceTimersByTime(1);
    expect(saved().y).toBe(300);
    expect(sessionStorage.key(0)).toBe('wsh-scroll:search:/search.html?q=m%C3%A6lk&page=2');
  });

  it('saves the last position when the page is left', () => {
    arriveBy('navigate');
    render(<List ready />);
    scrollPage(100);
    scrollPage(900);
    window.dispatchEvent(new Event('pagehide'));
    expect(saved().y).toBe(900);
  });

  it('saves the position the page is at when an in-page navigation leaves the address, before its scroll event', () => {
    arriveBy('navigate');
    render(<List ready />);
    scrollPage(100);
    // The browser dispatches the scroll event with the next frame; a click can come before it.
    window.scrollTo(0, 700);
    flushScrollSaves();
    expect(saved()).toEqual({ y: 700, height: 4800 });
    // Nothing waiting in the throttle lands later under the next address.
    history.replaceState(null, '', '/search.html?q=ost');
    vi.advanceTimersByTime(150);
    expect(sessionStorage.getItem(key())).toBeNull();
  });
});

describe('scroll restoration: coming back', () => {
  beforeEach(() => sessionStorage.setItem(key(), JSON.stringify({ y: 2400, height: 6000 })));

  it('holds the list height while it reloads, scrolls back, and lets go of the height after 5 s', () => {
    arriveBy('back_forward');
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { rerender } = render(<List ready={false} />);
    expect(list().style.minHeight).toBe('6000px');
    expect(history.scrollRestoration).toBe('manual');
    // The reloading list's own scroll events must not overwrite the saved position.
    scrollPage(0);
    vi.advanceTimersByTime(TIMING.scrollSaveThrottle);
    expect(saved().y).toBe(2400);
    scrollTo.mockClear();
    rerender(<List ready />);
    expect(scrollTo).toHaveBeenCalledWith(0, 2400);
    // Held on through late snapshots, so the page cannot pull away from the position, then let go.
    expect(list().style.minHeight).toBe('6000px');
    act(() => vi.advanceTimersByTime(TIMING.heightPersist));
    expect(list().style.minHeight).toBe('');
  });

  it('restores after a reload as well', () => {
    arriveBy('reload');
    const { rerender } = render(<List ready={false} />);
    rerender(<List ready />);
    expect(window.scrollY).toBe(2400);
  });

  it('holds the height for at most 5 s, and still scrolls back when the list comes later', () => {
    arriveBy('back_forward');
    const { rerender } = render(<List ready={false} />);
    act(() => vi.advanceTimersByTime(TIMING.heightPersist - 1));
    expect(list().style.minHeight).toBe('6000px');
    act(() => vi.advanceTimersByTime(1));
    expect(list().style.minHeight).toBe('');
    rerender(<List ready />);
    expect(window.scrollY).toBe(2400);
  });

  it('does nothing on a fresh visit to the same address', () => {
    arriveBy('navigate');
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { rerender } = render(<List ready={false} />);
    expect(list().style.minHeight).toBe('');
    rerender(<List ready />);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('restores the position of the address a history step within the page returns to', () => {
    arriveBy('navigate');
    history.replaceState(null, '', '/search.html?q=m%C3%A6lk&page=3');
    render(<ListFollowingHistory />);
    act(() => {
      history.replaceState(null, '', ADDRESS);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(list().textContent).toBe('loading');
    expect(list().style.minHeight).toBe('6000px');
    expect(window.scrollY).toBe(0);
    act(() => vi.advanceTimersByTime(100));
    expect(list().textContent).toBe('rows');
    expect(window.scrollY).toBe(2400);
    act(() => vi.advanceTimersByTime(TIMING.heightPersist));
    expect(list().style.minHeight).toBe('');
  });
});
