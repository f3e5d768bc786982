// Builds the island bundle.
//   node esbuild.config.mjs            production bundle (dist/static/shop) + demo site (dist/demo)
//   node esbuild.config.mjs --watch    the same, rebuilding on change (npm start)
// Output layout and why:
//   loader.js                 stable URL, the only script a CMS page includes (short cache)
//   widgets/<name>-<build>.js one chunk per widget, its CSS inside as text (immutable cache); one build id
//                             for all widget chunks, so the loader names each widget once (see oneBuildId)
//   shared-<hash>.js          the core every widget imports: React, stores, event bus, i18n (immutable cache)
//   shared-<id><n>.js         group chunks, code some widgets share, named by the build id (see nameGroupChunks)
//   manifest.json             what each widget chunk needs, with bytes, for ops and `npm run bench`
import * as esbuild from 'esbuild';
import { mkdir, readFile, rm, writeFile, cp, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { minify } from 'terser';
import { entriesPastLineEnd, removeText } from './scripts/source-map-edit.mjs';
import { noCatalogueTexts } from './scripts/strip-catalogue-texts.mjs';
import { compactRegistry } from './scripts/compact-registry.mjs';
import { reactEsm } from './scripts/react-esm.mjs';

const root = path.dirname(new URL(import.meta.url).pathname);
const watch = process.argv.includes('--watch');
const quiet = process.argv.includes('--quiet');
const log = (...a) => !quiet && console.log(...a);

/** `import css from './x.css?inline'`: the CSS, minified, as a string inside the importing chunk. */
const inlineCss = {
  name: 'inline-css',
  setup(build) {
    build.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path.replace(/\?inline$/, '')),
      namespace: 'inline-css',
    }));
    build.onLoad({ filter: /.*/, namespace: 'inline-css' }, async (args) => {
      const { code } = await esbuild.transform(await readFile(args.path, 'utf8'), { loader: 'css', minify: true });
      return { contents: `export default ${JSON.stringify(code.trim())};`, loader: 'js', watchFiles: [args.path] };
    });
  },
};

/** Guards the production bundle: no mock API, no fixtures, no QA widgets may ever reach it. */
const noMocks = {
  name: 'no-mocks',
  setup(build) {
    build.onResolve({ filter: /^msw|fixtures\/|demo-pages\// }, (args) => {
      if (args.importer.includes(`${path.sep}demo-pages${path.sep}`)) return undefined;
      return {
        errors: [
          { text: `production code must not import "${args.path}" (from ${path.relative(root, args.importer)})` },
        ],
      };
    });
  },
};

const common = {
  absWorkingDir: root,
  outbase: '.',
  bundle: true,
  format: 'esm',
  target: ['es2022', 'chrome100', 'firefox100', 'safari16'],
  minify: true,
  sourcemap: 'linked',
  metafile: true,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  // The licences of the bundled packages go to <chunk>.LEGAL.txt beside each chunk, shipped with it; the chunk
  // itself carries no comment pointing there (about 55 B gzip on the core every page loads).
  legalComments: 'external',
  logLevel: quiet ? 'error' : 'warning',
};

/**
 * Compile-time flags (declared in types/build-flags.d.ts; vitest.config.ts sets them for tests). What
 * only developers need is compiled into the demo bundle, which `npm run bench` measures, and is dead
 * code in production: `__WSH_MEASURE__`, the product rows' `?measure=1` render counter.
 */
const flags = (demo) => ({ __WSH_MEASURE__: String(demo) });

/** Widget entry points: widgets/<name>/index.tsx (plus QA widgets for the demo), and the unknown-widget chunk. */
async function widgetEntries(demo) {
  const dirs = [['widgets', 'widgets'], ...(demo ? [['demo-pages/qa-widgets', 'widgets']] : [])];
  const entries = [{ in: 'shared/islands/unknown-widget.tsx', out: 'widgets/unknown-widget' }];
  for (const [dir, out] of dirs) {
    for (const d of await readdir(path.join(root, dir), { withFileTypes: true })) {
      if (d.isDirectory() && existsSync(path.join(root, dir, d.name, 'index.tsx')))
        entries.push({ in: `${dir}/${d.name}/index.tsx`, out: `${out}/${d.name}` });
    }
  }
  return entries;
}

