#!/usr/bin/env node
// The mock API and demo site server.
//   node scripts/serve.mjs [--port 4173] [--host 127.0.0.1]     (env PORT also honoured)
// Serves /api/* from the mock handlers, /static/shop/ from dist/demo/static/shop/, / from
// dist/demo/pages/ (both may be missing until the first build), and /mock-assets/, /__mock/*, /__test/axe-core/.
import { DEFAULT_PORT, serve } from './serve-lib.mjs';

function arg(name) {
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === `--${name}`) return argv[i + 1];
    if (argv[i].startsWith(`--${name}=`)) return argv[i].slice(name.length + 3);
  }
  return undefined;
}

const port = Number(arg('port') ?? process.env.PORT ?? DEFAULT_PORT);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`invalid port: ${arg('port') ?? process.env.PORT}`);
  process.exit(1);
}

let server;
try {
  server = await serve({ port, host: arg('host') ?? '127.0.0.1', quiet: false });
} catch (error) {
  console.error(`could not start the mock server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const stop = () => server.close().finally(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
