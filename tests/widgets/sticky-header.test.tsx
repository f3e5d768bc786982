import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import stickyHeader from '../../widgets/sticky-header/index';
import { mountWidget } from './render-widget';

function page(html = '<header id="top">Shop</header><main><section id="offers">Offers</section></main>') {
  document.body.insertAdjacentHTML('afterbegin', html);
}
function scrollPage(y: number) {
  act(() => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event('scroll'));
  });
}
const header = () => document.querySelector('header')!;

beforeEach(() => {
  window.scrollTo(0, 0);
  history.replaceState(null, '', '/content/page.html');
});
afterEach(() => vi.useRealTimers());

describe('sticky header (SPEC 4 and 9: the class is added past 10 px, 125 px with the new navigation)', () => {
  it('adds wsh-sticky and the CMS class past 10 px, and removes them at 10 px or less', () => {
    page();
    const { el } = mountWidget(stickyHeader, {});
    expect(el.textContent).toBe('');
    scrollPage(10);
    expect(header().className).toBe('');
    scrollPage(11);
    expect([...header().classList]).toEqual(['wsh-sticky', 'is-sticky']);
    scrollPage(10);
    expect(header().className).toBe('');
  });

  it('waits for 125 px with the new navigation', () => {
    page();
    mountWidget(stickyHeader, {}, { language: 'en', useNewNavigation: true });
    scrollPage(11);
    expect(header().classList.contains('wsh-sticky')).toBe(false);
    scrollPage(125);
    expect(header().classList.contains('wsh-sticky')).toBe(false);
    scrollPage(126);
    expect(header().classList.contains('wsh-sticky')).toBe(true);
  });

  it('uses the target selector and class name the editor chose', () => {
    page('<div class="site-top">Shop</div><header>Other</header>');
    mountWidget(stickyHeader, { target: '.site-top', className: 'top--fixed' });
    scrollPage(200);
    expect([...document.querySelector('.site-top')!.classList]).toEqual(['site-top', 'wsh-sticky', 'top--fixed']);
    expect(header().className).toBe('');
  });

  it('is sticky at once on a page opened further down, and leaves the header clean when removed', () => {
    page();
    window.scrollTo(0, 400);
    const { unmount } = mountWidget(stickyHeader, {});
    expect(header().classList.contains('is-sticky')).toBe(true);
    unmount();
    expect(header().className).toBe('');
  });

  it('warns when no element matches, and refuses a class name that is not one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mountWidget(stickyHeader, { target: '#nowhere' });
    expect(warn).toHaveBeenCalledWith('[wsh] sticky-header: no element matches "#nowhere"');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { el } = mountWidget(stickyHeader, { className: 'two classes' }, { language: 'en', editorMode: true });
    await waitFor(() => expect(el.textContent).toMatch(/className/)); // the editors' detail is a lazy chunk
  });
});

describe('ScrollTo and VerticalOffset (SPEC 2: scroll to an element after 700 ms)', () => {
  function setup(search: string, props: object = {}) {
    page();
    vi.spyOn(document.getElementById('offers')!, 'getBoundingClientRect').mockReturnValue({ top: 1000 } as DOMRect);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    history.replaceState(null, '', `/content/page.html${search}`);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mountWidget(stickyHeader, props);
    return scrollTo;
  }

  it('scrolls after 700 ms, keeping the element clear of the 104 px sticky header', () => {
    const scrollTo = setup('?ScrollTo=offers');
    act(() => vi.advanceTimersByTime(699));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledOnce();
    expect(scrollTo.mock.calls[0]![0]).toMatchObject({ top: 1000 - 104 });
  });

  it('keeps VerticalOffset more pixels free', () => {
    const scrollTo = setup('?ScrollTo=offers&VerticalOffset=40');
    act(() => vi.advanceTimersByTime(700));
    expect(scrollTo.mock.calls[0]![0]).toMatchObject({ top: 1000 - 104 - 40 });
  });

  it('counts the 30 px breadcrumb and another header height when the page has them', () => {
    const scrollTo = setup('?ScrollTo=offers', { breadcrumb: true, headerHeight: 80 });
    act(() => vi.advanceTimersByTime(700));
    expect(scrollTo.mock.calls[0]![0]).toMatchObject({ top: 1000 - 80 - 30 });
  });

  it('does not scroll without ScrollTo, and warns about an id the page lacks', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const scrollTo = setup('?VerticalOffset=40');
    act(() => vi.advanceTimersByTime(5000));
    expect(scrollTo).not.toHaveBeenCalled();
    history.replaceState(null, '', '/content/page.html?ScrollTo=missing');
    mountWidget(stickyHeader, {});
    act(() => vi.advanceTimersByTime(700));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      '[wsh] sticky-header: ScrollTo names "missing", but the page has no element with that id',
    );
  });
});
