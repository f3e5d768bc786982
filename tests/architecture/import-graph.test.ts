import { describe, expect, it } from 'vitest';
import {
  againstTheFloors,
  againstTheLayers,
  cycles,
  folderLoops,
  httpToEndpoints,
  intoQaCode,
  isCompositionRoot,
  SHARED_FLOORS,
  sharedFolderOf,
  unfollowable,
  widgetOf,
  widgetToWidget,
  type ImportGraph,
  type ModuleNode,
} from './import-rules';
import { importGraph, parseImports, PRODUCTION_DIRS } from './source-files';

const graph = importGraph(PRODUCTION_DIRS);

describe('import graph (DESIGN section 2: widgets -> shared -> page-context)', () => {
  it('finds the production sources', () => {
    expect(graph.size).toBeGreaterThan(30);
    expect(graph.has('widgets/registry.ts')).toBe(true);
  });

  it('no widget imports another widget', () => {
    expect(widgetToWidget(graph)).toEqual([]);
  });

  it('shared/ and page-context/ never import widgets/, and page-context/ never imports shared/', () => {
    expect(againstTheLayers(graph)).toEqual([]);
  });

  it('production code never imports fixtures/ or demo-pages/', () => {
    expect(intoQaCode(graph)).toEqual([]);
  });

  it('has no import cycle (a lazy import() is evaluated later, so it closes none)', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('has no import() whose path is a template literal (the graph cannot follow it)', () => {
    expect(unfollowable(graph)).toEqual([]);
  });
});

describe(`the floors of shared/, lowest first: ${SHARED_FLOORS.join(' -> ')}`, () => {
  it('names every folder of shared/ (a new folder takes a floor)', () => {
    const folders = new Set([...graph.keys()].map(sharedFolderOf).filter((f) => f !== undefined));
    expect([...folders].sort()).toEqual([...SHARED_FLOORS].sort());
  });

  it('no folder of shared/ imports one on a higher floor', () => {
    expect(againstTheFloors(graph)).toEqual([]);
  });

  it('has no loop among the folders of shared/ (lazy imports count)', () => {
    expect(folderLoops(graph)).toEqual([]);
  });

  it("shared/api's HTTP layer (http/) never imports the endpoint modules", () => {
    expect(graph.has('shared/api/http/client.ts')).toBe(true);
    expect(httpToEndpoints(graph)).toEqual([]);
  });
});

describe('import graph rules, self-check: each rule fails on a made-up graph with its violation', () => {
  const node = (imports: string[], { lazy = [] as string[], templateLiterals = [] as string[] } = {}): ModuleNode => ({
    imports: [...imports, ...lazy],
    staticImports: imports,
    templateLiterals,
  });
  const madeUp: ImportGraph = new Map([
    ['widgets/registry.ts', node([], { lazy: ['widgets/countdown/index.tsx', 'widgets/mini-basket/index.tsx'] })],
    [
      'widgets/countdown/index.tsx',
      node(['widgets/countdown/view.tsx', 'shared/ui/dialog.tsx', 'page-context/fields.ts']),
    ],
    ['widgets/countdown/view.tsx', node(['widgets/mini-basket/panel.tsx'])],
    ['widgets/mini-basket/index.tsx', node(['widgets/mini-basket/panel.tsx', 'fixtures/db.ts'])],
    ['widgets/mini-basket/panel.tsx', node([], { templateLiterals: ['`./texts-${lang}.ts`'] })],
    ['shared/ui/dialog.tsx', node(['shared/ui/focus.ts', 'widgets/countdown/view.tsx'])],
    ['shared/ui/focus.ts', node(['shared/ui/dialog.tsx', 'demo-pages/demo-loader.ts'])],
    ['shared/stores/lazy.ts', node([], { lazy: ['shared/stores/heavy.ts'] })],
    ['shared/stores/heavy.ts', node(['shared/stores/lazy.ts'])],
    ['page-context/fields.ts', node(['shared/domain/timing.ts'])],
  ]);

  it('widget -> widget: the countdown reaching into the mini basket (the registry may import both)', () => {
    expect(widgetToWidget(madeUp)).toEqual(['widgets/countdown/view.tsx -> widgets/mini-basket/panel.tsx']);
  });

  it('against the layers: shared -> widgets and page-context -> shared', () => {
    expect(againstTheLayers(madeUp)).toEqual([
      'shared/ui/dialog.tsx -> widgets/countdown/view.tsx',
      'page-context/fields.ts -> shared/domain/timing.ts',
    ]);
  });

  it('production -> fixtures/ and demo-pages/', () => {
    expect(intoQaCode(madeUp)).toEqual([
      'widgets/mini-basket/index.tsx -> fixtures/db.ts',
      'shared/ui/focus.ts -> demo-pages/demo-loader.ts',
    ]);
  });

  it('a cycle of static imports; one closed by a lazy import() is none', () => {
    expect(cycles(madeUp)).toEqual(['shared/ui/dialog.tsx -> shared/ui/focus.ts -> shared/ui/dialog.tsx']);
  });

  // The floors' own made-up graph: the shared/ui <-> shared/islands loop this rule broke, and a folder without a floor.
  const floored: ImportGraph = new Map([
    ['shared/lib/timing.ts', node([])],
    ['shared/ui/dialog.tsx', node(['shared/islands/adopt.ts', 'shared/extra/x.ts', 'shared/lib/timing.ts'])],
    ['shared/islands/adopt.ts', node(['shared/lib/timing.ts'])],
    ['shared/islands/mount.tsx', node([], { lazy: ['shared/ui/dialog.tsx'] })],
    ['shared/api/http/client.ts', node(['shared/api/basket-api.ts', 'shared/context/page.ts'])],
    ['shared/api/basket-api.ts', node(['shared/api/http/client.ts'])],
    ['shared/context/page.ts', node([])],
  ]);
  const floors = ['lib', 'context', 'api', 'ui', 'islands'];

  it('against the floors of shared/: ui -> islands, and an import of a folder without a floor', () => {
    expect(againstTheFloors(floored, floors)).toEqual([
      'shared/ui/dialog.tsx -> shared/islands/adopt.ts',
      'shared/ui/dialog.tsx -> shared/extra/x.ts',
    ]);
  });

  it('a loop among the folders of shared/, closed by a lazy import() too; one inside a folder is none', () => {
    expect(folderLoops(floored)).toEqual(['shared/ui -> shared/islands -> shared/ui']);
  });

  it("shared/api's HTTP layer importing an endpoint module", () => {
    expect(httpToEndpoints(floored)).toEqual(['shared/api/http/client.ts -> shared/api/basket-api.ts']);
  });

  it('a template-literal import()', () => {
    expect(unfollowable(madeUp)).toEqual(['widgets/mini-basket/panel.tsx: import(`./texts-${lang}.ts`)']);
  });

  it('reads every kind of import from a module text, a template-literal import() apart', () => {
    const src = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export { c } from './c';",
      "import './side-effect';",
      "import css from './style.css?inline';",
      "const lazy = () => import('./lazy');",
      'const texts = (lang: string) => import(`./texts-${lang}.ts`);',
    ].join('\n');
    expect(parseImports(src)).toEqual({
      staticImports: ['./a', '../b', './c', './side-effect', './style.css?inline'],
      dynamicImports: ['./lazy'],
      templateLiterals: ['`./texts-${lang}.ts`'],
    });
  });

  it('tells widgets and the composition root apart', () => {
    expect(widgetOf('widgets/countdown/index.tsx')).toBe('countdown');
    expect(widgetOf('shared/ui/dialog.tsx')).toBeUndefined();
    expect(isCompositionRoot('widgets/registry.ts')).toBe(true);
    expect(isCompositionRoot('widgets/countdown/registry.ts')).toBe(false);
  });
});