/**
 * Phase 1: every widget chunk and the one shared chunk, with code splitting.
 * Phase 2: loader.js on its own (no splitting), its registry's dynamic imports pointing at the
 * hashed phase-1 chunks. Separate phases keep esbuild's runtime helpers out of the loader's imports,
 * so a page loads exactly loader.js, the shared chunk and its widgets' chunks.
 */
async function buildBundle({ demo, outdir, plugins = [] }) {
  const define = { ...common.define, ...flags(demo) };
  const options = {
    ...common,
    define,
    entryPoints: await widgetEntries(demo),
    outdir,
    splitting: true,
    entryNames: '[dir]/[name]-[hash]',
    chunkNames: 'shared-[hash]',
    plugins: [inlineCss, reactEsm(root), ...plugins],
  };
  const { metafile: plan } = await esbuild.build({ ...options, write: false });
  const widgets = await esbuild.build({
    ...options,
    entryPoints: [...options.entryPoints, { in: REACT_ENTRY, out: 'react-runtime' }],
    plugins: [mergeGroups(planMergedGroups(plan)), reactRuntimeEntry(plan), ...options.plugins],
  });
  await dropReactEntry(widgets.metafile);
  const id = await oneBuildId(widgets.metafile);
  const graph = await nameGroupChunks(widgets.metafile, id);
  // For profiling what a chunk is made of (`WSH_METAFILE=1 npm run build`; esbuild's analyzer reads it).
  if (process.env.WSH_METAFILE)
    await writeFile(
      path.join(root, '.cache', `metafile-${demo ? 'demo' : 'prod'}.json`),
      JSON.stringify(widgets.metafile),
    );
  const rel = (file) => './' + path.relative(outdir, path.resolve(root, file)).split(path.sep).join('/');
  const chunkOf = new Map();
  const widgetOutput = new Map();
  for (const [file, out] of Object.entries(widgets.metafile.outputs)) {
    if (out.entryPoint) widgetOutput.set(path.resolve(root, out.entryPoint), file);
    if (out.entryPoint)
      chunkOf.set(
        path.resolve(root, out.entryPoint),
        './' + path.relative(outdir, path.resolve(root, file)).split(path.sep).join('/'),
      );
  }
  const toChunks = {
    name: 'registry-to-chunks',
    setup(build) {
      build.onLoad({ filter: /[\\/]widgets[\\/]registry\.ts$/ }, async (args) => ({
        contents: compactRegistry(
          await readFile(args.path, 'utf8'),
          (dir) => chunkOf.get(path.resolve(root, 'widgets', dir, 'index.tsx')),
          {
            core: graph.core.map(rel),
            needs: (dir) =>
              graph.needs.get(widgetOutput.get(path.resolve(root, 'widgets', dir, 'index.tsx')))?.map(rel),
          },
        ),
        loader: 'js',
      }));
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        const base = path.resolve(args.resolveDir, args.path);
        const file = [base, `${base}.tsx`, `${base}.ts`].find((f) => chunkOf.has(f));
        if (!file)
          return {
            errors: [
              { text: `no widget chunk for dynamic import "${args.path}": widgets live in widgets/<name>/index.tsx` },
            ],
          };
        return { path: chunkOf.get(file), external: true };
      });
    },
  };
  const loader = await esbuild.build({
    ...common,
    define,
    entryPoints: [{ in: demo ? 'demo-pages/demo-loader.ts' : 'widgets/loader.ts', out: 'loader' }],
    outdir,
    entryNames: '[name]',
    plugins: [toChunks, ...plugins],
  });
  return { ...widgets.metafile, outputs: { ...widgets.metafile.outputs, ...loader.metafile.outputs } };
}

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
const MERGE_MIN_WIDGETS = 8;

