// Checks on the finished chunks: each step after esbuild (renames, cuts, terser, the compile hint) edits
// files esbuild no longer checks, so the build fails here rather than in a customer's browser.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { entriesPastLineEnd } from '../source-map-edit.mjs';

const jsOf = (metafile) => Object.keys(metafile.outputs).filter((f) => f.endsWith('.js'));

/**
 * Fails the build when a chunk's source map has an entry outside its code: a step that edited the chunk
 * after esbuild and terser without moving the map (scripts/source-map-edit.mjs) would leave stack traces
 * from customers' browsers pointing at the wrong code.
 */
export async function checkSourceMaps(metafile, root) {
  const broken = [];
  for (const f of jsOf(metafile)) {
    const file = path.resolve(root, f);
    const map = await readFile(`${file}.map`, 'utf8').then(JSON.parse, () => null);
    if (!map) continue;
    const past = entriesPastLineEnd(await readFile(file, 'utf8'), map);
    if (past.length) broken.push(`${f}: ${past.length} entries past a line's end (first at ${past[0]})`);
  }
  if (broken.length) throw new Error(`source maps point outside their chunks:\n  ${broken.join('\n  ')}`);
}

/** The relative `.js` paths chunk `code` imports, statically or by a literal `import()`, in order. */
export function importedPaths(code) {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map(([, target]) => target);
}

/**
 * Fails the build when a chunk imports a file that is not there (see importedPaths): a renamed chunk
 * (oneBuildId) or a dropped one (dropEmptyChunks) must leave no dangling reference.
 */
export async function checkImports(metafile, root) {
  const missing = [];
  for (const f of jsOf(metafile)) {
    const code = await readFile(path.resolve(root, f), 'utf8');
    for (const target of importedPaths(code))
      if (!existsSync(path.resolve(root, path.dirname(f), target))) missing.push(`${f} -> ${target}`);
  }
  if (missing.length > 0) throw new Error(`chunks import files that do not exist:\n  ${missing.join('\n  ')}`);
}
