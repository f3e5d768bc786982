import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_DIRS, ROOT, sourceFiles } from './source-files';

/** Writing a history entry past shared/lib/history.ts (which tests swap with setHistory). */
const WRITE = /\b(pushState|replaceState)\b/;
const SEAM = path.join('shared', 'lib', 'history.ts');

describe('one history seam (issue #33, 2)', () => {
  it('no production file but shared/lib/history.ts names pushState or replaceState, not even in a comment', () => {
    // Comments too: a comment that names the browser call invites the next change to make it directly.
    const offending = sourceFiles(PRODUCTION_DIRS)
      .filter((f) => f !== SEAM)
      .flatMap((f) =>
        readFileSync(path.join(ROOT, f), 'utf8')
          .split('\n')
          .filter((line) => WRITE.test(line))
          .map((line) => `${f}: ${line.trim()}`),
      );
    expect(offending).toEqual([]);
  });
});
