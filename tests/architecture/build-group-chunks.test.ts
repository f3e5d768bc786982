import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { FIRST_GROUP, MAX_GROUPS, planGroupNames } from '../../scripts/build/group-chunks.mjs';
import { output } from './build-fixture';

/**
 * The group chunks' names (scripts/build/group-chunks.mjs) on a fake metafile: the loader names a group chunk
 * from one character (scripts/compact-registry.mjs), so the numbers, their order and their limit matter.
 */
const ID = 'ABCDE678';
const widget = (name: string, imports: string[]) => ({
  [`out/widgets/${name}-${ID}.js`]: output(imports, { entryPoint: `widgets/${name}/index.tsx` }),
});

describe('naming the group chunks', () => {
  // Four widgets. react and core: every widget (core imports react). many, and deep through it: three (a tie,
  // by name). zz and aa: one each. empty: every widget, but nothing of it is in the output.
  const outputs: Metafile['outputs'] = {
    ...widget('w1', ['out/shared-COREAAAA.js', 'out/shared-MANYAAAA.js', 'out/shared-ZZZZAAAA.js']),
    ...widget('w2', ['out/shared-COREAAAA.js', 'out/shared-MANYAAAA.js', 'out/shared-AAAAAAAA.js']),
    ...widget('w3', ['out/shared-COREAAAA.js', 'out/shared-MANYAAAA.js', 'out/shared-EMPTYAAA.js']),
    ...widget('w4', ['out/shared-COREAAAA.js', 'out/shared-EMPTYAAA.js']),
    'out/shared-COREAAAA.js': output(['out/shared-REACTAAA.js', 'out/shared-EMPTYAAA.js']),
    'out/shared-REACTAAA.js': output([]),
    'out/shared-MANYAAAA.js': output(['out/shared-DEEPAAAA.js']),
    'out/shared-DEEPAAAA.js': output([]),
    'out/shared-ZZZZAAAA.js': output([]),
    'out/shared-AAAAAAAA.js': output([]),
    'out/shared-EMPTYAAA.js': output([], { inputs: { 'a.ts': 0 } }),
  };
  const plan = planGroupNames(outputs, ID);

  it('numbers the group chunks from 135, the most shared first, a tie by name', () => {
    expect(FIRST_GROUP).toBe(135);
    expect([...plan.renamed]).toEqual([
      ['out/shared-DEEPAAAA.js', 'out/shared-ABCDE135.js'],
      ['out/shared-MANYAAAA.js', 'out/shared-ABCDE136.js'],
      ['out/shared-AAAAAAAA.js', 'out/shared-ABCDE137.js'],
      ['out/shared-ZZZZAAAA.js', 'out/shared-ABCDE138.js'],
    ]);
    for (const [from, to] of plan.renamed) expect(to).toHaveLength(from.length);
  });

  it('keeps the core chunks by their hash, the one imported first, and leaves empty chunks out', () => {
    expect(plan.core).toEqual(['out/shared-REACTAAA.js', 'out/shared-COREAAAA.js']);
    expect(plan.needs.get(`out/widgets/w1-${ID}.js`)).toEqual([
      'out/shared-COREAAAA.js',
      'out/shared-REACTAAA.js',
      'out/shared-MANYAAAA.js',
      'out/shared-DEEPAAAA.js',
      'out/shared-ZZZZAAAA.js',
    ]);
    expect(plan.needs.get(`out/widgets/w4-${ID}.js`)).toEqual(['out/shared-COREAAAA.js', 'out/shared-REACTAAA.js']);
  });

  it(`names at most ${MAX_GROUPS} group chunks, the loader's one-character codes "#" to "~"`, () => {
    const many = (n: number): Metafile['outputs'] =>
      Object.assign(
        { 'out/shared-COREAAAA.js': output([]) },
        ...Array.from({ length: n }, (_, i) => ({
          ...widget(`w${i}`, ['out/shared-COREAAAA.js', `out/shared-G${String(i).padStart(7, '0')}.js`]),
          [`out/shared-G${String(i).padStart(7, '0')}.js`]: output([]),
        })),
      );
    const names = [...planGroupNames(many(MAX_GROUPS), ID).renamed.values()];
    expect(names.at(-1)).toBe(`out/shared-ABCDE${FIRST_GROUP + MAX_GROUPS - 1}.js`);
    expect(String.fromCharCode(FIRST_GROUP + MAX_GROUPS - 1 - 100)).toBe('~');
    expect(() => planGroupNames(many(MAX_GROUPS + 1), ID)).toThrow(/93 group chunks/);
  });
});
