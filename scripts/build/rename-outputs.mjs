// Renaming built chunks after esbuild has written them: the widget chunks to one build id (planBuildId), the
// group chunks to short numbered names (group-chunks.mjs). esbuild names a chunk only by its content hash.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { widgetChunks } from './metafile-graph.mjs';

const HASHED = /-([A-Z0-9]{8})\.js$/;

/** The build id of a set of widget chunk hashes: the same for any order, 8 characters like esbuild's hash. */
export function buildIdOf(hashes) {
  return createHash('sha256')
    .update([...hashes].sort().join())
    .digest('hex')
    .slice(0, 8)
    .toUpperCase();
}

/**
 * Gives every widget chunk (the entry points) one build id in place of its own content hash: a hash of
 * all their hashes, so it changes whenever any widget changes and the chunks stay immutable-cacheable.
 * The loader then carries one id and the widget names instead of a hash per widget (about 10 B gzip per
 * widget on every page, see scripts/compact-registry.mjs). The cost: a release that changes one widget
 * makes browsers fetch the other widgets' chunks again too (a few kB per page, once); the shared chunks,
 * most of the bytes, keep their own hashes. Same length as esbuild's hash, so source maps stay exact.
 * Only the widget chunks (widgets/<name>-<hash>.js): a lazy chunk of an import() (the editor's island
 * error detail, the video player) is an entry point too, but named shared-<hash>.js; renamed, two of
 * them would become one file and the import() in their importer's code would name the old file.
 */
export function planBuildId(outputs) {
  const entries = widgetChunks(outputs).filter((f) => HASHED.test(f));
  const id = buildIdOf(entries.map((f) => f.match(HASHED)[1]));
  return { id, renamed: new Map(entries.map((f) => [f, f.replace(HASHED, `-${id}.js`)])) };
}

/** planBuildId, carried out on the written files (see renameOutputs); returns the id. */
export async function oneBuildId(metafile, root) {
  const { id, renamed } = planBuildId(metafile.outputs);
  await renameOutputs(metafile, renamed, root);
  return id;
}

/**
 * A renamed chunk's own text and map: its sourceMappingURL comment and the map's `file` name the new file.
 * `from` and `to` are file names (no folder); `map` is the parsed map or null.
 */
export function renameInChunk(code, map, from, to) {
  return {
    code: code.replace(`sourceMappingURL=${from}.map`, `sourceMappingURL=${to}.map`),
    map: map?.file ? { ...map, file: to } : map,
  };
}

/** An importer's text with its imports of renamed chunks (`[from, to]` file names) naming the new files. */
export function rewriteImports(code, names) {
  for (const [from, to] of names) code = code.split(`/${from}"`).join(`/${to}"`);
  return code;
}

/**
 * The metafile after the renames (its outputs moved to the new keys, every import path updated), and per
 * chunk (by its new name) the `[from, to]` file names of the renamed chunks it imports. Throws when a new
 * name is not as long as the old: esbuild's minified output is a line or two, so a longer import path
 * would shift every source-map column after it.
 */
export function renameInMetafile(metafile, renamed) {
  for (const [from, to] of renamed)
    if (path.basename(from).length !== path.basename(to).length)
      throw new Error(`renaming ${path.basename(from)} to ${path.basename(to)} would shift the source maps`);
  // Moved one by one (a key put back at the end): the manifest lists chunks in the metafile's order.
  for (const [from, to] of renamed) {
    metafile.outputs[to] = metafile.outputs[from];
    delete metafile.outputs[from];
  }
  const importers = new Map();
  for (const [file, out] of Object.entries(metafile.outputs)) {
    const names = out.imports
      .filter((i) => renamed.has(i.path))
      .map((i) => [path.basename(i.path), path.basename(renamed.get(i.path))]);
    for (const i of out.imports) i.path = renamed.get(i.path) ?? i.path;
    if (names.length > 0 && file.endsWith('.js')) importers.set(file, names);
  }
  return importers;
}

/**
 * Renames output files (and their source maps) under `root`, in the metafile too, and rewrites every
 * chunk's imports of them (see renameInMetafile for the same-length rule).
 */
export async function renameOutputs(metafile, renamed, root) {
  const importers = renameInMetafile(metafile, renamed);
  for (const [from, to] of renamed) {
    const [src, dst] = [path.resolve(root, from), path.resolve(root, to)];
    const map = existsSync(`${src}.map`) ? JSON.parse(await readFile(`${src}.map`, 'utf8')) : null;
    const moved = renameInChunk(await readFile(src, 'utf8'), map, path.basename(src), path.basename(dst));
    await writeFile(dst, moved.code);
    await rm(src);
    if (map) {
      await writeFile(`${dst}.map`, JSON.stringify(moved.map));
      await rm(`${src}.map`);
    }
  }
  for (const [file, names] of importers) {
    const at = path.resolve(root, file);
    await writeFile(at, rewriteImports(await readFile(at, 'utf8'), names));
  }
}
