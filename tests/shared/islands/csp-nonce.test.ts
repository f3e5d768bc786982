import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startLoader } from '../../../shared/islands/loader-runtime';

/** The loader's own address: loader-runtime's `import.meta.url` (in loader.js, the script's src; here its file). */
const LOADER_URL = pathToFileURL(path.resolve('shared/islands/loader-runtime.ts')).href;

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the CSP nonce from the loader's own <script> (issue #32), never from page text", () => {
  it("reads the nonce property of the script whose src is the loader's own address", () => {
    document.body.innerHTML = `
      <script type="application/json" id="page-context">{"cspNonce":"from-page-text"}</script>
      <script type="module" src="/static/shop/other.js" nonce="other"></script>`;
    const own = document.createElement('script');
    own.type = 'module';
    own.src = LOADER_URL;
    own.nonce = 'N0nce';
    document.body.append(own);
    const loader = startLoader({});
    expect(loader.nonce).toBe('N0nce');
    loader.stop();
  });

  it("has none when no script is the loader's (nothing is taken from the page context or another script)", () => {
    document.body.innerHTML = `
      <script type="application/json" id="page-context">{"cspNonce":"from-page-text"}</script>
      <script type="module" src="/static/shop/loader.js" nonce="other"></script>`;
    const loader = startLoader({});
    expect(loader.nonce).toBeUndefined();
    loader.stop();
  });
});
