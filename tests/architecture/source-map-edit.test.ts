import { decode, encode } from '@jridgewell/sourcemap-codec';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { entriesPastLineEnd, originalLineOf, removeText, type SourceMap } from '../../scripts/source-map-edit.mjs';

/**
 * The build's cut of side-effect imports (scripts/build/drop-empty-chunks.mjs) on a small fixture: esbuild
 * minifies two modules into one line with a source map, an import statement is cut out of that line, and a
 * known position after the cut must still map back to the line of the source it came from.
 */
const SOURCES: Record<string, string> = {
  'entry.ts': ["import { greet } from './greet';", '', "export const shown = greet('marker-one');"].join('\n'),
  'greet.ts': ['export function greet(name: string): string {', "  return 'hello ' + name + ' marker-two';", '}'].join(
    '\n',
  ),
};
const CUT = 'import"./empty-chunk.js";';

async function bundle(): Promise<{ code: string; map: SourceMap }> {
  const result = await build({
    entryPoints: ['entry.ts'],
    bundle: true,
    format: 'esm',
    minify: true,
    sourcemap: 'external',
    write: false,
    outfile: 'out.js',
    plugins: [
      {
        name: 'fixture',
        setup(b) {
          b.onResolve({ filter: /.*/ }, (args) => ({
            path: args.path.replace(/^\.\//, '').replace(/(\.ts)?$/, '.ts'),
            namespace: 'fixture',
          }));
          b.onLoad({ filter: /.*/, namespace: 'fixture' }, (args) => ({ contents: SOURCES[args.path], loader: 'ts' }));
        },
      },
    ],
  });
  const code = result.outputFiles.find((f) => f.path.endsWith('out.js'))!.text;
  const map = JSON.parse(result.outputFiles.find((f) => f.path.endsWith('out.js.map'))!.text) as SourceMap;
  // As esbuild writes a chunk that imports an empty one: the import first on the line.
  return { code: CUT + code, map: { ...map, mappings: shiftFirstLine(map.mappings, CUT.length) } };
}

/** The fixture's map with every entry of the first line moved right by `by` (the import put in front). */
function shiftFirstLine(mappings: string, by: number): string {
  const lines = decode(mappings);
  lines[0] = (lines[0] ?? []).map(([column, ...rest]) => [column + by, ...rest] as (typeof lines)[0][0]);
  return encode(lines);
}

const positionOf = (code: string, text: string) => {
  const lines = code.split('\n');
  const line = lines.findIndex((l) => l.includes(text));
  return { line, column: lines[line]!.indexOf(text) };
};

describe('source-map-edit (the build cutting text out of a chunk)', () => {
  it('maps a known position to its source line, before and after the cut, with no entry past a line end', async () => {
    const { code, map } = await bundle();
    const before = positionOf(code, 'marker-two');
    expect(originalLineOf(map, before.line, before.column)).toEqual({
      source: expect.stringContaining('greet.ts'),
      line: 1,
    });
    expect(entriesPastLineEnd(code, map)).toEqual([]);

    const cut = removeText(code, map, CUT);
    expect(cut.code).not.toContain(CUT);
    const after = positionOf(cut.code, 'marker-two');
    expect(after.column).toBe(before.column - CUT.length);
    expect(originalLineOf(cut.map!, after.line, after.column)).toEqual({
      source: expect.stringContaining('greet.ts'),
      line: 1,
    });
    const one = positionOf(cut.code, 'marker-one');
    expect(originalLineOf(cut.map!, one.line, one.column)).toEqual({
      source: expect.stringContaining('entry.ts'),
      line: 2,
    });
    expect(entriesPastLineEnd(cut.code, cut.map!)).toEqual([]);
  });

  it('finds the entries a cut without moving the map leaves past the line end (what the build check fails on)', async () => {
    const { code, map } = await bundle();
    const cutWithoutMap = code.split(CUT).join('');
    expect(entriesPastLineEnd(cutWithoutMap, map).length).toBeGreaterThan(0);
  });

  it('drops the entries inside the cut and refuses text with a newline', () => {
    // "ab" then "XY" then "cd": entries at 0 (a), 2 (X, inside the cut) and 4 (c).
    const map: SourceMap = { version: 3, sources: ['s.ts'], names: [], mappings: 'AAAA,EAAC,EAAC' };
    const { code, map: edited } = removeText('abXYcd', map, 'XY');
    expect(code).toBe('abcd');
    expect(originalLineOf(edited!, 0, 2)).toEqual({ source: 's.ts', line: 0 });
    expect(edited!.mappings).toBe('AAAA,EAAE');
    expect(() => removeText('a\nb', null, 'a\nb')).toThrow(/within a line/);
  });
});
