// npm start: the demo site with the mock API, rebuilt on every change.
//   node scripts/start.mjs [--port N]     (or PORT=N; default 4173, host 127.0.0.1)
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { argValue, ensureDependencies, root, startMockServer } from './setup.mjs';

const port = Number(argValue('port') ?? process.env.PORT ?? 4173);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`invalid port: ${argValue('port') ?? process.env.PORT}`);
  process.exit(1);
}

await ensureDependencies();

const pagesDir = path.join(root, 'dist/demo/pages');
/** Written last by each part of a build: the demo pages' catalogue and the two bundle manifests. */
const buildOutputs = [
  path.join(pagesDir, 'index.html'),
  path.join(root, 'dist/demo/static/shop/manifest.json'),
  path.join(root, 'dist/static/shop/manifest.json'),
];
const startedAt = Date.now();

const watcher = spawn(process.execPath, ['esbuild.config.mjs', '--watch'], { cwd: root, stdio: 'inherit' });
let server;
let stopping = false;

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  if (watcher.exitCode === null && watcher.signalCode === null) watcher.kill('SIGTERM');
  await server?.close().catch(() => {});
  process.exit(code);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
watcher.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(`the build watcher stopped (${signal ?? `exit code ${code}`})`);
  void stop(code || 1);
});

// The first build removes dist/ and writes it anew: wait until all of it is newer than our start.
const fresh = () =>
  buildOutputs.every((f) => {
    try {
      return statSync(f).mtimeMs >= startedAt;
    } catch {
      return false;
    }
  });
let hinted = false;
while (!fresh()) {
  if (!hinted && Date.now() - startedAt > 30_000) {
    hinted = true;
    console.error(
      'still waiting for a complete build in dist/: if the build failed above, fix it and the watcher rebuilds',
    );
  }
  await new Promise((r) => setTimeout(r, 100));
}

try {
  server = await startMockServer({ port, host: '127.0.0.1', quiet: true });
} catch (error) {
  console.error(`could not start the mock server on port ${port}: ${error.message}`);
  await stop(1);
}

const base = server.url.endsWith('/') ? server.url : `${server.url}/`;
const pages = readdirSync(pagesDir)
  .filter((f) => f.endsWith('.html') && f !== 'index.html')
  .sort();
console.log(`\nWidget catalogue: ${base}index.html`);
console.log('Demo pages:');
for (const page of pages) console.log(`  ${base}${page}`);
console.log('\nRebuilding on changes to widgets/, shared/, page-context/ and demo-pages/. Ctrl+C stops.');
