import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { dropReactEntry, reactEntrySource } from '../../scripts/build/react-runtime.mjs';
import { output } from './build-fixture';

/**
 * React's runtime in a chunk of its own (scripts/build/react-runtime.mjs): the extra entry imports exactly the
 * React modules of the core chunk, found in a fake metafile of a build without output, and its file goes again.
 */
const ROOT = '/project';

function metafile(coreInputs: Record<string, number>): Metafile {
  return {
    inputs: {},
    outputs: {
      'out/widgets/a-AAAAAAAA.js': output(['out/shared-COREAAAA.js', 'out/shared-EMPTYAAA.js'], {
        entryPoint: 'widgets/a/index.tsx',
      }),
      'out/widgets/b-AAAAAAAA.js': output(
        ['out/shared-COREAAAA.js', 'out/shared-EMPTYAAA.js', 'out/shared-GROUPAAA.js'],
        {
          entryPoint: 'widgets/b/index.tsx',
        },
      ),
      'out/shared-COREAAAA.js': output([], { inputs: coreInputs }),
      // Every widget imports it too, but it is smaller: the core is the largest such chunk.
      'out/shared-EMPTYAAA.js': output([], { inputs: { 'node_modules/react/empty.js': 0 } }),
      'out/shared-GROUPAAA.js': output([], { inputs: { 'node_modules/react-dom/group.js': 50 } }),
    },
  };
}

describe('the React entry', () => {
  it("imports the core's react, react-dom and scheduler modules, then the module that runs them", () => {
    const source = reactEntrySource(
      metafile({
        'node_modules/react/index.js': 10,
        'shared/stores/basket.ts': 10,
        'node_modules/react-dom/cjs/react-dom.production.min.js': 10,
        'node_modules/scheduler/index.js': 10,
        'node_modules/react-day-picker/index.js': 10,
        'wsh-react:node_modules/react/x.js': 10,
      }),
      ROOT,
    );
    expect(source.split('\n')).toEqual([
      'import "/project/node_modules/react/index.js";',
      'import "/project/node_modules/react-dom/cjs/react-dom.production.min.js";',
      'import "/project/node_modules/scheduler/index.js";',
      'import "/project/shared/islands/react-runtime.ts";',
    ]);
  });

  it('fails the build when the core holds no React module', () => {
    expect(() => reactEntrySource(metafile({ 'shared/stores/basket.ts': 10 }), ROOT)).toThrow(/no React module/);
  });

  it("removes the entry's file and map, from the folder and the metafile", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wsh-react-'));
    try {
      mkdirSync(path.join(dir, 'out'));
      for (const f of ['react-runtime-AAAAAAAA.js', 'react-runtime-AAAAAAAA.js.map', 'shared-COREAAAA.js'])
        writeFileSync(path.join(dir, 'out', f), '');
      const built: Metafile = {
        inputs: {},
        outputs: {
          'out/react-runtime-AAAAAAAA.js': output([], { entryPoint: 'wsh-react:react-runtime' }),
          'out/react-runtime-AAAAAAAA.js.map': output([]),
          'out/shared-COREAAAA.js': output([]),
        },
      };
      await dropReactEntry(built, dir);
      expect(Object.keys(built.outputs)).toEqual(['out/shared-COREAAAA.js']);
      expect(existsSync(path.join(dir, 'out/react-runtime-AAAAAAAA.js'))).toBe(false);
      expect(existsSync(path.join(dir, 'out/react-runtime-AAAAAAAA.js.map'))).toBe(false);
      expect(existsSync(path.join(dir, 'out/shared-COREAAAA.js'))).toBe(true);
      await expect(dropReactEntry(built, dir)).rejects.toThrow(/left no output/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
