import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { linesOutsideSeam } from './source-files';

/** Writing a history entry past shared/lib/history.ts (which tests swap with setHistory). */
const WRITE = /\b(pushState|replaceState)\b/;
const SEAM = path.join('shared', 'lib', 'history.ts');

describe('one history seam (issue #33, 2)', () => {
  it('no production file but shared/lib/history.ts names pushState or replaceState, not even in a comment', () => {
    // Comments too: a comment that names the browser call invites the next change to make it directly.
    expect(linesOutsideSeam(WRITE, SEAM)).toEqual([]);
  });

  it('the check catches each form it is meant to, and not the seam', () => {
    for (const line of ["history.pushState(null, '', url);", 'window.history.replaceState(s, "")', ' * (pushState)'])
      expect(WRITE.test(line), line).toBe(true);
    for (const line of ['pushHistory(url);', 'replaceHistory(url, historyStateWith(KEY, next));'])
      expect(WRITE.test(line), line).toBe(false);
  });
});
