// Starts the mock API server in this process (used by serve.mjs, test and bench scripts).
// The server is TypeScript (fixtures/server/http-server.ts); it is bundled with esbuild into
// .cache/mock-server.mjs first, so no TypeScript loader is needed at runtime.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outfile = path.join(root, '.cache', 'mock-server.mjs');
/** How many ports above the requested one are tried when it is taken. */
const PORT_ATTEMPTS = 20;

export const DEFAULT_PORT = 4173;
export const defaultStaticRoutes = () => [
  { urlPrefix: '/static/shop/', dir: path.join(root, 'dist/demo/static/shop') },
  // axe-core for the e2e accessibility scans (e2e/support.ts) and for QA: a same-origin script the demo
  // pages' CSP allows, fetched like any script, where passing its 650 kB through Playwright cost ~150 ms more a page.
  { urlPrefix: '/__test/axe-core/', dir: path.join(root, 'node_modules/axe-core') },
  { urlPrefix: '/', dir: path.join(root, 'dist/demo/pages') },
];

let loading;

/** Bundles and imports the server module once per process. */
function loadServerModule() {
  loading ??= (async () => {
    const { build } = await import('esbuild');
    const result = await build({
      entryPoints: [path.join(root, 'fixtures/server/http-server.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      write: false,
      logLevel: 'silent',
    });
    const [output] = result.outputFiles;
    await mkdir(path.dirname(outfile), { recursive: true });
    // Write-then-rename: a test run and an e2e server may bundle at the same time.
    const temp = `${outfile}.${process.pid}.tmp`;
    await writeFile(temp, output.contents);
    await rename(temp, outfile);
    return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
  })();
  return loading;
}

/**
 * Starts the mock server. Port 0 picks a free port; a taken port moves up to +20.
 * @returns {Promise<{ url: string, close: () => Promise<void>, sessions: unknown }>}
 */
export async function serve({
  port = Number(process.env.PORT ?? DEFAULT_PORT),
  host = '127.0.0.1',
  quiet = false,
  staticRoutes = defaultStaticRoutes(),
} = {}) {
  const { startMockServer } = await loadServerModule();
  const assetsDir = path.join(root, 'fixtures/assets');
  for (let attempt = 0; ; attempt++) {
    const tryPort = port === 0 ? 0 : port + attempt;
    try {
      const server = await startMockServer({ port: tryPort, host, staticRoutes, assetsDir });
      if (!quiet) console.log(`Mock server listening on ${server.url}`);
      return server;
    } catch (error) {
      if (error?.code !== 'EADDRINUSE' || port === 0 || attempt >= PORT_ATTEMPTS) throw error;
    }
  }
}