/** Every chunk `file` imports statically, directly or through others (esbuild's metafile outputs). */
function staticImports(outputs, file, seen = new Set()) {
  for (const i of outputs[file]?.imports ?? [])
    if (i.kind === 'import-statement' && !seen.has(i.path)) staticImports(outputs, i.path, seen.add(i.path));
  return seen;
}

/** An input of a merged chunk as an import path: a source file, or a `?inline` stylesheet (inlineCss). */
function importPathOf(input) {
  if (input.startsWith('inline-css:')) return `${input.slice('inline-css:'.length)}?inline`;
  return input.includes(':') ? null : path.resolve(root, input);
}

/**
 * Which modules to merge, and which entry files must import them: a build without output finds the group
 * chunks MERGE_MIN_WIDGETS widgets or more import (not the core, which all import). Every entry (widget, or
 * lazy chunk of an import()) that reaches one of them then imports all their modules, so that esbuild, which
 * puts each module in the chunk of the exact set of entries that reach it, puts them all in one chunk. The
 * modules of a merged chunk import only merged or core modules (a module's importers reach it too), so no other
 * chunk changes. They are side-effect free at import, or guard their effect by what the page holds (the
 * campaigns' early read): evaluating them on a page that uses only some of them starts nothing.
 */
function planMergedGroups(metafile) {
  const outputs = metafile.outputs;
  const entries = Object.keys(outputs).filter((f) => f.endsWith('.js') && outputs[f].entryPoint);
  const widgets = entries.filter((f) => path.basename(path.dirname(f)) === 'widgets');
  const reach = new Map(entries.map((e) => [e, staticImports(outputs, e)]));
  const users = new Map();
  for (const w of widgets) for (const f of reach.get(w)) users.set(f, (users.get(f) ?? 0) + 1);
  const merged = [...users]
    .filter(([f, n]) => n >= MERGE_MIN_WIDGETS && n < widgets.length && !outputs[f].entryPoint)
    .map(([f]) => f)
    .filter((f) => Object.keys(outputs[f].inputs).every((input) => importPathOf(input) !== null));
  const imports = merged.flatMap((f) => Object.keys(outputs[f].inputs).map(importPathOf));
  const extra = imports.map((p) => `import ${JSON.stringify(p)};`).join('\n');
  const plan = new Map();
  for (const e of entries)
    if (merged.some((f) => reach.get(e).has(f))) plan.set(path.resolve(root, outputs[e].entryPoint), extra);
  return plan;
}

/** The chunks every widget imports (after dropEmptyChunks: the core chunks). */
function chunksEveryWidgetImports(outputs) {
  const entries = Object.keys(outputs).filter((f) => f.endsWith('.js') && outputs[f].entryPoint);
  const widgets = entries.filter((f) => path.basename(path.dirname(f)) === 'widgets');
  const sets = widgets.map((w) => staticImports(outputs, w));
  return [...sets[0]].filter((f) => sets.every((s) => s.has(f)));
}

/** The chunk every widget imports in a build without the React entry (a build without output's metafile). */
function coreOf(outputs) {
  // The largest: esbuild also leaves an empty chunk every widget imports (see dropEmptyChunks).
  const [core] = chunksEveryWidgetImports(outputs).sort((a, b) => outputs[b].bytes - outputs[a].bytes);
  if (!core) throw new Error('no chunk every widget imports');
  return core;
}

