/**
 * Renders the widget catalogue (demo-pages index) for CMS editors from the registry's metas and
 * the page-context field map, so the catalogue can never drift from the code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Field, FieldMap } from '../../page-context/fields';
import { pageContextDocs } from '../../page-context/page-context-docs';
import { pageContextFields } from '../../page-context/page-context-fields';
import { LOAD_ON, DEFAULT_LOAD_ON } from '../../shared/islands/load-on';
import type { WidgetMeta } from '../../shared/islands/widget-meta';
import { metas } from '../../widgets/registry-meta';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const show = (v: unknown) => (v === undefined ? '—' : esc(JSON.stringify(v)));

function fieldRows(fields: FieldMap): string {
  const rows = Object.entries(fields).map(
    ([name, fld]: [string, Field<unknown>]) =>
      `<tr><th scope="row"><code>${esc(name)}</code></th><td><code>${esc(fld.type)}</code></td><td>${fld.required ? 'yes' : 'no'}</td><td><code>${show(fld.defaultValue)}</code></td><td>${esc(fld.description)}</td></tr>`,
  );
  if (rows.length === 0) return '<p>No props.</p>';
  return `<table><thead><tr><th scope="col">Prop</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Default</th><th scope="col">Meaning</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

export function snippet(meta: WidgetMeta): string {
  const props =
    Object.keys(meta.example).length > 0
      ? `\n  <script type="application/json">${JSON.stringify(meta.example)}</script>\n`
      : '';
  return `<div data-widget="${meta.name}" data-load-on="${meta.recommendedLoadOn}">${props}</div>`;
}

function widgetSection(meta: WidgetMeta): string {
  return `<section class="cat-widget" id="${esc(meta.name)}" aria-labelledby="${esc(meta.name)}-h">
  <h3 id="${esc(meta.name)}-h"><code>${esc(meta.name)}</code></h3>
  <p>${esc(meta.summary)}</p>
  <p>Recommended load condition: <code>${meta.recommendedLoadOn}</code>. Needs the page context: ${meta.needsPageContext ? 'yes' : 'no'}.
  <a href="${esc(demoHref(meta.demoPage))}">Live demo<span class="visually-hidden"> of ${esc(meta.name)}</span></a></p>
  <h4>Props</h4>
  ${fieldRows(meta.props)}
  <h4>HTML snippet</h4>
  <pre tabindex="0" aria-label="HTML snippet for ${esc(meta.name)}"><code>${esc(snippet(meta))}</code></pre>
</section>`;
}

/**
 * A demo page's link, with the query it needs to show something (e.g. the receipt's `id=<seeded order>`),
 * declared by the page itself in `<meta name="wsh-demo-query" content="...">`: the real page gets it
 * from the CMS or the checkout, and the bare page keeps showing the widget's state without it.
 */
function demoHref(file: string): string {
  const html = readFileSync(path.resolve(process.cwd(), 'demo-pages', file), 'utf8');
  const query = /<meta name="wsh-demo-query" content="([^"]*)">/.exec(html)?.[1];
  return query ? `${file}?${query}` : file;
}

/** Every demo page with its title, read from demo-pages/ so the list cannot drift. */
function demoPages(): { file: string; title: string }[] {
  const dir = path.resolve(process.cwd(), 'demo-pages');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.html') && f !== 'index.html')
    .sort()
    .map((file) => ({
      file,
      title: (
        /<title>([^<]*?)(?: — [^<]*)?<\/title>/.exec(readFileSync(path.join(dir, file), 'utf8'))?.[1] ?? file
      ).trim(),
    }));
}

export function renderCatalogue(): string {
  const sorted = [...metas].sort((a, b) => a.name.localeCompare(b.name));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Widget catalogue — wholesale shop islands</title>
<link rel="stylesheet" href="demo.css">
</head>
<body>
<header class="demo-header"><p class="demo-brand">Wholesale shop — widget catalogue</p></header>
<main id="main">
<h1>Widget catalogue</h1>
<p>Every widget an editor can place on a CMS page (${sorted.length} in all). A widget is an element with
<code>data-widget="name"</code>; its settings go in a <code>&lt;script type="application/json"&gt;</code> child
(or a <code>data-props</code> attribute). The page includes one script, <code>/static/shop/loader.js</code>, once, and links one stylesheet beside it,
<code>/static/shop/reserve.css</code> (the space each island takes before it loads).</p>
<nav aria-label="Widgets"><ul class="cat-index">${sorted.map((m) => `<li><a href="#${esc(m.name)}">${esc(m.name)}</a></li>`).join('')}</ul></nav>

<h2>Load conditions</h2>
<p><code>data-load-on</code> is one of ${LOAD_ON.map((l) => `<code>${l}</code>`).join(', ')}; default <code>${DEFAULT_LOAD_ON}</code>.</p>
<ul>
<li><code>eager</code>: at once, for what the visitor needs first (overlays that must catch early errors).</li>
<li><code>idle</code>: after the page's first content (the eager islands loaded, their first answers painted; at most 2 s), once the browser is idle (at most 2 s more).</li>
<li><code>visible</code>: when the island comes within 200 px of the viewport, and not before the page's first content.</li>
<li><code>interaction</code>: at the visitor's first interaction with the page (pointer, key, touch, scroll or focus).</li>
</ul>
<p>A wrong name, malformed JSON, invalid settings or an unknown load condition shows an inline message in that island only;
with <code>"editorMode": true</code> in the page context it names the widget and every problem.</p>

<h2>Widgets</h2>
${sorted.map(widgetSection).join('\n')}

<h2 id="page-context">Page context</h2>
<p>One <code>&lt;script type="application/json" id="page-context"&gt;</code> per page. Every field is optional; a wrong field falls back to its default and is reported in the console.</p>
${fieldRows(Object.fromEntries(Object.entries(pageContextFields).map(([k, fld]) => [k, { ...fld, description: pageContextDocs[k as keyof typeof pageContextDocs] }])) as FieldMap)}

<h2>Demo pages</h2>
<ul>
${demoPages()
  .map((p) => `<li><a href="${esc(demoHref(p.file))}">${esc(p.title)}</a></li>`)
  .join('\n')}
</ul>
</main>
</body>
</html>
`;
}
