import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  MERGE_BELOW_BYTES,
  MERGE_MIN_WIDGETS,
  mergeGroups,
  planMergedGroups,
} from '../../scripts/build/merge-groups.mjs';
import { output } from './build-fixture';

/**
 * The merge of group chunks (scripts/build/merge-groups.mjs) planned on a fake metafile of a build without
 * output: ten widgets and a core every one imports, a lazy chunk, group chunks used by more or fewer
 * widgets than MERGE_MIN_WIDGETS, each of MERGE_BELOW_BYTES, and two smaller chunks that two widgets use, one
 * of our code and one of a package's.
 */
const ROOT = '/project';
const widgets = Array.from({ length: 10 }, (_, i) => `w${i}`);
const users = (n: number) => widgets.slice(0, n);

function metafile(): Metafile {
  const groups: Record<string, string[]> = {
    'out/shared-MERGED01.js': users(MERGE_MIN_WIDGETS),
    'out/shared-MERGED02.js': users(MERGE_MIN_WIDGETS + 1),
    'out/shared-FEWERAAA.js': users(MERGE_MIN_WIDGETS - 1),
    'out/shared-VIRTUALA.js': users(MERGE_MIN_WIDGETS),
    'out/shared-SMALLAAA.js': widgets.slice(8, 10),
    'out/shared-PACKAGEA.js': widgets.slice(0, 2),
  };
  const big = MERGE_BELOW_BYTES;
  const outputs: Metafile['outputs'] = {
    'out/shared-COREAAAA.js': output([], { inputs: { 'shared/core.ts': 100 } }),
    'out/shared-MERGED01.js': output([], {
      inputs: { 'shared/list.ts': big, 'inline-css:/project/shared/list.css': 5 },
    }),
    'out/shared-MERGED02.js': output(['out/shared-MERGED01.js'], { inputs: { 'shared/pager.ts': big } }),
    'out/shared-FEWERAAA.js': output([], { inputs: { 'shared/few.ts': big } }),
    'out/shared-VIRTUALA.js': output([], { inputs: { 'wsh-react:react-runtime': big } }),
    // Under MERGE_BELOW_BYTES: merged although only two widgets import it; a package's small chunk is not.
    'out/shared-SMALLAAA.js': output([], { inputs: { 'shared/small.ts': big - 1 } }),
    'out/shared-PACKAGEA.js': output([], { inputs: { 'node_modules/pkg/util.js': 10 } }),
    // A lazy chunk of an import() that reaches a merged chunk: an entry too, so it gets the imports as well.
    'out/shared-LAZYAAAA.js': output(['out/shared-MERGED01.js'], { entryPoint: 'shared/lazy.tsx' }),
  };
  for (const w of widgets) {
    const imports = ['out/shared-COREAAAA.js', ...Object.keys(groups).filter((g) => groups[g]!.includes(w))];
    outputs[`out/widgets/${w}-AAAAAAAA.js`] = output(imports, {
      entryPoint: `widgets/${w}/index.tsx`,
      lazy: w === 'w9' ? ['out/shared-LAZYAAAA.js'] : [],
    });
  }
  return { inputs: {}, outputs };
}

describe('planning the merged group chunks', () => {
  const plan = planMergedGroups(metafile(), ROOT);

  it(`merges the group chunks ${MERGE_MIN_WIDGETS} or more widgets import and the small ones, except one with a virtual module`, () => {
    const [extra] = new Set(plan.values());
    expect(new Set(plan.values()).size).toBe(1);
    expect(extra!.split('\n')).toEqual([
      'import "/project/shared/list.ts";',
      'import "/project/shared/list.css?inline";',
      'import "/project/shared/pager.ts";',
      'import "/project/shared/small.ts";',
    ]);
  });

  it('gives the imports to every entry that reaches a merged chunk, the lazy one included, by its source file', () => {
    expect([...plan.keys()].sort()).toEqual(
      [...widgets.map((w) => `/project/widgets/${w}/index.tsx`), '/project/shared/lazy.tsx'].sort(),
    );
  });

  it('plans nothing when no group chunk has enough widgets or is small enough', () => {
    const few = metafile();
    few.outputs['out/shared-SMALLAAA.js']!.bytes = MERGE_BELOW_BYTES;
    for (const w of widgets.slice(MERGE_MIN_WIDGETS - 1))
      few.outputs[`out/widgets/${w}-AAAAAAAA.js`]!.imports = [
        { path: 'out/shared-COREAAAA.js', kind: 'import-statement' },
      ];
    expect(planMergedGroups(few, ROOT).size).toBe(0);
  });
});

describe('the merge plugin', () => {
  it("appends the plan's imports to a planned entry's source and leaves other files as they are", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wsh-merge-'));
    try {
      const file = (name: string, text: string) => (writeFileSync(path.join(dir, name), text), path.join(dir, name));
      const planned = file('planned.tsx', "console.log('planned');");
      const other = file('other.ts', "console.log('other');");
      const list = file('list.ts', "console.log('merged');");
      const plugins = [mergeGroups(new Map([[planned, `import ${JSON.stringify(list)};`]]))];
      const bundle = async (entry: string) =>
        (await build({ entryPoints: [entry], bundle: true, format: 'esm', write: false, plugins })).outputFiles[0]!
          .text;
      expect(await bundle(planned)).toContain('console.log("merged")');
      expect(await bundle(other)).not.toContain('merged');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