/**
 * V8 compiles a function when it is first called, on the main thread; only a script's top level is compiled as
 * the file streams in, off it. Every function of the core chunks runs as a page starts (React's start-up, our
 * stores, i18n, the API client) or in an island's first render, so each was compiled in one of those tasks:
 * React's module alone was a 25 ms task on a cold load, 100 ms at Lighthouse's 4x CPU. Chrome's compile hint
 * (`//# allFunctionsCalledOnLoad` as a file's first line, Chrome 136 and later; other browsers read a comment)
 * has the whole file compiled as it streams in. Lighthouse's blocking time over the ten pages the bench measures
 * fell to about a third (issue #19, docs/areas/build-and-loading.md). About 23 B gzip per core chunk. The source map gains one unmapped
 * line.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
async function hintEagerCompile(metafile) {
  for (const f of chunksEveryWidgetImports(metafile.outputs)) {
    const file = path.resolve(root, f);
    await writeFile(file, COMPILE_HINT + (await readFile(file, 'utf8')));
    const map = await readFile(`${file}.map`, 'utf8').catch(() => null);
    if (map) {
      const json = JSON.parse(map);
      await writeFile(`${file}.map`, JSON.stringify({ ...json, mappings: `;${json.mappings}` }));
    }
  }
}

/**
 * React's runtime (react, react-dom, scheduler: 45 of the core's 80 kB gzip) in a core chunk of its own,
 * beside the core with our code (issue #19). React is pinned, so a release of ours leaves that chunk's hash,
 * and the copy in a returning buyer's cache, as it was: they fetch some 35 kB again instead of 80. And the two
 * halves arrive side by side, on two of the browser's six HTTP/1.1 connections, each ramping up its own
 * window, where the one 70 kB file had been the last thing every island waited for. esbuild puts a module in
 * the chunk of the exact set of entries that reach it, so one extra entry that imports exactly the core's React
 * modules splits them off; nothing loads that entry, and dropReactEntry removes its file.
 */
const REACT_ENTRY = 'wsh:react-runtime';
/** Runs React's CommonJS modules when the React chunk runs (see the module's comment). */
const REACT_START = path.join(root, 'shared/islands/react-runtime.ts');
const REACT_RUNTIME = /(?:^|[\\/])node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;

function reactRuntimeEntry(metafile) {
  const core = metafile.outputs[coreOf(metafile.outputs)];
  const files = Object.keys(core.inputs)
    .filter((input) => REACT_RUNTIME.test(input) && !input.includes(':'))
    .map((input) => path.resolve(root, input));
  if (files.length === 0) throw new Error('the core chunk holds no React module to split off');
  return {
    name: 'react-runtime-entry',
    setup(build) {
      build.onResolve({ filter: /^wsh:react-runtime$/ }, () => ({ path: 'react-runtime', namespace: 'wsh-react' }));
      build.onLoad({ filter: /.*/, namespace: 'wsh-react' }, () => ({
        contents: [...files, REACT_START].map((f) => `import ${JSON.stringify(f)};`).join('\n'),
        resolveDir: root,
        loader: 'js',
      }));
    },
  };
}

/** Removes the React entry's own file (its modules are in the React chunk, which the widgets import). */
async function dropReactEntry(metafile) {
  const [file] = Object.entries(metafile.outputs).find(([, out]) => out.entryPoint === 'wsh-react:react-runtime') ?? [];
  if (!file) throw new Error('the React entry left no output');
  await rm(path.resolve(root, file), { force: true });
  await rm(path.resolve(root, `${file}.map`), { force: true });
  delete metafile.outputs[file];
  delete metafile.outputs[`${file}.map`];
}

