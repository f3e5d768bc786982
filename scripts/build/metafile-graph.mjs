// Questions about the chunk graph in esbuild's metafile, asked by several build steps (scripts/build/*).
// Paths are the metafile's: relative to the build's working directory, `/`-separated.
import path from 'node:path';

/** Every chunk `file` imports statically, directly or through others (esbuild's metafile outputs). */
export function staticImports(outputs, file, seen = new Set()) {
  for (const i of outputs[file]?.imports ?? [])
    if (i.kind === 'import-statement' && !seen.has(i.path)) staticImports(outputs, i.path, seen.add(i.path));
  return seen;
}

/** The entry chunks written to widgets/ (widgets/<name>-<hash>.js); lazy chunks of an import() are not. */
export function widgetChunks(outputs) {
  return Object.keys(outputs).filter(
    (f) => f.endsWith('.js') && outputs[f].entryPoint && path.basename(path.dirname(f)) === 'widgets',
  );
}

/** The chunks every widget imports (after dropEmptyChunks: the core chunks). */
export function chunksEveryWidgetImports(outputs) {
  const sets = widgetChunks(outputs).map((w) => staticImports(outputs, w));
  return [...sets[0]].filter((f) => sets.every((s) => s.has(f)));
}

/** The chunk every widget imports in a build without the React entry (a build without output's metafile). */
export function coreOf(outputs) {
  // The largest: esbuild also leaves an empty chunk every widget imports (see dropEmptyChunks).
  const [core] = chunksEveryWidgetImports(outputs).sort((a, b) => outputs[b].bytes - outputs[a].bytes);
  if (!core) throw new Error('no chunk every widget imports');
  return core;
}
