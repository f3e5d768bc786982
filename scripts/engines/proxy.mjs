// A pass-through HTTP proxy in front of the demo server, for WebKit only. Classic WebDriver (all that
// WebKitWebDriver speaks: it refuses `webSocketUrl`, so no BiDi preload scripts) has no way to run a script
// before a page's own, so this proxy puts one into every HTML page it forwards: the page hooks of
// page-hooks.mjs (the suite's clock, and the record of uncaught errors, unhandled rejections and console
// errors), as the first element of <head>, carrying the nonce of the page's own Content-Security-Policy
// (fixtures/server/csp.ts), so the policy lets it run and nothing else about the page changes.
//
// Everything else (API calls, keepalive PUTs as a page is left, static files, cookies, the Host header
// the server builds absolute links from) goes through byte for byte. Only HTML pages are asked for
// uncompressed, to be rewritten; their Content-Length is recomputed.
import http from 'node:http';
import { pageHooksScript } from './page-hooks.mjs';

/**
 * Starts the proxy on a free port of 127.0.0.1, forwarding to `target` (http://127.0.0.1:PORT).
 * `offsetFor(request)`: the clock offset (ms) for the page's check, from the request's cookies.
 */
export async function startInjectingProxy(target, offsetFor) {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const isPage = req.method === 'GET' && /\btext\/html\b/.test(req.headers.accept ?? '');
    const headers = { ...req.headers };
    if (isPage) delete headers['accept-encoding'];
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const encoded = answer.headers['content-encoding'] && answer.headers['content-encoding'] !== 'identity';
        if (!isPage || !type.startsWith('text/html') || encoded) {
          res.writeHead(answer.statusCode ?? 502, answer.rawHeaders.length ? rawToObject(answer.rawHeaders) : {});
          answer.pipe(res);
          return;
        }
        const chunks = [];
        answer.on('data', (c) => chunks.push(c));
        answer.on('error', () => res.destroy());
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy'] ?? ''))?.[1];
          const script = `<script${nonce ? ` nonce="${nonce}"` : ''}>${pageHooksScript(offsetFor(req))}</script>`;
          const withHooks = /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (m) => m + script) : script + html;
          const body = Buffer.from(withHooks, 'utf8');
          const out = rawToObject(answer.rawHeaders);
          for (const key of Object.keys(out))
            if (['content-length', 'transfer-encoding'].includes(key.toLowerCase())) delete out[key];
          out['Content-Length'] = String(body.length);
          res.writeHead(answer.statusCode ?? 200, out);
          res.end(body);
        });
      },
    );
    forward.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(`engine proxy: ${error.message}`);
    });
    req.pipe(forward);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}

/** Raw header pairs as an object, repeated headers (Set-Cookie) kept as arrays. */
function rawToObject(raw) {
  const out = {};
  for (let i = 0; i < raw.length; i += 2) {
    const [name, value] = [raw[i], raw[i + 1]];
    if (name in out) out[name] = [].concat(out[name], value);
    else out[name] = value;
  }
  return out;
}
