// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  historyStateWith,
  pushHistory,
  replaceHistory,
  setHistory,
  type HistorySeam,
} from '../../../shared/lib/history';

const fake = () => ({ push: vi.fn<HistorySeam['push']>(), replace: vi.fn<HistorySeam['replace']>() });

afterEach(() => history.replaceState(null, '', '/'));

describe('history seam (islands write in-page history entries through one place)', () => {
  it('sends entries to the seam a test set, and the restore puts the previous one back', () => {
    const outer = fake();
    const inner = fake();
    const restoreOuter = setHistory(outer);
    const restoreInner = setHistory(inner);
    pushHistory('/favorites/details/F1');
    replaceHistory('/favorites');
    expect(inner.push).toHaveBeenCalledExactlyOnceWith('/favorites/details/F1');
    expect(inner.replace).toHaveBeenCalledExactlyOnceWith('/favorites');
    restoreInner();
    pushHistory('/after');
    expect(outer.push).toHaveBeenCalledWith('/after');
    restoreOuter();
  });

  it('hands a seam the state only when the caller gives one', () => {
    const seam = fake();
    const restore = setHistory(seam);
    pushHistory('/a', { page: 2 });
    replaceHistory('/b', { page: 3 });
    pushHistory('/c');
    expect(seam.push.mock.calls).toEqual([['/a', { page: 2 }], ['/c']]);
    expect(seam.replace.mock.calls).toEqual([['/b', { page: 3 }]]);
    restore();
  });

  it('push adds an entry without state by default, or with the state given', () => {
    history.replaceState({ flagged: true }, '', '/favorites');
    const entries = history.length;
    pushHistory('/favorites/details/F1');
    expect(location.pathname).toBe('/favorites/details/F1');
    expect(history.length).toBe(entries + 1);
    expect(history.state).toBeNull();
    pushHistory('/brand?page=2', { view: 'products' });
    expect(location.search).toBe('?page=2');
    expect(history.length).toBe(entries + 2);
    expect(history.state).toEqual({ view: 'products' });
  });

  it("replace rewrites the address without a new entry, keeping the entry's state unless given one", () => {
    history.replaceState({ flagged: true }, '', '/favorites');
    const entries = history.length;
    replaceHistory('/favorites?x=1');
    expect(location.search).toBe('?x=1');
    expect(history.state).toEqual({ flagged: true });
    replaceHistory('/favorites?x=2', { other: 1 });
    expect(location.search).toBe('?x=2');
    expect(history.state).toEqual({ other: 1 });
    expect(history.length).toBe(entries);
  });

  it('Back and Forward return to the entries push made, with their state', async () => {
    history.replaceState({ at: 'list' }, '', '/list');
    pushHistory('/list?page=2', { at: 'page 2' });
    const popped = () => new Promise((resolve) => addEventListener('popstate', resolve, { once: true }));
    let pop = popped();
    history.back();
    await pop;
    expect(location.search).toBe('');
    expect(history.state).toEqual({ at: 'list' });
    pop = popped();
    history.forward();
    await pop;
    expect(location.search).toBe('?page=2');
    expect(history.state).toEqual({ at: 'page 2' });
  });

  it("historyStateWith sets one island's key and keeps the others' keys", () => {
    history.replaceState({ wshSingleResult: '?q=x', wshBrandDetails: { view: 'info' } }, '', '/');
    expect(historyStateWith('wshBrandDetails', { view: 'products', page: 1, depth: 1 })).toEqual({
      wshSingleResult: '?q=x',
      wshBrandDetails: { view: 'products', page: 1, depth: 1 },
    });
    history.replaceState(null, '', '/');
    expect(historyStateWith('k', 1)).toEqual({ k: 1 });
  });
});
