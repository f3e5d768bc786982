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

/**
 * The floors of shared/, lowest first: a folder imports only its own floor and those below it. Why this
 * order: lib is generic; domain holds pure rules on lib; context is the page's own state (the page-context
 * store and the expected delivery date) that the API client, i18n and the stores all read, so it sits under
 * them; events is the bus the API client emits on; i18n formats with the page's language; api talks HTTP
 * (its http/ layer) and reads the answers into domain models; stores load through api; ui renders stores;
 * islands (the loader runtime) mount ui. Each folder has a floor of its own, so a folder-level loop is
 * always also an import from a lower floor to a higher one.
 */
export const SHARED_FLOORS = ['lib', 'domain', 'context', 'events', 'i18n', 'api', 'stores', 'ui', 'islands'] as const;

/** shared/<folder>/... -> <folder>, or undefined outside shared/. */
export const sharedFolderOf = (f: string) => (top(f) === 'shared' ? f.split('/')[1] : undefined);

/** Imports from a lower floor of shared/ to a higher one, and any shared/ folder missing from the floors. */
export const againstTheFloors = (graph: ImportGraph, floors: readonly string[] = SHARED_FLOORS) =>
  edges(graph, (from, to) => {
    const a = sharedFolderOf(from);
    const b = sharedFolderOf(to);
    if (a === undefined || b === undefined || a === b) return false;
    return !floors.includes(a) || !floors.includes(b) || floors.indexOf(a) < floors.indexOf(b);
  });

/** The HTTP layer of shared/api (shared/api/http/) never imports the endpoint modules beside it. */
export const httpToEndpoints = (graph: ImportGraph) =>
  edges(
    graph,
    (from, to) =>
      from.startsWith('shared/api/http/') && to.startsWith('shared/api/') && !to.startsWith('shared/api/http/'),
  );

/** Every loop among the folders of shared/ (any import, lazy or not), each as `a -> b -> a`. */
export function folderLoops(graph: ImportGraph): string[] {
  const folders: ImportGraph = new Map(
    [...new Set([...graph.keys()].map(sharedFolderOf).filter((f) => f !== undefined))].map((folder) => {
      const imports = [
        ...new Set(
          [...graph]
            .filter(([from]) => sharedFolderOf(from) === folder)
            .flatMap(([, node]) => node.imports.map(sharedFolderOf))
            .filter((to) => to !== undefined && to !== folder),
        ),
      ].map((to) => `shared/${to}`);
      return [`shared/${folder}`, { imports, staticImports: imports, templateLiterals: [] }];
    }),
  );
  return cycles(folders);
}
