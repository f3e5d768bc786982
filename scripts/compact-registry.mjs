// The loader's widget registry in its compact production form (see compactRegistry); used by esbuild.config.mjs.

/**
 * widgets/registry.ts for the loader, as one table of chunk hashes: `{countdown: "YCSF3ISP", ...}` and
 * one `import("./widgets/" + name + "-" + hash + ".js")`, instead of an arrow function and a full path
 * per widget. The same registry (name -> () => import of its chunk), about 60 B gzip less on every page
 * with 27 widgets, and about 8 B per widget instead of 20 as widgets are added. Each entry must read
 * `name: () => import('./name/index')` (a widget's folder is its name); anything else fails the build.
 * `chunkOf(dir)` is the phase-1 chunk of widgets/<dir>/index.tsx, as the loader imports it.
 */
export function compactRegistry(src, chunkOf) {
  const entries = [...src.matchAll(/^\s*(?:'([\w-]+)'|(\w+)): \(\) => import\('\.\/([\w-]+)\/index'\),?$/gm)];
  const fail = (why) => {
    throw new Error(`widgets/registry.ts: ${why}`);
  };
  if (entries.length === 0 || entries.length !== (src.match(/\bimport\(/g) ?? []).length)
    fail("every entry must read `name: () => import('./name/index')`");
  const hashes = {};
  for (const [, quoted, bare, dir] of entries) {
    const name = quoted ?? bare;
    const chunk = chunkOf(dir);
    const parts = chunk?.match(/^\.\/widgets\/([\w-]+)-([A-Z0-9]+)\.js$/);
    if (name !== dir || !parts || parts[1] !== name)
      fail(`"${name}" does not name its own chunk (${chunk ?? `no chunk for widgets/${dir}/index.tsx`})`);
    hashes[name] = parts[2];
  }
  // `dir` in a variable: a literal "./widgets/" + name would make esbuild look for files to bundle.
  return `const hashes = ${JSON.stringify(hashes)};
const dir = './widgets/';
export const registry = Object.fromEntries(Object.keys(hashes).map((name) => [name, () => import(dir + name + '-' + hashes[name] + '.js')]));
`;
}
