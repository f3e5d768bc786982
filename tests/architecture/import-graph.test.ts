import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, PRODUCTION_DIRS, sourceFiles, staticImportsOf } from './source-files';

const files = sourceFiles(PRODUCTION_DIRS);
const top = (f: string) => f.split(path.sep)[0];
/** widgets/<name>/... -> <name>; the registry and the loader are the composition root. */
const widgetOf = (f: string) => (top(f) === 'widgets' ? f.split(path.sep)[1] : undefined);
const isCompositionRoot = (f: string) => /^widgets[/\\](registry|registry-meta|loader)\.ts$/.test(f);

describe('import graph (DESIGN section 2: widgets -> shared -> page-context)', () => {
  it('finds the production sources', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(files).toContain(path.join('widgets', 'registry.ts'));
  });

  it('no widget imports another widget', () => {
    const bad = files.flatMap((f) =>
      importsOf(f)
        .filter((to) => !isCompositionRoot(f) && widgetOf(f) && widgetOf(to) && widgetOf(to) !== widgetOf(f))
        .map((to) => `${f} -> ${to}`),
    );
    expect(bad).toEqual([]);
  });

  it('shared/ and page-context/ never import widgets/, and page-context/ never imports shared/', () => {
    const bad = files.flatMap((f) =>
      importsOf(f)
        .filter((to) => (top(f) !== 'widgets' && top(to) === 'widgets') || (top(f) === 'page-context' && top(to) === 'shared'))
        .map((to) => `${f} -> ${to}`),
    );
    expect(bad).toEqual([]);
  });

  it('production code never imports fixtures/ or demo-pages/', () => {
    const bad = files.flatMap((f) => importsOf(f).filter((to) => ['fixtures', 'demo-pages'].includes(top(to)!)).map((to) => `${f} -> ${to}`));
    expect(bad).toEqual([]);
  });

  it('has no import cycle (a lazy import() is evaluated later, so it closes none)', () => {
    const graph = new Map(files.map((f) => [f, staticImportsOf(f).filter((to) => files.includes(to))]));
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (f: string, trail: string[]) => {
      if (state.get(f) === 'done') return;
      if (state.get(f) === 'open') {
        cycles.push([...trail.slice(trail.indexOf(f)), f].join(' -> '));
        return;
      }
      state.set(f, 'open');
      for (const to of graph.get(f) ?? []) visit(to, [...trail, f]);
      state.set(f, 'done');
    };
    for (const f of files) visit(f, []);
    expect(cycles).toEqual([]);
  });

  it('detects the violations it guards against (self-check on a made-up graph)', () => {
    expect(widgetOf(path.join('widgets', 'countdown', 'index.tsx'))).toBe('countdown');
    expect(isCompositionRoot(path.join('widgets', 'registry.ts'))).toBe(true);
    expect(isCompositionRoot(path.join('widgets', 'countdown', 'registry.ts'))).toBe(false);
  });
});
