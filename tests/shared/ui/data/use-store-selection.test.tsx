import { act, render } from '@testing-library/react';
import { atom } from 'nanostores';
import { useCallback } from 'react';
import { describe, expect, it } from 'vitest';
import { useStoreSelection } from '../../../../shared/ui/data/use-store-selection';

type Search = { status: 'loading' | 'ready'; answerFor: string; rows: readonly string[] };

/** A search store, and a view of the rows it shows for `query` and whether they answer it. */
function setUp() {
  const rows = ['Gouda', 'Brie'];
  const $search = atom<Search>({ status: 'ready', answerFor: 'ost', rows });
  const drawn: string[] = [];
  function View({ query }: { query: string }) {
    const shown = useStoreSelection(
      $search,
      useCallback((s: Search) => ({ current: s.status === 'ready' && s.answerFor === query, rows: s.rows }), [query]),
      (a, b) => a.current === b.current && a.rows === b.rows,
    );
    drawn.push(`${query}: ${shown.current ? 'answered' : 'loading'}, ${shown.rows.join(' ')}`);
    return null;
  }
  return { $search, rows, drawn, View };
}

describe('useStoreSelection', () => {
  it('renders nothing for a store change that leaves the part shown as it was', () => {
    const { $search, rows, drawn, View } = setUp();
    const { rerender } = render(<View query="ost" />);
    // A new query: the view shows the kept rows as loading, in the render that made the query ...
    act(() => rerender(<View query="mælk" />));
    expect(drawn).toEqual(['ost: answered, Gouda Brie', 'mælk: loading, Gouda Brie']);
    drawn.length = 0;
    // ... so the store's own "loading" with the same rows kept draws nothing more.
    act(() => $search.set({ status: 'loading', answerFor: 'ost', rows }));
    expect(drawn).toEqual([]);
    act(() => $search.set({ status: 'ready', answerFor: 'mælk', rows: ['Letmælk'] }));
    expect(drawn).toEqual(['mælk: answered, Letmælk']);
  });

  it('renders a change of the part shown, also one the render changed how to read', () => {
    const { $search, rows, drawn, View } = setUp();
    render(<View query="ost" />);
    drawn.length = 0;
    act(() => $search.set({ status: 'loading', answerFor: 'ost', rows }));
    expect(drawn).toEqual(['ost: loading, Gouda Brie']);
  });
});
