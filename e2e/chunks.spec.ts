import type { Response } from '@playwright/test';
import { expect, resetMock, settleIslands, test } from './support';

interface Manifest {
  loader: string;
  core: string[];
  widgets: Record<string, { file: string; needs: string[] }>;
  chunks: Record<string, { role: string }>;
}

const BUNDLE = '/static/shop/';
const isJsOrCss = (url: URL, type: string) =>
  type === 'script' || type === 'stylesheet' || /\.(m?js|css)$/.test(url.pathname);

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test('countdown.html loads exactly reserve.css, loader.js, the two core chunks and the countdown chunk', async ({
  page,
  request,
}) => {
  const manifestResponse = await request.get(`${BUNDLE}manifest.json`);
  expect(manifestResponse.ok(), 'the demo bundle manifest is served').toBe(true);
  const manifest = (await manifestResponse.json()) as Manifest;
  const countdown = manifest.widgets.countdown;
  expect(countdown, 'manifest.widgets.countdown').toBeTruthy();
  // The core is two shared chunks, React's runtime and ours (stores, bus, i18n, API client): the page
  // needs exactly four bundle files.
  expect(manifest.core).toHaveLength(2);
  expect([...countdown!.needs].sort()).toEqual([...manifest.core].sort());
  for (const f of manifest.core) expect(manifest.chunks[f]!.role).toBe('shared');

  const responses: Response[] = [];
  page.on('response', (r) => responses.push(r));
  await page.goto('/countdown.html');
  await settleIslands(page);
  await expect(page.locator('#countdown .wsh-countdown')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const jsCss = responses.filter((r) => isJsOrCss(new URL(r.url()), r.request().resourceType()));
  const bundleFiles = jsCss
    .map((r) => new URL(r.url()).pathname)
    .filter((p) => p.startsWith(BUNDLE))
    .map((p) => p.slice(BUNDLE.length));
  // reserve.css: the space each island takes, linked by the page beside the loader (the page contract,
  // docs/decisions/0008-reserve-stylesheet.md); it is the bundle's only stylesheet.
  const expected = ['reserve.css', manifest.loader, ...countdown!.needs, countdown!.file];

  // Each file once, and nothing else from the bundle: no other widget's chunk, no other CSS file.
  expect([...bundleFiles].sort()).toEqual([...expected].sort());
  expect(bundleFiles.filter((f) => f.endsWith('.css'))).toEqual(['reserve.css']);
  const otherWidgets = Object.values(manifest.widgets)
    .map((w) => w.file)
    .filter((f) => f !== countdown!.file);
  expect(bundleFiles.filter((f) => otherWidgets.includes(f))).toEqual([]);

  // Outside the bundle, only the page's own assets (the CMS page's stylesheet and the demo QA panel).
  const pageAssets = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="stylesheet"][href]'),
    ].map((el) => new URL(el instanceof HTMLScriptElement ? el.src : el.href).pathname),
  );
  const outside = jsCss.map((r) => new URL(r.url()).pathname).filter((p) => !p.startsWith(BUNDLE));
  expect(
    outside.filter((p) => !pageAssets.includes(p)),
    'JS/CSS requests not referenced by the page itself',
  ).toEqual([]);

  for (const r of jsCss.filter((x) => new URL(x.url()).pathname.startsWith(BUNDLE))) {
    expect(r.status(), r.url()).toBe(200);
    const type = new URL(r.url()).pathname.endsWith('.css') ? /text\/css/ : /javascript/;
    expect(r.headers()['content-type'] ?? '', `${r.url()} content type`).toMatch(type);
  }
});

test('loader.js is not cached without revalidation; hashed chunks are immutable', async ({ request }) => {
  const manifest = (await (await request.get(`${BUNDLE}manifest.json`)).json()) as Manifest;
  const loader = await request.get(`${BUNDLE}${manifest.loader}`);
  expect(loader.ok()).toBe(true);
  const loaderCache = loader.headers()['cache-control'];
  const hashed = Object.keys(manifest.chunks).filter((f) => f !== manifest.loader);
  const chunkCache = await Promise.all(
    hashed.map(async (f) => [f, (await request.get(`${BUNDLE}${f}`)).headers()['cache-control']] as const),
  );

  expect(loaderCache ?? '(none)', 'Cache-Control of loader.js').toMatch(/no-cache|no-store|max-age=0\b/);
  for (const [file, cache] of chunkCache) expect(cache ?? '(none)', `Cache-Control of ${file}`).toMatch(/immutable/);
});
