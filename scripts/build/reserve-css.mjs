// reserve.css: the space every island takes before its chunk arrives, generated from each widget's own
// declaration (widgets/<name>/reserve.ts, typed by shared/islands/reserve-box.ts). A page links it once
// beside the loader, so a page that follows the page contract shifts nothing as its islands mount
// (issue #35, 4; docs/decisions/0008-reserve-stylesheet.md). It is render-blocking: kept to one short rule
// per widget and breakpoint, no comments.
import { readdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

/** SPEC 9's breakpoints, the media queries of shared/ui/primitives/base.css. */
export const BREAKPOINTS = {
  small: '(max-width: 767px)',
  medium: '(min-width: 768px) and (max-width: 991px)',
  large: '(min-width: 992px)',
};

const PROPERTIES = {
  minHeight: 'min-height',
  minWidth: 'min-width',
  aspectRatio: 'aspect-ratio',
  display: 'display',
  margin: 'margin',
};

const value = (v) => (typeof v === 'number' ? `${v}px` : v);

/** `min-height:45px;min-width:267px` for a box; throws on a field the generator does not know or a bad figure. */
function declarations(widget, box) {
  return Object.entries(box)
    .map(([key, v]) => {
      const property = PROPERTIES[key];
      if (!property) throw new Error(`reserve of "${widget}": unknown field "${key}"`);
      if (typeof v === 'number' && !(Number.isFinite(v) && v >= 0))
        throw new Error(`reserve of "${widget}": ${key} must be a length of at least 0, not ${v}`);
      if (typeof v === 'string' && !/^[\w .%/-]+$/.test(v))
        throw new Error(`reserve of "${widget}": ${key} "${v}" is not a plain CSS value`);
      return `${property}:${value(v)}`;
    })
    .join(';');
}

/**
 * The stylesheet for `reserves` (widget name -> WidgetReserve). Every selector is wrapped in `:where()`, so it
 * has no specificity and any rule of the CMS's own stylesheet on the island wins (docs/cms-editors.md). Every
 * island holds the margins of what it draws (`display: flow-root`) unless its declaration says otherwise.
 */
export function reserveCss(reserves) {
  // Per breakpoint, the widgets by their rule's body: widgets with the same box share one rule (the screenful
  // of every area widget is one selector list, not two dozen rules).
  const groups = { all: new Map(), small: new Map(), medium: new Map(), large: new Map() };
  for (const widget of Object.keys(reserves).sort()) {
    if (!/^[a-z][a-z0-9-]*$/.test(widget)) throw new Error(`reserve: "${widget}" is not a widget name`);
    for (const [at, box] of Object.entries(reserves[widget])) {
      if (!groups[at])
        throw new Error(`reserve of "${widget}": unknown breakpoint "${at}" (all, small, medium, large)`);
      const body = declarations(widget, box);
      if (body) groups[at].set(body, [...(groups[at].get(body) ?? []), widget]);
    }
  }
  const rulesOf = (at) =>
    [...groups[at]].map(
      ([body, widgets]) => `:where(${widgets.map((w) => `[data-widget="${w}"]`).join(',')}){${body}}`,
    );
  const lines = [':where([data-widget]){display:flow-root}', ...rulesOf('all')];
  for (const at of Object.keys(BREAKPOINTS)) {
    if (groups[at].size > 0) lines.push(`@media ${BREAKPOINTS[at]}{\n${rulesOf(at).join('\n')}\n}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Every widget's declaration (widgets/<name>/reserve.ts exporting `reserve`), by widget name. */
export async function readReserves(root, cacheDir = path.join(root, '.cache')) {
  const names = [];
  for (const d of await readdir(path.join(root, 'widgets'), { withFileTypes: true })) {
    if (d.isDirectory() && existsSync(path.join(root, 'widgets', d.name, 'reserve.ts'))) names.push(d.name);
  }
  const outfile = path.join(cacheDir, 'reserves.mjs');
  await esbuild.build({
    absWorkingDir: root,
    stdin: {
      contents: `export default {${names.map((n) => `${JSON.stringify(n)}: (await import(${JSON.stringify(`./widgets/${n}/reserve.ts`)})).reserve`).join(',')}};`,
      resolveDir: root,
      loader: 'js',
    },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'error',
  });
  const { default: reserves } = await import(`${outfile}?t=${Date.now()}`);
  for (const [name, r] of Object.entries(reserves)) {
    if (!r) throw new Error(`widgets/${name}/reserve.ts: no \`export const reserve\``);
  }
  return reserves;
}

/** Writes reserve.css into each of `outdirs` (the production and the demo bundle). */
export async function writeReserveCss(root, outdirs) {
  const css = reserveCss(await readReserves(root));
  await Promise.all(outdirs.map((dir) => writeFile(path.join(dir, 'reserve.css'), css)));
  return css;
}
