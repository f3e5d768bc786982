// Builds the island bundle.
//   node esbuild.config.mjs            production bundle (dist/static/shop) + demo site (dist/demo)
//   node esbuild.config.mjs --watch    the same, rebuilding on change (npm start)
// Output layout and why:
//   loader.js                 stable URL, the only script a CMS page includes (short cache)
//   widgets/<name>-<build>.js one chunk per widget, its CSS inside as text (immutable cache); one build id
//                             for all widget chunks, so the loader names each widget once
//                             (scripts/build/rename-outputs.mjs)
//   shared-<hash>.js          the core every widget imports: React, stores, event bus, i18n (immutable cache)
//   shared-<id><n>.js         group chunks, code some widgets share, named by the build id
//                             (scripts/build/group-chunks.mjs)
//   manifest.json             what each widget chunk needs, with bytes, for ops and `npm run bench`
//   reserve.css               stable URL, the space each island takes before it loads, from every widget's
//                             reserve.ts; linked by the page beside loader.js (scripts/build/reserve-css.mjs)
import * as esbuild from 'esbuild';
import { mkdir, readFile, rm, writeFile, cp, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { noCatalogueTexts } from './scripts/strip-catalogue-texts.mjs';
import { compactRegistry } from './scripts/compact-registry.mjs';
import { reactEsm } from './scripts/react-esm.mjs';
// The steps after esbuild, each a module of its own with tests on small fixtures (tests/architecture/build-*.test.ts).
import { checkImports, checkSourceMaps } from './scripts/build/check-chunks.mjs';
import { hintEagerCompile } from './scripts/build/compile-hint.mjs';
import { dropEmptyChunks } from './scripts/build/drop-empty-chunks.mjs';
import { nameGroupChunks } from './scripts/build/group-chunks.mjs';
import { writeManifest } from './scripts/build/manifest.mjs';
import { mergeGroups, planMergedGroups } from './scripts/build/merge-groups.mjs';
import { dropReactEntry, REACT_ENTRY, reactRuntimeEntry } from './scripts/build/react-runtime.mjs';
import { oneBuildId } from './scripts/build/rename-outputs.mjs';
import { writeReserveCss } from './scripts/build/reserve-css.mjs';
import { terse } from './scripts/build/terse.mjs';

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
 * code in production: `__WSH_MEASURE__`, the product rows' `?measure=1` render counter, and
 * `__WSH_CAPTCHA_STAND_INS__`, the custom form's captcha scripts from the demo server's stand-ins.
 */
const flags = (demo) => ({ __WSH_MEASURE__: String(demo), __WSH_CAPTCHA_STAND_INS__: String(demo) });

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
    plugins: [mergeGroups(planMergedGroups(plan, root)), reactRuntimeEntry(plan, root), ...options.plugins],
  });
  await dropReactEntry(widgets.metafile, root);
  const id = await oneBuildId(widgets.metafile, root);
  const graph = await nameGroupChunks(widgets.metafile, id, root);
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

/**
 * The captcha services' stand-ins (fixtures/captcha/stand-ins.ts), one script per provider at
 * /captcha-stand-ins/<provider>.js, which the demo bundle loads instead of the providers' own
 * (`__WSH_CAPTCHA_STAND_INS__`). Each finds its own <script> to read the address's query, as the
 * provider's script does.
 */
async function writeCaptchaStandIns(pagesDir) {
  // STAND_IN_PROVIDERS of stand-ins.ts (a TypeScript file, which this script cannot import).
  await Promise.all(
    ['turnstile', 'hcaptcha', 'recaptcha', 'friendly-captcha'].map((provider) =>
      esbuild.build({
        absWorkingDir: root,
        stdin: {
          contents: [
            "import { installStandIn } from './fixtures/captcha/stand-ins.ts';",
            `const own = [...document.scripts].find((s) => s.src.includes('/captcha-stand-ins/${provider}.js'));`,
            `installStandIn(${JSON.stringify(provider)}, window, own ? own.src : location.href);`,
          ].join('\n'),
          resolveDir: root,
          loader: 'ts',
        },
        outfile: path.join(pagesDir, 'captcha-stand-ins', `${provider}.js`),
        bundle: true,
        format: 'iife',
        target: common.target,
        minify: true,
        logLevel: 'error',
      }),
    ),
  );
}

async function copyDemoPages(pagesDir) {
  await mkdir(pagesDir, { recursive: true });
  for (const entry of await readdir(path.join(root, 'demo-pages'), { withFileTypes: true })) {
    if (entry.isFile() && /\.(html|js|css|svg)$/.test(entry.name))
      await cp(path.join(root, 'demo-pages', entry.name), path.join(pagesDir, entry.name));
  }
  await writeCatalogue(pagesDir);
  await writeCaptchaStandIns(pagesDir);
}

const prodDir = path.join(root, 'dist/static/shop');
const demoDir = path.join(root, 'dist/demo/static/shop');
const pagesDir = path.join(root, 'dist/demo/pages');

/**
 * The steps after esbuild, in order: terser's pass, the cut of empty chunks, the compile hint (last: terser
 * would drop it), the checks on the result, the manifest. Terser is skipped by --watch, where rebuild speed
 * matters more than bytes, and by WSH_NO_TERSER.
 */
async function finish(metafile, outdir, check = async () => {}) {
  if (!watch && !process.env.WSH_NO_TERSER) await terse(metafile, root);
  await dropEmptyChunks(metafile, root);
  await hintEagerCompile(metafile, root);
  await checkSourceMaps(metafile, root);
  await checkImports(metafile, root);
  await check();
  return writeManifest(outdir, metafile, root);
}

async function buildAll() {
  const started = Date.now();
  await rm(path.join(root, 'dist'), { recursive: true, force: true });
  const [prod] = await Promise.all([
    buildBundle({ demo: false, outdir: prodDir, plugins: [noMocks, noCatalogueTexts] }).then((m) =>
      finish(m, prodDir, () => checkNoCatalogueTexts(prodDir, m)),
    ),
    buildBundle({ demo: true, outdir: demoDir }).then((m) => finish(m, demoDir)),
    copyDemoPages(pagesDir),
  ]);
  await preloadCoreInDemoPages(pagesDir, JSON.parse(await readFile(path.join(demoDir, 'manifest.json'), 'utf8')));
  const reserve = await writeReserveCss(root, [prodDir, demoDir]);
  log(
    `built in ${Date.now() - started} ms: loader.js ${prod.chunks['loader.js'].gzip} B gzip, reserve.css ${gzipSync(reserve, { level: 9 }).length} B gzip, ${Object.keys(prod.widgets).length} widgets -> dist/`,
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
