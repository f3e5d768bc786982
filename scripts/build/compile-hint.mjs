// Chrome's eager-compile hint on the core chunks (issue #19). esbuild's `banner` option would put it on every
// chunk, and terser's pass after it would drop it; so it is prepended last, to the core chunks only.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chunksEveryWidgetImports } from './metafile-graph.mjs';

/**
 * V8 compiles a function when it is first called, on the main thread; only a script's top level is compiled as
 * the file streams in, off it. Every function of the core chunks runs as a page starts (React's start-up, our
 * stores, i18n, the API client) or in an island's first render, so each was compiled in one of those tasks:
 * React's module alone was a 25 ms task on a cold load, 100 ms at Lighthouse's 4x CPU. Chrome's compile hint
 * (`//# allFunctionsCalledOnLoad` as a file's first line, Chrome 136 and later; other browsers read a comment)
 * has the whole file compiled as it streams in. Lighthouse's blocking time over the ten pages the bench measures
 * fell to about a third (issue #19, docs/areas/build-and-loading.md). About 23 B gzip per core chunk.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** A chunk with the hint as its first line; its map (parsed, or null) gains one unmapped line in front. */
export function hintChunk(code, map) {
  return { code: COMPILE_HINT + code, map: map && { ...map, mappings: `;${map.mappings}` } };
}

/** hintChunk on the chunks every widget imports (the core chunks), on the written files. */
export async function hintEagerCompile(metafile, root) {
  for (const f of chunksEveryWidgetImports(metafile.outputs)) {
    const file = path.resolve(root, f);
    const map = await readFile(`${file}.map`, 'utf8').then(JSON.parse, () => null);
    const hinted = hintChunk(await readFile(file, 'utf8'), map);
    await writeFile(file, hinted.code);
    if (hinted.map) await writeFile(`${file}.map`, JSON.stringify(hinted.map));
  }
}
