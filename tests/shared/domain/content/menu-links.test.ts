import { describe, expect, it } from 'vitest';
import { MAX_MENU_LINKS, isCurrentPage, readMenuLinks } from '../../../../shared/domain/content/menu-links';

const PAGE = 'https://shop.example/menus';

describe("an editor's menu (two levels of { text, url, items? })", () => {
  it('reads links and their entries, trimming texts', () => {
    expect(
      readMenuLinks(
        [
          { text: ' Offers ', url: '/offers' },
          { text: 'Assortment', url: '/assortment', items: [{ text: 'Fish', url: 'https://shop.example/fish' }] },
        ],
        PAGE,
      ),
    ).toEqual({
      ok: true,
      value: [
        { text: 'Offers', url: '/offers', items: [] },
        {
          text: 'Assortment',
          url: '/assortment',
          items: [{ text: 'Fish', url: 'https://shop.example/fish', items: [] }],
        },
      ],
    });
  });

  it('names the first wrong entry with its place, so the editor knows what to fix', () => {
    const problem = (raw: unknown) => {
      const read = readMenuLinks(raw, PAGE);
      return read.ok ? '' : read.problem;
    };
    expect(problem('nope')).toBe('the menu: expected a list of links, got "nope"');
    expect(problem([{ text: 'A', url: '/a' }, 'b'])).toBe('[1]: expected { "text", "url" }, got "b"');
    expect(problem([{ text: '  ', url: '/a' }])).toBe('[0].text: expected a text, got "  "');
    expect(problem([{ text: 'A', url: 'javascript:alert(1)' }])).toBe(
      '[0].url: expected a relative or http(s) URL, got "javascript:alert(1)"',
    );
    expect(problem([{ text: 'A', url: '/a', items: [{ text: 'B', url: '//evil.example' }] }])).toBe(
      '[0].items[0].url: expected a relative or http(s) URL, got "//evil.example"',
    );
    expect(problem([{ text: 'A', url: '/a', items: [{ text: 'B', url: '/b', items: [] }] }])).toBe(
      '[0].items[0].items: menus have two levels at most',
    );
    expect(problem(Array.from({ length: MAX_MENU_LINKS + 1 }, () => ({ text: 'A', url: '/a' })))).toBe(
      `the menu: at most ${MAX_MENU_LINKS} links, got ${MAX_MENU_LINKS + 1}`,
    );
  });

  it('marks the page shown now: same path and query, any fragment', () => {
    const page = 'https://shop.example/search.html?q=fish#results';
    expect(isCurrentPage('/search.html?q=fish', page)).toBe(true);
    expect(isCurrentPage('/search.html?q=fish#top', page)).toBe(true);
    expect(isCurrentPage('/search.html', page)).toBe(false);
    expect(isCurrentPage('https://other.example/search.html?q=fish', page)).toBe(false);
  });
});
