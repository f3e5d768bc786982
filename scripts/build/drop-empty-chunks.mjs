// esbuild has no option to leave out an empty chunk, so the build removes it and the imports that name it.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { removeText } from '../source-map-edit.mjs';

/** Whether a chunk's text is empty but for its sourceMappingURL comment. */
export function isEmptyChunk(code) {
  return code.replace(/\/\/# sourceMappingURL=.*$/m, '').trim() === '';
}

/** The side-effect import of chunk `to` as minified code in chunk `from` writes it (both metafile paths). */
export function sideEffectImport(from, to) {
  const rel = path.posix.relative(path.posix.dirname(from), to);
  return `import"${rel.startsWith('.') ? rel : `./${rel}`}";`;
}

/**
 * esbuild leaves an empty chunk behind the lazy island-error detail's import cycle (a chunk that
 * only imports nothing); every widget would load it for nothing. Removed with the side-effect
 * imports that name it, here and in the metafile the manifest is written from.
 */
export async function dropEmptyChunks(metafile, root) {
  const js = Object.keys(metafile.outputs).filter((f) => f.endsWith('.js'));
  const empty = [];
  for (const f of js) if (isEmptyChunk(await readFile(path.resolve(root, f), 'utf8'))) empty.push(f);
  if (empty.length === 0) return;
  for (const f of js.filter((x) => !empty.includes(x))) {
    const file = path.resolve(root, f);
    let code = await readFile(file, 'utf8');
    // The source map's entries move with the cut (scripts/source-map-edit.mjs), so positions after it stay true.
    let map = await readFile(`${file}.map`, 'utf8').then(JSON.parse, () => null);
    for (const e of empty) ({ code, map } = removeText(code, map, sideEffectImport(f, e)));
    await writeFile(file, code);
    if (map) await writeFile(`${file}.map`, JSON.stringify(map));
    metafile.outputs[f].imports = metafile.outputs[f].imports.filter((i) => !empty.includes(i.path));
  }
  for (const e of empty) {
    await rm(path.resolve(root, e), { force: true });
    await rm(path.resolve(root, `${e}.map`), { force: true });
    delete metafile.outputs[e];
  }
}
