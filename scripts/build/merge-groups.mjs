// Merging the group chunks many widgets share into one (issue #19): esbuild has no option for it, so the
// build asks it for one chunk by giving the entries the same imports.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { staticImports, widgetChunks } from './metafile-graph.mjs';

/**
 * Group chunks that at least this many widgets import become one chunk (issue #19). esbuild splits the code the
 * widgets share by the exact set of widgets that use it, which made 77 group chunks of 0.1 to 12 kB gzip; a
 * search page asked for 24 of them. On HTTP/1.1 (six connections, one request each at a time) every request costs
 * a round trip, 150 ms on the slow 4G Lighthouse simulates, while 6 kB more costs 30 ms. Merged at 12 widgets,
 * a demo page with islands loaded 13.5 files (loader and core included) for 109.2 kB gzip on average (the demo
 * manifest). At 8 it loads 10.9 files for 114.5 kB, 5 % more bytes, and Lighthouse's LCP fell by
 * 0.1 to 0.3 s on the search, checkout and product pages, whose core chunk no longer shares the link with six
 * small requests at a time (docs/areas/build-and-loading.md). The mini-basket page, whose widget needs only the core,
 * is unchanged.
 */
export const MERGE_MIN_WIDGETS = 8;
/**
 * Group chunks smaller than this (minified, before gzip: about 0.6 kB gzip) are merged too, however few widgets
 * import them (issue #35). Lighthouse's LCP on the checkout, orders and product pages waited for the core
 * chunks, which shared the six connections with a stream of such chunks (the checkout basket alone needed seven
 * of 0.2 to 0.8 kB gzip): each holds a connection and an equal share of the link for a round trip and brings
 * almost nothing. Merged, a page with islands loads about 5 kB more and some five requests fewer, and the
 * core arrives sooner (docs/areas/build-and-loading.md).
 */
export const MERGE_BELOW_BYTES = 1500;

/**
 * A small group chunk of our own modules. A package's modules are left where esbuild put them: a package that
 * declares itself free of side effects (date-fns) has its bare imports dropped, so they could not be merged.
 */
const isSmallOwnCode = (output) =>
  output.bytes < MERGE_BELOW_BYTES && Object.keys(output.inputs).every((input) => !input.includes('node_modules/'));

/** An input of a merged chunk as an import path: a source file, or a `?inline` stylesheet (the inline-css plugin). */
function importPathOf(input, root) {
  if (input.startsWith('inline-css:')) return `${input.slice('inline-css:'.length)}?inline`;
  return input.includes(':') ? null : path.resolve(root, input);
}

/**
 * Which modules to merge, and which entry files must import them: a build without output finds the group
 * chunks MERGE_MIN_WIDGETS widgets or more import, and those under MERGE_BELOW_BYTES (not the core, which all
 * import). Every entry (widget, or
 * lazy chunk of an import()) that reaches one of them then imports all their modules, so that esbuild, which
 * puts each module in the chunk of the exact set of entries that reach it, puts them all in one chunk. The
 * modules of a merged chunk import only merged or core modules (a module's importers reach it too), so no other
 * chunk changes. They are side-effect free at import, or guard their effect by what the page holds (the
 * campaigns' early read): evaluating them on a page that uses only some of them starts nothing. A chunk with
 * an input that is neither (a virtual module) is left alone. Returns, per entry source file (absolute), the
 * import statements to append.
 */
export function planMergedGroups(metafile, root) {
  const outputs = metafile.outputs;
  const entries = Object.keys(outputs).filter((f) => f.endsWith('.js') && outputs[f].entryPoint);
  const widgets = widgetChunks(outputs);
  const reach = new Map(entries.map((e) => [e, staticImports(outputs, e)]));
  const users = new Map();
  for (const w of widgets) for (const f of reach.get(w)) users.set(f, (users.get(f) ?? 0) + 1);
  const merged = [...users]
    .filter(([f, n]) => (n >= MERGE_MIN_WIDGETS || isSmallOwnCode(outputs[f])) && n < widgets.length)
    .filter(([f]) => !outputs[f].entryPoint)
    .map(([f]) => f)
    .filter((f) => Object.keys(outputs[f].inputs).every((input) => importPathOf(input, root) !== null));
  const imports = merged.flatMap((f) => Object.keys(outputs[f].inputs).map((input) => importPathOf(input, root)));
  const extra = imports.map((p) => `import ${JSON.stringify(p)};`).join('\n');
  const plan = new Map();
  for (const e of entries)
    if (merged.some((f) => reach.get(e).has(f))) plan.set(path.resolve(root, outputs[e].entryPoint), extra);
  return plan;
}

/** Appends the merge plan's imports to the entry files it names (appended: the source maps' lines stay). */
export function mergeGroups(plan) {
  return {
    name: 'merge-groups',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const extra = plan.get(args.path);
        if (!extra) return undefined;
        const code = await readFile(args.path, 'utf8');
        return { contents: `${code}\n${extra}\n`, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}
