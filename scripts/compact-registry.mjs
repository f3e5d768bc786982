// The loader's widget registry in its compact production form (see compactRegistry); used by esbuild.config.mjs.

/**
 * widgets/registry.ts for the loader, as one string of widget names and one build id:
 * `"countdown mini-basket ...".split(" ")` and one `import("./widgets/" + name + "-<id>.js")`, instead
 * of an arrow function and a full path per widget. Every widget chunk carries the same build id (see
 * scripts/build/rename-outputs.mjs), so a widget costs the loader its name only: about 5 B gzip each
 * instead of 15 with a hash per widget, which keeps the mini-basket page in its budget as widgets are added.
 * Each entry must read `name: () => import('./name/index')` (a widget's folder is its name); anything else
 * fails the build. `chunkOf(dir)` is the phase-1 chunk of widgets/<dir>/index.tsx, as the loader imports it.
 *
 * It also exports `preload(name)`, which the loader calls before it imports a widget (issue #19): it starts
 * fetching the widget's chunk and the chunks it imports, beside each other, and runs the core chunks one task
 * at a time; the loader imports the widget once they have run. `graph.core` are the
 * chunks every widget imports; `graph.needs(dir)` the widget's group chunks, each written as one character
 * after its name ("checkout-basket!#$&"): about 6 B gzip per widget, against some 15 B per chunk with hashes.
 */
export function compactRegistry(src, chunkOf, graph = { core: [], needs: () => [] }) {
  const entries = [...src.matchAll(/^\s*(?:'([\w-]+)'|(\w+)): \(\) => import\('\.\/([\w-]+)\/index'\),?$/gm)];
  const fail = (why) => {
    throw new Error(`widgets/registry.ts: ${why}`);
  };
  if (entries.length === 0 || entries.length !== (src.match(/\bimport\(/g) ?? []).length)
    fail("every entry must read `name: () => import('./name/index')`");
  const names = [];
  const ids = new Set();
  for (const [, quoted, bare, dir] of entries) {
    const name = quoted ?? bare;
    const chunk = chunkOf(dir);
    const parts = chunk?.match(/^\.\/widgets\/([\w-]+)-([A-Z0-9]+)\.js$/);
    if (name !== dir || !parts || parts[1] !== name)
      fail(`"${name}" does not name its own chunk (${chunk ?? `no chunk for widgets/${dir}/index.tsx`})`);
    names.push(name);
    ids.add(parts[2]);
  }
  if (ids.size !== 1) fail(`the widget chunks carry ${ids.size} build ids, not one: ${[...ids].join(', ')}`);
  const [id] = ids;
  // Each widget's group chunks as one character each, after a "!": "checkout-basket!#$&" (see groupCode).
  const entries_ = names.map((name) => {
    const codes = (graph.needs(name) ?? [])
      .map((file) => groupCode(file, id, fail))
      .sort()
      .join('');
    return codes ? `${name}!${codes}` : name;
  });
  // Paths in variables: a literal "./widgets/" + name would make esbuild look for files to bundle.
  return `const chunk = (name) => './widgets/' + name + '-${id}.js';
const group = './shared-${id.slice(0, 5)}';
const core = ${JSON.stringify(graph.core)};
const needs = {};
export const registry = Object.fromEntries(${JSON.stringify(entries_.join(' '))}.split(' ').map((entry) => {
  const [name, codes = ''] = entry.split('!');
  needs[name] = [...codes].map((c) => group + (100 + c.charCodeAt(0)) + '.js');
  return [name, () => import(chunk(name))];
}));
// Fetched beside each other at once, run one at a time later: a modulepreload link fetches and compiles a
// chunk without running it. The core chunks at once, before the first widget chunk: they are most of the bytes
// and every island waits for them, so they must not queue behind the widget chunks for one of the browser's six
// connections. The widget chunk and its group chunks each in a task of its own: starting a request costs the
// main thread some 5 ms at Lighthouse's 4x CPU, and the loader calls this for every island of the page in one
// task (a page's eight widget chunks in it were 45 ms of a 110 ms task).
// The promise: the core chunks run, React's runtime first, each in a task of its own (issue #19, blocking time:
// run as one module graph, React's and ours were one 37 ms task, 150 ms at 4x CPU). The loader imports the
// widget after it, in a task of its own again. A chunk that fails fails the islands, which show their error.
const started = new Set();
const once = (file, go) => started.has(file) || (started.add(file), go(file));
const fetchEarly = (file) =>
  document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: new URL(file, import.meta.url) }));
const nextTask = () => new Promise((go) => setTimeout(go));
let ready;
export const preload = (name) => {
  core.forEach((file) => once(file, fetchEarly));
  [chunk(name), ...(needs[name] ?? [])].forEach((file) => once(file, () => setTimeout(() => fetchEarly(file))));
  return (ready ??= core.reduce((before, file) => before.then(() => import(file)).then(nextTask), nextTask()));
};
`;
}

/**
 * A group chunk's one-character code: `shared-<5 characters of the build id><135..226>.js` is the
 * character of code 35..126 ("#" to "~"), named so by scripts/build/group-chunks.mjs.
 */
function groupCode(file, id, fail) {
  const n = file.match(new RegExp(`^\\./shared-${id.slice(0, 5)}(\\d{3})\\.js$`))?.[1];
  if (!n || +n < 135 || +n > 226) fail(`group chunk ${file} is not named shared-<build id><135..226>.js`);
  return String.fromCharCode(+n - 100);
}
