import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadPageContext } from '../../../../shared/context/page-context';
import { Pagination, pageItems } from '../../../../shared/ui/primitives/pagination';

function setup(current: number, total: number, language = 'en') {
  document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify({ language })}</script>`;
  reloadPageContext();
  const onNavigate = vi.fn<(page: number) => void>();
  render(
    <Pagination
      currentPage={current}
      totalPages={total}
      hrefFor={(p) => `/search?q=ost&page=${p}`}
      onNavigate={onNavigate}
    />,
  );
  return { onNavigate };
}

afterEach(cleanup);

describe('pageItems', () => {
  it('offers the first, the last and the current page with its neighbours, gaps for two or more left out', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]); // a single left-out page is shown, not a gap
  });
});

describe('Pagination (SPEC 2: the page number in the query string)', () => {
  it('renders real links with the page in the address, the current one marked, each marked for list navigation', () => {
    setup(2, 3);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      'Previous page',
      'Page 1',
      'Page 2 of 3',
      'Page 3',
      'Next page',
    ]);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([1, 1, 2, 3, 3].map((p) => `/search?q=ost&page=${p}`));
    expect(links.filter((l) => l.getAttribute('aria-current') === 'page')).toEqual([links[2]]);
    for (const link of links) expect(link.hasAttribute('data-list-nav')).toBe(true);
  });

  it('has no previous link on the first page and no next link on the last', () => {
    setup(1, 2);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    cleanup();
    setup(2, 2);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
  });

  it('shows nothing for a single page', () => {
    setup(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('navigates in the page on a plain click, and leaves modified clicks (new tab) to the browser', () => {
    const { onNavigate } = setup(1, 3);
    const next = screen.getByRole('link', { name: 'Next page' });
    expect(fireEvent.click(next)).toBe(false); // default prevented
    expect(onNavigate).toHaveBeenCalledWith(2);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Page 3' }), { ctrlKey: true })).toBe(true);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('moves between the links with the left and right arrows', () => {
    setup(2, 3);
    const current = screen.getByRole('link', { name: 'Page 2 of 3' });
    current.focus();
    expect(fireEvent.keyDown(current, { key: 'ArrowRight' })).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Page 3' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Next page' }));
    expect(fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' })).toBe(true); // the last stays
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Page 3' }));
  });

  it('is in Danish on a Danish page', () => {
    setup(1, 2, 'da');
    expect(screen.getByRole('navigation', { name: 'Sider' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Side 1 af 2' })).toBeTruthy();
  });
});
