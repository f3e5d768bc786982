import { describe, expect, it } from 'vitest';
import {
  BREADCRUMB_HEIGHT,
  HEIGHT_PERSIST_MS,
  SCROLL_SAVE_THROTTLE_MS,
  SCROLL_TO_DELAY_MS,
  STICKY_HEADER_HEIGHT,
  isSticky,
  parseSavedScroll,
  parseScrollTo,
  restoresOnNavigation,
  scrollStorageKey,
  scrollTargetTop,
  stickyThreshold,
} from '../../../../shared/domain/page/scroll';

describe('scroll figures (SPEC 9)', () => {
  it('saves every 150 ms, scrolls to ScrollTo after 700 ms, holds the height for 5 s', () => {
    expect(SCROLL_SAVE_THROTTLE_MS).toBe(150);
    expect(SCROLL_TO_DELAY_MS).toBe(700);
    expect(HEIGHT_PERSIST_MS).toBe(5000);
  });

  it('has a 104 px sticky header and a 30 px breadcrumb', () => {
    expect(STICKY_HEADER_HEIGHT).toBe(104);
    expect(BREADCRUMB_HEIGHT).toBe(30);
  });
});

describe('sticky header threshold (SPEC 9: 10 px, 125 px with the new navigation)', () => {
  it('is 10 px, or 125 px with the new navigation', () => {
    expect(stickyThreshold(false)).toBe(10);
    expect(stickyThreshold(true)).toBe(125);
  });

  it('is sticky only past 10 px', () => {
    expect(isSticky(0, false)).toBe(false);
    expect(isSticky(10, false)).toBe(false);
    expect(isSticky(11, false)).toBe(true);
  });

  it('is sticky only past 125 px with the new navigation', () => {
    expect(isSticky(11, true)).toBe(false);
    expect(isSticky(125, true)).toBe(false);
    expect(isSticky(126, true)).toBe(true);
  });
});

describe('ScrollTo and VerticalOffset (SPEC 2)', () => {
  it('reads the element id and the offset', () => {
    expect(parseScrollTo('?ScrollTo=section-3')).toEqual({ elementId: 'section-3', verticalOffset: 0 });
    expect(parseScrollTo('?a=1&ScrollTo=list&VerticalOffset=40')).toEqual({ elementId: 'list', verticalOffset: 40 });
    expect(parseScrollTo('?ScrollTo=list&VerticalOffset=-20')).toEqual({ elementId: 'list', verticalOffset: -20 });
  });

  it('matches the parameter names case-insensitively', () => {
    expect(parseScrollTo('?scrollto=x&verticaloffset=5')).toEqual({ elementId: 'x', verticalOffset: 5 });
  });

  it('does nothing without an id, and ignores an offset that is not a number', () => {
    expect(parseScrollTo('')).toBeNull();
    expect(parseScrollTo('?ScrollTo=')).toBeNull();
    expect(parseScrollTo('?VerticalOffset=40')).toBeNull();
    expect(parseScrollTo('?ScrollTo=x&VerticalOffset=lots')).toEqual({ elementId: 'x', verticalOffset: 0 });
  });

  it('keeps the element clear of the 104 px sticky header, minus the offset', () => {
    expect(scrollTargetTop(1000, { verticalOffset: 0 })).toBe(896);
    expect(scrollTargetTop(1000, { verticalOffset: 40 })).toBe(856);
    expect(scrollTargetTop(1000, { verticalOffset: 0, breadcrumb: true })).toBe(866);
    expect(scrollTargetTop(1000, { verticalOffset: 0, headerHeight: 60 })).toBe(940);
  });

  it('never scrolls above the top of the page', () => {
    expect(scrollTargetTop(50, { verticalOffset: 0 })).toBe(0);
  });
});

describe('saved scroll positions', () => {
  it('are kept per list and per address (path + query)', () => {
    expect(scrollStorageKey('search', '/search.html', '?q=mælk&page=2')).toBe(
      'wsh-scroll:search:/search.html?q=mælk&page=2',
    );
    expect(scrollStorageKey('search', '/search.html', '?q=mælk')).not.toBe(
      scrollStorageKey('search', '/search.html', '?q=mælk&page=2'),
    );
  });

  it('read back only what was written', () => {
    expect(parseSavedScroll(JSON.stringify({ y: 1200, height: 9000 }))).toEqual({ y: 1200, height: 9000 });
    expect(parseSavedScroll(null)).toBeNull();
    expect(parseSavedScroll('not json')).toBeNull();
    expect(parseSavedScroll('{"y":"1"}')).toBeNull();
    expect(parseSavedScroll(JSON.stringify({ y: -5, height: 10 }))).toEqual({ y: 0, height: 10 });
  });

  it('are restored on back/forward and reload, not on a fresh visit', () => {
    expect(restoresOnNavigation('back_forward')).toBe(true);
    expect(restoresOnNavigation('reload')).toBe(true);
    expect(restoresOnNavigation('navigate')).toBe(false);
    expect(restoresOnNavigation(undefined)).toBe(false);
  });
});
