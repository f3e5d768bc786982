import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import type { SourceMap } from '../../scripts/source-map-edit.mjs';

/**
 * Small fixtures for the tests of the build's steps after esbuild (scripts/build/*): esbuild's real output for
 * a few lines of source, so the steps see the minified one-line chunks and source maps they see in the build.
 */

/** One module bundled and minified in memory, with its source map (`out.js`, `out.js.map`). */
export async function bundleOne(source: string): Promise<{ code: string; map: SourceMap; mapText: string }> {
  const result = await build({
    stdin: { contents: source, loader: 'ts', sourcefile: 'entry.ts' },
    bundle: true,
    format: 'esm',
    minify: true,
    sourcemap: 'linked',
    write: false,
    outfile: 'out.js',
  });
  const code = result.outputFiles.find((f) => f.path.endsWith('out.js'))!.text;
  const mapText = result.outputFiles.find((f) => f.path.endsWith('out.js.map'))!.text;
  return { code, map: JSON.parse(mapText) as SourceMap, mapText };
}

/**
 * Source files written to a new temporary folder and built there as the build lays out its chunks:
 * `out/widgets/<name>-<hash>.js` per entry, `out/shared-<hash>.js` for what they share, linked source maps.
 * Metafile paths are relative to `dir`, as the build's are to the project's root; `remove()` deletes it all.
 */
export async function buildSplit(
  sources: Record<string, string>,
  entries: { in: string; out: string }[],
): Promise<{ dir: string; metafile: Metafile; remove: () => void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'wsh-build-'));
  for (const [file, text] of Object.entries(sources)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const { metafile } = await build({
    absWorkingDir: dir,
    entryPoints: entries,
    outdir: 'out',
    outbase: '.',
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    sourcemap: 'linked',
    metafile: true,
    entryNames: '[dir]/[name]-[hash]',
    chunkNames: 'shared-[hash]',
    logLevel: 'silent',
  });
  return { dir, metafile, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The 0-based line and column of the first occurrence of `text` in `code`. */
export function positionOf(code: string, text: string): { line: number; column: number } {
  const lines = code.split('\n');
  const line = lines.findIndex((l) => l.includes(text));
  if (line === -1) throw new Error(`"${text}" is not in the code`);
  return { line, column: lines[line]!.indexOf(text) };
}

type Output = Metafile['outputs'][string];

/** A metafile output as the build's steps read it: its imports (static unless `lazy`) and inputs. */
export function output(
  imports: string[],
  {
    entryPoint,
    inputs = { 'src.ts': 10 },
    lazy = [],
  }: { entryPoint?: string; inputs?: Record<string, number>; lazy?: string[] } = {},
): Output {
  return {
    bytes: Object.values(inputs).reduce((sum, n) => sum + n, 0),
    inputs: Object.fromEntries(Object.entries(inputs).map(([file, bytesInOutput]) => [file, { bytesInOutput }])),
    imports: [
      ...imports.map((p) => ({ path: p, kind: 'import-statement' as const })),
      ...lazy.map((p) => ({ path: p, kind: 'dynamic-import' as const })),
    ],
    exports: [],
    ...(entryPoint ? { entryPoint } : {}),
  };
}
