// The loader's widget registry in its compact production form (see compactRegistry); used by esbuild.config.mjs.

/**
 * widgets/registry.ts for the loader, as one string of widget names and one build id:
 * `"countdown mini-basket ...".split(" ")` and one `import("./widgets/" + name + "-<id>.js")`, instead
 * of an arrow function and a full path per widget. Every widget chunk carries the same build id (see
 * `oneBuildId` in esbuild.config.mjs), so a widget costs the loader its name only: about 5 B gzip each
 * instead of 15 with a hash per widget, which keeps the mini-basket page in its budget as widgets are added.
 * Each entry must read `name: () => import('./name/index')` (a widget's folder is its name); anything else
 * fails the build. `chunkOf(dir)` is the phase-1 chunk of widgets/<dir>/index.tsx, as the loader imports it.
 */
export function compactRegistry(src, chunkOf) {
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
  // `dir` in a variable: a literal "./widgets/" + name would make esbuild look for files to bundle.
  return `const dir = './widgets/';
export const registry = Object.fromEntries(${JSON.stringify(names.join(' '))}.split(' ').map((name) => [name, () => import(dir + name + '-${[...ids][0]}.js')]));
`;
}
