// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushHistory, replaceHistory, setHistory } from '../../../shared/lib/history';

const fake = () => ({ push: vi.fn<(url: string) => void>(), replace: vi.fn<(url: string) => void>() });

afterEach(() => history.replaceState(null, '', '/'));

describe('history seam (the areas write in-page history entries through one place)', () => {
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

  it("uses the browser's history when no seam is set: push adds an entry, replace keeps the entry's state", () => {
    history.replaceState({ flagged: true }, '', '/favorites');
    const entries = history.length;
    replaceHistory('/favorites?x=1');
    expect(history.state).toEqual({ flagged: true });
    expect(history.length).toBe(entries);
    pushHistory('/favorites/details/F1');
    expect(location.pathname).toBe('/favorites/details/F1');
    expect(history.length).toBe(entries + 1);
    expect(history.state).toBeNull();
  });
});
