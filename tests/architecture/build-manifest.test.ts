import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { manifestOf } from '../../scripts/build/manifest.mjs';
import { output } from './build-fixture';

/** manifest.json (scripts/build/manifest.mjs) from a fake metafile: roles, what each widget needs, the core. */
describe('the manifest', () => {
  const metafile: Metafile = {
    inputs: {},
    outputs: {
      'out/loader.js': output([], { entryPoint: 'widgets/loader.ts', lazy: ['out/widgets/a-ID.js'] }),
      'out/widgets/a-ID.js': output(['out/shared-CORE.js', 'out/shared-G135.js'], {
        entryPoint: 'widgets/a/index.tsx',
        lazy: ['out/shared-LAZY.js'],
      }),
      'out/widgets/b-ID.js': output(['out/shared-CORE.js'], { entryPoint: 'widgets/b/index.tsx' }),
      'out/shared-CORE.js': output(['out/shared-REACT.js']),
      'out/shared-REACT.js': output([]),
      'out/shared-G135.js': output(['out/shared-CORE.js']),
      'out/shared-LAZY.js': output(['out/shared-CORE.js'], { entryPoint: 'shared/islands/detail.tsx' }),
      'out/shared-LAZY.js.map': output([]),
    },
  };
  const manifest = manifestOf(
    metafile,
    (f) => f.replace(/^out\//, ''),
    (f) => ({ bytes: f.length, gzip: 1 }),
  );

  it('gives each chunk its role, bytes and static imports', () => {
    expect(Object.keys(manifest.chunks)).toHaveLength(7);
    expect(manifest.chunks['loader.js']).toEqual({ role: 'loader', bytes: 13, gzip: 1, imports: [] });
    expect(manifest.chunks['widgets/a-ID.js']).toEqual({
      role: 'widget',
      bytes: 19,
      gzip: 1,
      imports: ['shared-CORE.js', 'shared-G135.js'],
    });
    expect(manifest.chunks['shared-LAZY.js']!.role).toBe('lazy');
    expect(manifest.chunks['shared-G135.js']!.role).toBe('shared');
  });

  it("lists each widget's chunk and every chunk it imports, through others, and the core all need", () => {
    expect(manifest.widgets).toEqual({
      a: { file: 'widgets/a-ID.js', needs: ['shared-CORE.js', 'shared-REACT.js', 'shared-G135.js'] },
      b: { file: 'widgets/b-ID.js', needs: ['shared-CORE.js', 'shared-REACT.js'] },
    });
    expect(manifest.core).toEqual(['shared-CORE.js', 'shared-REACT.js']);
  });
});
