import { describe, expect, it } from 'vitest';
import {
  againstTheLayers,
  cycles,
  intoQaCode,
  isCompositionRoot,
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
