import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkImports } from '../../scripts/build/check-chunks.mjs';
import { nameGroupChunks } from '../../scripts/build/group-chunks.mjs';
import {
  buildIdOf,
  oneBuildId,
  renameInChunk,
  renameInMetafile,
  rewriteImports,
} from '../../scripts/build/rename-outputs.mjs';
import { entriesPastLineEnd, originalLineOf, type SourceMap } from '../../scripts/source-map-edit.mjs';
import { buildSplit, output, positionOf } from './build-fixture';

/**
 * The build's renames (scripts/build/rename-outputs.mjs, group-chunks.mjs) on esbuild's output for three small
 * widgets: a and b share a module (a group chunk, as c does not import it), c stands alone. The widget chunks
 * get one build id, the group chunk its short name; imports, sourceMappingURL comments, the maps' `file` and
 * every source-map position must stay true.
 */
const SOURCES = {
  'shared/greet.ts': [
    'export function greet(name: string): string {',
    "  return 'hello ' + name + ' marker-shared';",
    '}',
  ].join('\n'),
  'widgets/a/index.ts': ["import { greet } from '../../shared/greet';", "export const a = greet('marker-a');"].join(
    '\n',
  ),
  'widgets/b/index.ts': ["import { greet } from '../../shared/greet';", "export const b = greet('marker-b');"].join(
    '\n',
  ),
  'widgets/c/index.ts': "export const c = 'marker-c';",
};
const ENTRIES = ['a', 'b', 'c'].map((w) => ({ in: `widgets/${w}/index.ts`, out: `widgets/${w}` }));

interface Chunk {
  file: string;
  code: string;
  map: SourceMap;
}
const chunkOf = (dir: string, metafile: Metafile, pattern: RegExp): Chunk => {
  const file = Object.keys(metafile.outputs).find((f) => pattern.test(f))!;
  const code = readFileSync(path.join(dir, file), 'utf8');
  return { file, code, map: JSON.parse(readFileSync(path.join(dir, `${file}.map`), 'utf8')) as SourceMap };
};
const sourceLineOf = (chunk: Chunk, text: string) => {
  const at = positionOf(chunk.code, text);
  return { at, from: originalLineOf(chunk.map, at.line, at.column) };
};

describe('renaming built chunks', () => {
  let fixture: Awaited<ReturnType<typeof buildSplit>>;
  let before: Record<'a' | 'c' | 'group', Chunk>;
  let after: typeof before;
  let id: string;
  let graph: Awaited<ReturnType<typeof nameGroupChunks>>;

  beforeAll(async () => {
    fixture = await buildSplit(SOURCES, ENTRIES);
    const { dir, metafile } = fixture;
    const read = () => ({
      a: chunkOf(dir, metafile, /widgets\/a-\w+\.js$/),
      c: chunkOf(dir, metafile, /widgets\/c-\w+\.js$/),
      group: chunkOf(dir, metafile, /out\/shared-\w+\.js$/),
    });
    before = read();
    id = await oneBuildId(metafile, dir);
    graph = await nameGroupChunks(metafile, id, dir);
    after = read();
  });
  afterAll(() => fixture.remove());

  it('gives every widget chunk one build id and the group chunk shared-<id5>135.js, names as long as before', () => {
    expect(id).toMatch(/^[0-9A-F]{8}$/);
    expect(after.a.file).toBe(`out/widgets/a-${id}.js`);
    expect(after.c.file).toBe(`out/widgets/c-${id}.js`);
    expect(after.group.file).toBe(`out/shared-${id.slice(0, 5)}135.js`);
    for (const name of ['a', 'c', 'group'] as const) {
      expect(path.basename(after[name].file)).toHaveLength(path.basename(before[name].file).length);
      expect(existsSync(path.join(fixture.dir, before[name].file))).toBe(false);
      expect(existsSync(path.join(fixture.dir, `${before[name].file}.map`))).toBe(false);
    }
    expect(graph.core).toEqual([]);
    expect(graph.needs.get(after.a.file)).toEqual([after.group.file]);
    expect(graph.needs.get(after.c.file)).toEqual([]);
  });

  it("rewrites the importers' code and the metafile to the new names", async () => {
    expect(before.a.code).toContain(`/${path.basename(before.group.file)}"`);
    expect(after.a.code).toContain(`/${path.basename(after.group.file)}"`);
    expect(after.a.code).not.toContain(path.basename(before.group.file));
    expect(fixture.metafile.outputs[after.a.file]!.imports.map((i) => i.path)).toEqual([after.group.file]);
    await expect(checkImports(fixture.metafile, fixture.dir)).resolves.toBeUndefined();
  });

  it("names the new map in each renamed chunk's sourceMappingURL, and no old name in the map's file", () => {
    for (const name of ['a', 'c', 'group'] as const) {
      const base = path.basename(after[name].file);
      expect(after[name].code).toContain(`//# sourceMappingURL=${base}.map`);
      // esbuild's maps name no file (terser's, written after the renames, do); the unit test below sets one.
      expect([undefined, base]).toContain(after[name].map.file);
    }
  });

  it('keeps every source-map position: the same column, the same source line, nothing past a line end', () => {
    const cases = [
      ['a', 'marker-a', 'widgets/a/index.ts', 1],
      ['group', 'marker-shared', 'shared/greet.ts', 1],
      ['c', 'marker-c', 'widgets/c/index.ts', 0],
    ] as const;
    for (const [name, marker, source, line] of cases) {
      const was = sourceLineOf(before[name], marker);
      const is = sourceLineOf(after[name], marker);
      expect(is.at).toEqual(was.at);
      expect(is.from).toEqual({ source: expect.stringContaining(source), line });
      expect(entriesPastLineEnd(after[name].code, after[name].map)).toEqual([]);
    }
  });
});

