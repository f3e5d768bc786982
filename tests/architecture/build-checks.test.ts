import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encode } from '@jridgewell/sourcemap-codec';
import type { Metafile } from 'esbuild';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkImports, checkSourceMaps, importedPaths } from '../../scripts/build/check-chunks.mjs';
import { dropEmptyChunks, isEmptyChunk, sideEffectImport } from '../../scripts/build/drop-empty-chunks.mjs';
import { entriesPastLineEnd, originalLineOf, type SourceMap } from '../../scripts/source-map-edit.mjs';
import { output } from './build-fixture';

/**
 * The cut of empty chunks (scripts/build/drop-empty-chunks.mjs) and the checks the build ends with
 * (scripts/build/check-chunks.mjs), on chunks written by hand to a temporary folder.
 */
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'wsh-chunks-'));
  mkdirSync(path.join(dir, 'out/widgets'), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text);
const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
const mapOf = (segments: number[][][]): SourceMap => ({
  version: 3,
  sources: ['a.ts'],
  names: [],
  mappings: encode(segments.map((line) => line.map(([column, sourceLine]) => [column!, 0, sourceLine!, 0] as const))),
});

describe('the imports a chunk names', () => {
  it('are the relative .js paths of static, side-effect and literal dynamic imports', () => {
    const code =
      'import{a}from"../shared-A.js";import"./shared-B.js";const c=()=>import("./c.js"),d=import(x);import"react";';
    expect(importedPaths(code)).toEqual(['../shared-A.js', './shared-B.js', './c.js']);
  });

  it('fail the build when one names a file that is not there', async () => {
    write('out/shared-A.js', 'export const a=1;');
    write('out/widgets/w-A.js', 'import{a}from"../shared-A.js";import("../shared-GONE.js");');
    const metafile: Metafile = {
      inputs: {},
      outputs: { 'out/shared-A.js': output([]), 'out/widgets/w-A.js': output([]) },
    };
    await expect(checkImports(metafile, dir)).rejects.toThrow('out/widgets/w-A.js -> ../shared-GONE.js');
    write('out/widgets/w-A.js', 'import{a}from"../shared-A.js";');
    await expect(checkImports(metafile, dir)).resolves.toBeUndefined();
  });
});

describe('the source-map check', () => {
  it('fails the build on a map entry past the end of its line', async () => {
    write('out/a.js', 'x();');
    write('out/a.js.map', JSON.stringify(mapOf([[[9, 0]]])));
    const metafile: Metafile = { inputs: {}, outputs: { 'out/a.js': output([]) } };
    await expect(checkSourceMaps(metafile, dir)).rejects.toThrow('out/a.js: 1 entries past');
    write('out/a.js.map', JSON.stringify(mapOf([[[0, 0]]])));
    await expect(checkSourceMaps(metafile, dir)).resolves.toBeUndefined();
  });
});

describe('dropping empty chunks', () => {
  it('tells an empty chunk and writes the import of one as esbuild minifies it', () => {
    expect(isEmptyChunk('\n//# sourceMappingURL=shared-E.js.map\n')).toBe(true);
    expect(isEmptyChunk('import"./x.js";\n//# sourceMappingURL=shared-E.js.map\n')).toBe(false);
    expect(sideEffectImport('out/widgets/w-A.js', 'out/shared-E.js')).toBe('import"../shared-E.js";');
    expect(sideEffectImport('out/shared-A.js', 'out/shared-E.js')).toBe('import"./shared-E.js";');
  });

  it('removes the chunk and its imports, moving the map entries after the cut', async () => {
    // w imports the empty chunk first; `run()` after it comes from line 2 of a.ts.
    const cut = 'import"../shared-EMPTYAAA.js";';
    write('out/shared-EMPTYAAA.js', '\n//# sourceMappingURL=shared-EMPTYAAA.js.map\n');
    write('out/shared-EMPTYAAA.js.map', JSON.stringify(mapOf([])));
    write('out/widgets/w-A.js', `${cut}run();\n//# sourceMappingURL=w-A.js.map\n`);
    write('out/widgets/w-A.js.map', JSON.stringify(mapOf([[[cut.length, 2]]])));
    const metafile: Metafile = {
      inputs: {},
      outputs: {
        'out/widgets/w-A.js': output(['out/shared-EMPTYAAA.js'], { entryPoint: 'widgets/w/index.tsx' }),
        'out/shared-EMPTYAAA.js': output([], { inputs: { 'a.ts': 0 } }),
      },
    };
    await dropEmptyChunks(metafile, dir);
    const code = read('out/widgets/w-A.js');
    const map = JSON.parse(read('out/widgets/w-A.js.map')) as SourceMap;
    expect(code).toBe('run();\n//# sourceMappingURL=w-A.js.map\n');
    expect(originalLineOf(map, 0, 0)).toEqual({ source: 'a.ts', line: 2 });
    expect(entriesPastLineEnd(code, map)).toEqual([]);
    expect(Object.keys(metafile.outputs)).toEqual(['out/widgets/w-A.js']);
    expect(metafile.outputs['out/widgets/w-A.js']!.imports).toEqual([]);
    await expect(checkImports(metafile, dir)).resolves.toBeUndefined();
  });
});
