// React's runtime in a core chunk of its own (issue #19). esbuild has no option to split a package off into
// a chunk of its own, so the build adds an entry for it and deletes that entry's file afterwards.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { coreOf } from './metafile-graph.mjs';

/**
 * React's runtime (react, react-dom, scheduler: 45 of the core's 80 kB gzip) in a core chunk of its own,
 * beside the core with our code (issue #19). React is pinned, so a release of ours leaves that chunk's hash,
 * and the copy in a returning buyer's cache, as it was: they fetch some 35 kB again instead of 80. And the two
 * halves arrive side by side, on two of the browser's six HTTP/1.1 connections, each ramping up its own
 * window, where the one 70 kB file had been the last thing every island waited for. esbuild puts a module in
 * the chunk of the exact set of entries that reach it, so one extra entry that imports exactly the core's React
 * modules splits them off; nothing loads that entry, and dropReactEntry removes its file.
 */
export const REACT_ENTRY = 'wsh:react-runtime';
/** Runs React's CommonJS modules when the React chunk runs (see the module's comment). */
const REACT_START = 'shared/islands/react-runtime.ts';
const REACT_RUNTIME = /(?:^|[\\/])node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;

/** The React entry's module: an import of each React module in the core (of a build without output) and REACT_START. */
export function reactEntrySource(metafile, root) {
  const core = metafile.outputs[coreOf(metafile.outputs)];
  const files = Object.keys(core.inputs)
    .filter((input) => REACT_RUNTIME.test(input) && !input.includes(':'))
    .map((input) => path.resolve(root, input));
  if (files.length === 0) throw new Error('the core chunk holds no React module to split off');
  return [...files, path.join(root, REACT_START)].map((f) => `import ${JSON.stringify(f)};`).join('\n');
}

/** The plugin that answers REACT_ENTRY with reactEntrySource. */
export function reactRuntimeEntry(metafile, root) {
  const contents = reactEntrySource(metafile, root);
  return {
    name: 'react-runtime-entry',
    setup(build) {
      build.onResolve({ filter: /^wsh:react-runtime$/ }, () => ({ path: 'react-runtime', namespace: 'wsh-react' }));
      build.onLoad({ filter: /.*/, namespace: 'wsh-react' }, () => ({ contents, resolveDir: root, loader: 'js' }));
    },
  };
}

/** Removes the React entry's own file (its modules are in the React chunk, which the widgets import). */
export async function dropReactEntry(metafile, root) {
  const [file] = Object.entries(metafile.outputs).find(([, out]) => out.entryPoint === 'wsh-react:react-runtime') ?? [];
  if (!file) throw new Error('the React entry left no output');
  await rm(path.resolve(root, file), { force: true });
  await rm(path.resolve(root, `${file}.map`), { force: true });
  delete metafile.outputs[file];
  delete metafile.outputs[`${file}.map`];
}
