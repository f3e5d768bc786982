import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { linesOutsideSeam } from './source-files';

/** Ways to leave or reload the page that bypass shared/lib/navigation.ts (and so cannot be faked in tests). */
const NAVIGATION = /\blocation\.(assign|replace|reload)\s*\(|\blocation(\.href)?\s*=[^=]|\bwindow\.location\s*=[^=]/;
const SEAM = path.join('shared', 'lib', 'navigation.ts');

describe('one navigation seam (issue #11, 5)', () => {
  it('no production file but shared/lib/navigation.ts assigns, replaces or reloads the location', () => {
    expect(linesOutsideSeam(NAVIGATION, SEAM, { comments: false })).toEqual([]);
  });

  it('the check catches each form it is meant to', () => {
    for (const line of [
      'location.assign(href);',
      'window.location.replace(u)',
      'location.reload()',
      'location.href = url;',
      'window.location = url',
    ]) {
      expect(NAVIGATION.test(line), line).toBe(true);
    }
    for (const line of [
      'const here = location.href;',
      'if (location.href === saved) return;',
      'new URL(location.href)',
    ]) {
      expect(NAVIGATION.test(line), line).toBe(false);
    }
  });
});
