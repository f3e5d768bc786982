// The dependency rules of docs/architecture.md, as functions of an import graph, so the test can run
// them on the real sources and, to prove they fail, on a made-up graph with every violation.

/** One module: its relative imports resolved to repository paths (`/`-separated). */
export interface ModuleNode {
  /** Everything it imports, statically or with `import('...')`. */
  imports: string[];
  /** What is evaluated before it: a lazy `import()` is evaluated later, so it closes no cycle. */
  staticImports: string[];
  /** `import(`...`)` paths, as written: a template literal the graph cannot follow. */
  templateLiterals: string[];
}

export type ImportGraph = ReadonlyMap<string, ModuleNode>;

const top = (f: string) => f.split('/')[0];
/** widgets/<name>/... -> <name> (a file directly in widgets/, such as the registry, counts as one of its own). */
export const widgetOf = (f: string) => (top(f) === 'widgets' ? f.split('/')[1] : undefined);
/** The registry, its metas and the loader entry import every widget: the composition root. */
export const isCompositionRoot = (f: string) => /^widgets\/(registry|registry-meta|loader)\.ts$/.test(f);

const edges = (graph: ImportGraph, bad: (from: string, to: string) => boolean) =>
  [...graph].flatMap(([from, node]) => node.imports.filter((to) => bad(from, to)).map((to) => `${from} -> ${to}`));

/** A widget imports its own folder, shared/ and page-context/, never another widget. */
export const widgetToWidget = (graph: ImportGraph) =>
  edges(
    graph,
    (from, to) => !isCompositionRoot(from) && !!widgetOf(from) && !!widgetOf(to) && widgetOf(to) !== widgetOf(from),
  );

/** Dependencies run widgets -> shared -> page-context. */
export const againstTheLayers = (graph: ImportGraph) =>
  edges(
    graph,
    (from, to) =>
      (top(from) !== 'widgets' && top(to) === 'widgets') || (top(from) === 'page-context' && top(to) === 'shared'),
  );

/** Production code never imports the mock API or the demo pages. */
export const intoQaCode = (graph: ImportGraph) =>
  edges(graph, (_, to) => ['fixtures', 'demo-pages'].includes(top(to)!));

/** Every cycle of static imports among the graph's modules, each as `a -> b -> a`. */
export function cycles(graph: ImportGraph): string[] {
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (f: string, trail: string[]) => {
    if (state.get(f) === 'done') return;
    if (state.get(f) === 'open') {
      found.push([...trail.slice(trail.indexOf(f)), f].join(' -> '));
      return;
    }
    state.set(f, 'open');
    for (const to of graph.get(f)?.staticImports ?? []) if (graph.has(to)) visit(to, [...trail, f]);
    state.set(f, 'done');
  };
  for (const f of graph.keys()) visit(f, []);
  return found;
}

/** Dynamic imports whose path is a template literal: what they load is out of every check above. */
export const unfollowable = (graph: ImportGraph) =>
  [...graph].flatMap(([from, node]) => node.templateLiterals.map((literal) => `${from}: import(${literal})`));
