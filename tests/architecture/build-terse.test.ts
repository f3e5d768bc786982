import { describe, expect, it } from 'vitest';
import { terseChunk } from '../../scripts/build/terse.mjs';
import { entriesPastLineEnd, originalLineOf, type SourceMap } from '../../scripts/source-map-edit.mjs';
import { bundleOne, positionOf } from './build-fixture';

/**
 * terser's second pass over a chunk (scripts/build/terse.mjs): its map is chained to esbuild's, so a position
 * in terser's output still maps to our source, not to esbuild's output.
 */
const SOURCE = [
  'function twice(n: number): number {',
  '  const doubled = n * 2;',
  '  return doubled;',
  '}',
  'export function label(n: number): string {',
  "  return 'value ' + twice(n) + ' marker-terse';",
  '}',
].join('\n');

describe('the terser pass', () => {
  it("maps a known position to its source line through esbuild's map, and links the map again", async () => {
    const { code, mapText } = await bundleOne(SOURCE);
    const tersed = await terseChunk(code, mapText, 'out.js');
    const map = JSON.parse(tersed.map!) as SourceMap;
    expect(code).toContain('//# sourceMappingURL=out.js.map');
    expect(tersed.code.trimEnd().endsWith('//# sourceMappingURL=out.js.map')).toBe(true);
    expect(tersed.code.match(/sourceMappingURL/g)).toHaveLength(1);
    expect(map.sources).toEqual(['entry.ts']);
    const at = positionOf(tersed.code, 'marker-terse');
    expect(originalLineOf(map, at.line, at.column)).toEqual({ source: 'entry.ts', line: 5 });
    expect(entriesPastLineEnd(tersed.code, map)).toEqual([]);
  });

  it('writes no map for a chunk without one', async () => {
    const { code } = await bundleOne(SOURCE);
    const tersed = await terseChunk(code, null, 'out.js');
    expect(tersed.map).toBeNull();
    expect(tersed.code).not.toContain('sourceMappingURL');
  });
});
