import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintChunk } from '../../scripts/build/compile-hint.mjs';
import { entriesPastLineEnd, originalLineOf } from '../../scripts/source-map-edit.mjs';
import { bundleOne, positionOf } from './build-fixture';

/**
 * Chrome's compile hint on a core chunk (scripts/build/compile-hint.mjs): a line put in front of esbuild's output,
 * so the source map must move every entry down one line.
 */
const SOURCE = [
  'export function start(name: string): string {',
  "  return 'started ' + name + ' marker-hint';",
  '}',
  "export const first = start('marker-first');",
].join('\n');

describe('the compile hint', () => {
  it('is the first line, and a known position still maps to its source line, one line down', async () => {
    const { code, map } = await bundleOne(SOURCE);
    const hinted = hintChunk(code, map);
    expect(hinted.code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(hinted.code).toBe(COMPILE_HINT + code);
    for (const [marker, line] of [
      ['marker-hint', 1],
      ['marker-first', 3],
    ] as const) {
      const was = positionOf(code, marker);
      const is = positionOf(hinted.code, marker);
      expect(is).toEqual({ line: was.line + 1, column: was.column });
      expect(originalLineOf(map, was.line, was.column)).toEqual({ source: 'entry.ts', line });
      expect(originalLineOf(hinted.map!, is.line, is.column)).toEqual({ source: 'entry.ts', line });
    }
    expect(originalLineOf(hinted.map!, 0, 0)).toBeNull();
    expect(entriesPastLineEnd(hinted.code, hinted.map!)).toEqual([]);
  });

  it('hints a chunk without a source map', () => {
    expect(hintChunk('x();', null)).toEqual({ code: `${COMPILE_HINT}x();`, map: null });
  });
});