/** Appends the merge plan's imports to the entry files it names (appended: the source maps' lines stay). */
function mergeGroups(plan) {
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

/**
 * Gives every widget chunk (the entry points) one build id in place of its own content hash: a hash of
 * all their hashes, so it changes whenever any widget changes and the chunks stay immutable-cacheable.
 * The loader then carries one id and the widget names instead of a hash per widget (about 10 B gzip per
 * widget on every page, see scripts/compact-registry.mjs). The cost: a release that changes one widget
 * makes browsers fetch the other widgets' chunks again too (a few kB per page, once); the shared chunks,
 * most of the bytes, keep their own hashes. Same length as esbuild's hash, so source maps stay exact.
 */
async function oneBuildId(metafile) {
  const HASHED = /-([A-Z0-9]{8})\.js$/;
  // Only the widget chunks (widgets/<name>-<hash>.js): a lazy chunk of an import() (the editor's island
  // error detail, the video player) is an entry point too, but named shared-<hash>.js; renamed, two of
  // them would become one file and the import() in their importer's code would name the old file.
  const entries = Object.keys(metafile.outputs).filter(
    (f) => metafile.outputs[f].entryPoint && HASHED.test(f) && path.basename(path.dirname(f)) === 'widgets',
  );
  const id = createHash('sha256')
    .update(
      entries
        .map((f) => f.match(HASHED)[1])
        .sort()
        .join(),
    )
    .digest('hex')
    .slice(0, 8)
    .toUpperCase();
  await renameOutputs(metafile, new Map(entries.map((f) => [f, f.replace(HASHED, `-${id}.js`)])));
  return id;
}

/**
 * Renames output files (and their source maps), in the metafile too, and rewrites every chunk's imports
 * of them. A new name must have the old one's length: esbuild's minified output is a line or two, so a
 * longer import path would shift every source-map column after it.
 */
async function renameOutputs(metafile, renamed) {
  const base = new Map([...renamed].map(([from, to]) => [path.basename(from), path.basename(to)]));
  for (const [from, to] of base)
    if (from.length !== to.length) throw new Error(`renaming ${from} to ${to} would shift the source maps`);
  for (const [from, to] of renamed) {
    const [src, dst] = [path.resolve(root, from), path.resolve(root, to)];
    const code = await readFile(src, 'utf8');
    await writeFile(
      dst,
      code.replace(`sourceMappingURL=${path.basename(src)}.map`, `sourceMappingURL=${path.basename(dst)}.map`),
    );
    await rm(src);
    if (existsSync(`${src}.map`)) {
      const map = JSON.parse(await readFile(`${src}.map`, 'utf8'));
      if (map.file) map.file = path.basename(dst);
      await writeFile(`${dst}.map`, JSON.stringify(map));
      await rm(`${src}.map`);
    }
    metafile.outputs[to] = metafile.outputs[from];
    delete metafile.outputs[from];
  }
  for (const [file, out] of Object.entries(metafile.outputs)) {
    const imported = out.imports.filter((i) => renamed.has(i.path));
    for (const i of out.imports) i.path = renamed.get(i.path) ?? i.path;
    if (imported.length === 0 || !file.endsWith('.js')) continue;
    let code = await readFile(path.resolve(root, file), 'utf8');
    for (const i of imported) {
      const name = path.basename(i.path);
      const old = [...base].find(([, to]) => to === name)[0];
      code = code.split(`/${old}"`).join(`/${name}"`);
    }
    await writeFile(path.resolve(root, file), code);
  }
}

/**
 * Names the group chunks (shared chunks some widgets import, not all) by the build id and a number,
 * `shared-<5 characters of the id><135..226>.js`, so the loader can name them from one character each
 * (scripts/compact-registry.mjs) and start them together with the widget chunk instead of after it
 * (issue #19: no waterfall of our own making). The core chunks (imported by every widget) keep their
 * content hash: they are most of the bytes, and a release that does not touch them must not make browsers
 * fetch them again. Group chunks are small (0.2 to 3 kB gzip); like the widget chunks they are fetched
 * again after any release, once. Returns what the loader needs: the core chunks and each widget's groups.
 */
async function nameGroupChunks(metafile, id) {
  const outputs = metafile.outputs;
  const isEmpty = (f) => Object.values(outputs[f].inputs).every((i) => i.bytesInOutput === 0);
  const widgets = Object.keys(outputs).filter(
    (f) => outputs[f].entryPoint && path.basename(path.dirname(f)) === 'widgets',
  );
  const needs = new Map(widgets.map((w) => [w, [...staticImports(outputs, w)].filter((f) => !isEmpty(f))]));
  const count = new Map();
  for (const list of needs.values()) for (const f of list) count.set(f, (count.get(f) ?? 0) + 1);
  // The core chunks in the order they can run: one that imports another comes after it (React's runtime first).
  const core = [...count]
    .filter(([, n]) => n === widgets.length)
    .map(([f]) => f)
    .sort((a, b) => Number(staticImports(outputs, a).has(b)) - Number(staticImports(outputs, b).has(a)));
  // The most shared first: short runs of the same characters compress best in the loader.
  const groups = [...count]
    .filter(([f]) => !core.includes(f))
    .sort(([a, n], [b, m]) => m - n || a.localeCompare(b))
    .map(([f]) => f);
  if (groups.length > 92) throw new Error(`${groups.length} group chunks: the loader's one-character codes name 92`);
  const renamed = new Map(
    groups.map((f, i) => [f, path.join(path.dirname(f), `shared-${id.slice(0, 5)}${135 + i}.js`)]),
  );
  await renameOutputs(metafile, renamed);
  return {
    core,
    needs: new Map(
      [...needs].map(([w, list]) => [w, list.filter((f) => !core.includes(f)).map((f) => renamed.get(f))]),
    ),
  };
}

/**
 * A second minifying pass with terser over esbuild's output: about 2.3 kB gzip less on the shared
 * chunk every page loads (3 %), which esbuild's single-pass minifier leaves (it does not inline or
 * collapse across statements as terser's two compress passes do). Source maps are chained, so they
 * still point at our sources. Skipped by --watch, where rebuild speed matters more than bytes.
 */
async function terse(metafile) {
  if (watch || process.env.WSH_NO_TERSER) return;
  const files = Object.keys(metafile.outputs).filter((f) => f.endsWith('.js'));
  await Promise.all(
    files.map(async (f) => {
      const file = path.resolve(root, f);
      const [code, map] = await Promise.all([
        readFile(file, 'utf8'),
        readFile(`${file}.map`, 'utf8').catch(() => null),
      ]);
      const base = path.basename(file);
      const result = await minify(code.replace(/\n\/\/# sourceMappingURL=.*\s*$/, '\n'), {
        module: true,
        compress: { passes: 2, ecma: 2020 },
        mangle: true,
        format: { comments: /^!|@license|@preserve/ },
        sourceMap: map ? { content: map, url: `${base}.map` } : false,
      });
      await writeFile(file, result.code);
      if (map && typeof result.map === 'string') await writeFile(`${file}.map`, result.map);
    }),
  );
}

/**
 * esbuild leaves an empty chunk behind the lazy island-error detail's import cycle (a chunk that
 * only imports nothing); every widget would load it for nothing. Removed with the side-effect
 * imports that name it, here and in the metafile the manifest is written from.
 */
async function dropEmptyChunks(metafile) {
  const js = Object.keys(metafile.outputs).filter((f) => f.endsWith('.js'));
  const empty = [];
  for (const f of js) {
    const code = await readFile(path.resolve(root, f), 'utf8');
    if (code.replace(/\/\/# sourceMappingURL=.*$/m, '').trim() === '') empty.push(f);
  }
  if (empty.length === 0) return;
  for (const f of js.filter((x) => !empty.includes(x))) {
    const file = path.resolve(root, f);
    let code = await readFile(file, 'utf8');
    // The source map's entries move with the cut (scripts/source-map-edit.mjs), so positions after it stay true.
    let map = await readFile(`${file}.map`, 'utf8').then(JSON.parse, () => null);
    for (const e of empty) {
      const rel = path.relative(path.dirname(file), path.resolve(root, e)).split(path.sep).join('/');
      ({ code, map } = removeText(code, map, `import"${rel.startsWith('.') ? rel : `./${rel}`}";`));
    }
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

/**
 * Fails the build when a chunk's source map has an entry outside its code: a step that edited the chunk
 * after esbuild and terser without moving the map (scripts/source-map-edit.mjs) would leave stack traces
 * from customers' browsers pointing at the wrong code.
 */
async function checkSourceMaps(metafile) {
  const broken = [];
  for (const f of Object.keys(metafile.outputs).filter((x) => x.endsWith('.js'))) {
    const file = path.resolve(root, f);
    const map = await readFile(`${file}.map`, 'utf8').then(JSON.parse, () => null);
    if (!map) continue;
    const past = entriesPastLineEnd(await readFile(file, 'utf8'), map);
    if (past.length) broken.push(`${f}: ${past.length} entries past a line's end (first at ${past[0]})`);
  }
  if (broken.length) throw new Error(`source maps point outside their chunks:\n  ${broken.join('\n  ')}`);
}

/**
 * Fails the build when a chunk imports a file that is not there (statically or by a literal `import()`):
 * a renamed chunk (oneBuildId) or a dropped one (dropEmptyChunks) must leave no dangling reference.
 */
async function checkImports(metafile) {
  const js = Object.keys(metafile.outputs).filter((f) => f.endsWith('.js'));
  const missing = [];
  for (const f of js) {
    const code = await readFile(path.resolve(root, f), 'utf8');
    for (const [, target] of code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      if (!existsSync(path.resolve(root, path.dirname(f), target))) missing.push(`${f} -> ${target}`);
    }
  }
  if (missing.length > 0) throw new Error(`chunks import files that do not exist:\n  ${missing.join('\n  ')}`);
}

/** manifest.json: per widget its chunk and every chunk it statically imports, with raw and gzip bytes. */
async function writeManifest(outdir, metafile) {
  const rel = (p) => path.relative(outdir, path.resolve(root, p)).split(path.sep).join('/');
  const outputs = Object.entries(metafile.outputs).filter(([f]) => f.endsWith('.js'));
  const bytes = async (f) => {
    const buf = await readFile(path.resolve(root, f));
    return { bytes: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
  };
  const chunks = {};
  const widgets = {};
  for (const [file, out] of outputs) {
    const name = rel(file);
    const widget = out.entryPoint?.match(/widgets\/([^/]+)\/index\.tsx?$/)?.[1];
    const role = name === 'loader.js' ? 'loader' : widget ? 'widget' : out.entryPoint ? 'lazy' : 'shared';
    chunks[name] = {
      role,
      ...(await bytes(file)),
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
  const manifest = {
    loader: 'loader.js',
    // What every widget needs: the chunks a page template may preload (docs/cms-editors.md, "Preloading the core").
    core: Object.keys(chunks).filter((c) => Object.values(needs).every((w) => w.needs.includes(c))),
    widgets: needs,
    chunks,
  };
  await writeFile(path.join(outdir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return manifest;
}

/** The widget catalogue for CMS editors, generated from every widget's meta and the page-context fields. */
async function writeCatalogue(pagesDir) {
  const out = path.join(root, '.cache', 'catalogue.mjs');
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['demo-pages/catalogue/render-catalogue.ts'],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'error',
    plugins: [inlineCss],
  });
  const { renderCatalogue } = await import(`${out}?t=${Date.now()}`);
  await writeFile(path.join(pagesDir, 'index.html'), renderCatalogue());
}

/**
 * Fails the build when a widget's catalogue text (summary, a prop's description) or a page-context doc
 * is in a production chunk: they are for editors, never for shoppers' downloads (issue #11, 6).
 */
async function checkNoCatalogueTexts(outdir, metafile) {
  const out = path.join(root, '.cache', 'catalogue-texts.mjs');
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['demo-pages/catalogue/catalogue-texts.ts'],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'error',
    plugins: [inlineCss],
  });
  const { catalogueTexts, leakedTexts } = await import(`${out}?t=${Date.now()}`);
  const files = Object.keys(metafile.outputs).filter((f) => f.endsWith('.js'));
  const chunks = await Promise.all(
    files.map(async (f) => ({
      file: path.relative(outdir, path.resolve(root, f)),
      code: await readFile(path.resolve(root, f), 'utf8'),
    })),
  );
  const leaked = leakedTexts(catalogueTexts(), chunks);
  if (leaked.length > 0) {
    throw new Error(
      `catalogue texts in the production bundle (strip them, see scripts/strip-catalogue-texts.mjs):\n${leaked.map((l) => `  ${l.file}: ${l.owner} ${l.field}: "${l.text.slice(0, 60)}"`).join('\n')}`,
    );
  }
}

/**
 * The demo pages do what docs/cms-editors.md asks of a page template (issue #19): a `<link rel="modulepreload">` for each
 * core chunk the manifest names, before loader.js, so the 70 kB every island waits for starts with the page's
 * stylesheet instead of a round trip later, after loader.js has arrived and run.
 */
async function preloadCoreInDemoPages(pagesDir, manifest) {
  const LOADER_TAG = '<script type="module" src="/static/shop/loader.js"></script>';
  const links = manifest.core
    .map((c) => `<link rel="modulepreload" fetchpriority="low" href="/static/shop/${c}">`)
    .join('\n');
  for (const file of (await readdir(pagesDir)).filter((f) => f.endsWith('.html'))) {
    const html = await readFile(path.join(pagesDir, file), 'utf8');
    if (html.includes(LOADER_TAG))
      await writeFile(path.join(pagesDir, file), html.replace(LOADER_TAG, `${links}\n${LOADER_TAG}`));
  }
}

async function copyDemoPages(pagesDir) {
  await mkdir(pagesDir, { recursive: true });
  for (const entry of await readdir(path.join(root, 'demo-pages'), { withFileTypes: true })) {
    if (entry.isFile() && /\.(html|js|css|svg)$/.test(entry.name))
      await cp(path.join(root, 'demo-pages', entry.name), path.join(pagesDir, entry.name));
  }
  await writeCatalogue(pagesDir);
}

const prodDir = path.join(root, 'dist/static/shop');
const demoDir = path.join(root, 'dist/demo/static/shop');
const pagesDir = path.join(root, 'dist/demo/pages');

async function buildAll() {
  const started = Date.now();
  await rm(path.join(root, 'dist'), { recursive: true, force: true });
  const [prod] = await Promise.all([
    buildBundle({ demo: false, outdir: prodDir, plugins: [noMocks, noCatalogueTexts] }).then(
      async (m) => (
        await terse(m),
        await dropEmptyChunks(m),
        await hintEagerCompile(m),
        await checkSourceMaps(m),
        await checkImports(m),
        await checkNoCatalogueTexts(prodDir, m),
        writeManifest(prodDir, m)
      ),
    ),
    buildBundle({ demo: true, outdir: demoDir }).then(
      async (m) => (
        await terse(m),
        await dropEmptyChunks(m),
        await hintEagerCompile(m),
        await checkSourceMaps(m),
        await checkImports(m),
        writeManifest(demoDir, m)
      ),
    ),
    copyDemoPages(pagesDir),
  ]);
  await preloadCoreInDemoPages(pagesDir, JSON.parse(await readFile(path.join(demoDir, 'manifest.json'), 'utf8')));
  log(
    `built in ${Date.now() - started} ms: loader.js ${prod.chunks['loader.js'].gzip} B gzip, ${Object.keys(prod.widgets).length} widgets -> dist/`,
  );
}

if (watch) {
  const { watch: fsWatch } = await import('node:fs');
  let timer;
  let running = Promise.resolve();
  const rebuild = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(buildAll).catch((e) => console.error(e.message));
    }, 100);
  };
  await buildAll().catch((e) => console.error(e.message));
  for (const dir of ['widgets', 'shared', 'page-context', 'demo-pages'])
    fsWatch(path.join(root, dir), { recursive: true }, rebuild);
  log('watching widgets/, shared/, page-context/ and demo-pages/ for changes...');
} else {
  try {
    await buildAll();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
