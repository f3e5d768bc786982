// Rewrites the "Every widget" table of docs/cms-editors.md and its count from the registry and the widgets' metas:
// `npm run docs:widgets` after adding a widget (tests/architecture/cms-editors-widgets.test.ts fails until then).
import * as esbuild from 'esbuild';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, '.cache', 'docs-widgets.mjs');
await mkdir(path.dirname(out), { recursive: true });
await esbuild.build({
  absWorkingDir: root,
  stdin: {
    contents:
      "export { metas } from './widgets/registry-meta';\nexport const names = Object.keys((await import('./widgets/registry')).registry);",
    resolveDir: root,
    loader: 'ts',
  },
  outfile: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  loader: { '.css': 'text' },
  logLevel: 'error',
});
const { metas, names } = await import(`${out}?t=${Date.now()}`);

/** The summary's first sentence, cut at a clause before 160 characters when longer. */
function short(summary) {
  const first = summary.split(/(?<=[a-z0-9)"][.!?])\s+(?=[A-Z"])/)[0].replace(/\|/g, '/');
  if (first.length <= 170) return first;
  const cut = Math.max(first.lastIndexOf(', ', 160), first.lastIndexOf('; ', 160), first.lastIndexOf(': ', 160));
  return `${first.slice(0, cut > 60 ? cut : 160)} …`;
}

const rows = names.map((name) => {
  const meta = metas.find((m) => m.name === name);
  if (!meta) throw new Error(`widget "${name}" has no meta in widgets/registry-meta.ts`);
  return `| \`${name}\` | ${short(meta.summary)} | [${meta.demoPage}](../demo-pages/${meta.demoPage}) |`;
});
const file = path.join(root, 'docs', 'cms-editors.md');
let doc = await readFile(file, 'utf8');
const head = '| Widget | What it is | Demo page |\n|---|---|---|\n';
const start = doc.indexOf(head) + head.length;
if (start < head.length) throw new Error('docs/cms-editors.md has no "Every widget" table');
doc = doc.slice(0, start) + rows.join('\n') + doc.slice(doc.indexOf('\n\n', start));
doc = doc.replace(/The registry's \d+ widgets in all/, `The registry's ${names.length} widgets in all`);
await writeFile(file, doc);
console.log(`docs/cms-editors.md: ${names.length} widgets listed`);
