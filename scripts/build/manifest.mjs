// manifest.json: what each widget's page loads, for ops (which files to preload) and `npm run bench`.
// esbuild's metafile names inputs and imports, not what a page needs in all, nor gzip sizes.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The manifest of a build: per widget its chunk and every chunk it statically imports, each chunk's role,
 * bytes (from `sizeOf(file)`) and imports, and the core every widget needs. `rel(file)` turns a metafile
 * path into one relative to the bundle's folder.
 */
export function manifestOf(metafile, rel, sizeOf) {
  const chunks = {};
  const widgets = {};
  for (const [file, out] of Object.entries(metafile.outputs).filter(([f]) => f.endsWith('.js'))) {
    const name = rel(file);
    const widget = out.entryPoint?.match(/widgets\/([^/]+)\/index\.tsx?$/)?.[1];
    const role = name === 'loader.js' ? 'loader' : widget ? 'widget' : out.entryPoint ? 'lazy' : 'shared';
    chunks[name] = {
      role,
      ...sizeOf(file),
      imports: out.imports.filter((i) => i.kind === 'import-statement').map((i) => rel(i.path)),
    };
    if (widget) widgets[widget] = name;
  }
  const closure = (file, seen = new Set()) => {
    for (const dep of chunks[file]?.imports ?? []) {
      if (!seen.has(dep)) closure(dep, seen.add(dep));
    }
    return seen;
  };
  const needs = Object.fromEntries(Object.entries(widgets).map(([w, f]) => [w, { file: f, needs: [...closure(f)] }]));
  return {
    loader: 'loader.js',
    // What every widget needs: the chunks a page template may preload (docs/cms-editors.md, "Preloading the core").
    core: Object.keys(chunks).filter((c) => Object.values(needs).every((w) => w.needs.includes(c))),
    widgets: needs,
    chunks,
  };
}

/** Writes outdir/manifest.json from the written chunks under `root`. */
export async function writeManifest(outdir, metafile, root) {
  const files = Object.keys(metafile.outputs).filter((f) => f.endsWith('.js'));
  const sizes = new Map();
  for (const f of files) {
    const buf = await readFile(path.resolve(root, f));
    sizes.set(f, { bytes: buf.length, gzip: gzipSync(buf, { level: 9 }).length });
  }
  const rel = (p) => path.relative(outdir, path.resolve(root, p)).split(path.sep).join('/');
  const manifest = manifestOf(metafile, rel, (f) => sizes.get(f));
  await writeFile(path.join(outdir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return manifest;
}
