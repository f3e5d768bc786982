// What the engine runs take from the Chromium suite rather than keep a copy of:
//   - the demo pages: every .html of dist/demo/pages, as demoPages() of e2e/support.ts lists them;
//   - the pages that show island errors on purpose, with the islands that fail and the console errors that
//     must appear: EXPECTED_FAILURES of e2e/every-demo-page.spec.ts, read from the spec's own source
//     (compiled with esbuild, which the build uses anyway, and evaluated on its own: the spec imports
//     Playwright, so it cannot be imported here).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { transformSync } from 'esbuild';
import { root } from '../setup.mjs';

export const PAGES_DIR = path.join(root, 'dist', 'demo', 'pages');
const SPEC = path.join(root, 'e2e', 'every-demo-page.spec.ts');

/** The built demo pages, as served at `/<name>.html` (e2e/support.ts demoPages()). */
export function demoPages() {
  return readdirSync(PAGES_DIR)
    .filter((f) => f.endsWith('.html'))
    .sort();
}

/**
 * EXPECTED_FAILURES of e2e/every-demo-page.spec.ts: `{ [page]: { islands: { [id]: widget }, consoleErrors: RegExp[] } }`.
 * Throws, naming the spec, when its shape has changed so that it cannot be read.
 */
export function expectedFailures() {
  const source = readFileSync(SPEC, 'utf8');
  // From the declaration to the first `};` at the start of a line: the object literal's end.
  const match = /^const EXPECTED_FAILURES\b[^=]*=\s*(\{[\s\S]*?^\});/m.exec(source);
  if (!match) throw new Error(`${path.relative(root, SPEC)}: no "const EXPECTED_FAILURES ... = { ... };" to read`);
  const { code } = transformSync(`globalThis.value = (${match[1]});`, { loader: 'ts' });
  const sandbox = {};
  vm.runInNewContext(code, sandbox);
  const value = sandbox.value;
  for (const [page, entry] of Object.entries(value)) {
    if (!entry || typeof entry.islands !== 'object' || !Array.isArray(entry.consoleErrors))
      throw new Error(`${path.relative(root, SPEC)}: EXPECTED_FAILURES["${page}"] is not { islands, consoleErrors }`);
  }
  return value;
}
