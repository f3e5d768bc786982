import { afterEach, beforeEach, vi } from 'vitest';
import { setHistory, type HistorySeam } from '../../shared/lib/history';

/**
 * Replaces the history seam (shared/lib/history.ts) for every test of the calling file: each new entry
 * and each replacement is recorded, and the browser's address stays as it is. Call at the top level of a
 * test file. Tests of Back and Forward use happy-dom's own history instead.
 */
export function useFakeHistory() {
  const seam = { push: vi.fn<HistorySeam['push']>(), replace: vi.fn<HistorySeam['replace']>() };
  let restore = () => {};
  beforeEach(() => {
    seam.push.mockReset();
    seam.replace.mockReset();
    restore = setHistory(seam);
  });
  afterEach(() => restore());
  return seam;
}