describe('the rename steps on their own', () => {
  it('derives the build id from the hashes in any order', () => {
    expect(buildIdOf(['AAAA1111', 'BBBB2222'])).toBe(buildIdOf(['BBBB2222', 'AAAA1111']));
    expect(buildIdOf(['AAAA1111', 'BBBB2222'])).not.toBe(buildIdOf(['AAAA1111', 'BBBB2223']));
  });

  it('refuses a new name of another length, which would shift the source-map columns after an import', () => {
    const metafile = { inputs: {}, outputs: { 'out/shared-ABCDEFGH.js': output([]) } };
    expect(() => renameInMetafile(metafile, new Map([['out/shared-ABCDEFGH.js', 'out/shared-ABCDE1350.js']]))).toThrow(
      /would shift the source maps/,
    );
  });

  it("moves the metafile's outputs and lists, per importer, the names its code must change", () => {
    const metafile = {
      inputs: {},
      outputs: {
        'out/widgets/a-11111111.js': output(['out/shared-GROUPAAA.js', 'out/shared-COREAAAA.js']),
        'out/shared-GROUPAAA.js': output(['out/shared-COREAAAA.js']),
        'out/shared-COREAAAA.js': output([]),
      },
    };
    const importers = renameInMetafile(metafile, new Map([['out/shared-GROUPAAA.js', 'out/shared-XYZWV135.js']]));
    expect(Object.keys(metafile.outputs)).toEqual([
      'out/widgets/a-11111111.js',
      'out/shared-COREAAAA.js',
      'out/shared-XYZWV135.js',
    ]);
    expect(metafile.outputs['out/widgets/a-11111111.js'].imports.map((i) => i.path)).toEqual([
      'out/shared-XYZWV135.js',
      'out/shared-COREAAAA.js',
    ]);
    expect([...importers]).toEqual([['out/widgets/a-11111111.js', [['shared-GROUPAAA.js', 'shared-XYZWV135.js']]]]);
  });

  it('rewrites only quoted paths that end in the old name, in static and dynamic imports', () => {
    const code = 'import{a}from"../shared-OLD.js";const x=()=>import("./shared-OLD.js"),y="shared-OLD.js";';
    expect(rewriteImports(code, [['shared-OLD.js', 'shared-NEW.js']])).toBe(
      'import{a}from"../shared-NEW.js";const x=()=>import("./shared-NEW.js"),y="shared-OLD.js";',
    );
  });

  it("renames a chunk's sourceMappingURL and its map's file, and leaves a map without a file as it is", () => {
    const map: SourceMap = { version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA', file: 'a-OLD.js' };
    const renamed = renameInChunk('x();\n//# sourceMappingURL=a-OLD.js.map\n', map, 'a-OLD.js', 'a-NEW.js');
    expect(renamed.code).toBe('x();\n//# sourceMappingURL=a-NEW.js.map\n');
    expect(renamed.map).toEqual({ ...map, file: 'a-NEW.js' });
    const { file: _, ...noFile } = map;
    expect(renameInChunk('x();', noFile, 'a-OLD.js', 'a-NEW.js').map).toEqual(noFile);
    expect(renameInChunk('x();', null, 'a-OLD.js', 'a-NEW.js').map).toBeNull();
  });
});
