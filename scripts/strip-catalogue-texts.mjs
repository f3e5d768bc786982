// Removes the catalogue's texts from a widget's meta.ts source for the production bundle: `summary`,
// every prop's `description`, the `example` props, the `recommendedLoadOn` advice and the `demoPage` are
// read only by the widget catalogue (built from the sources for CMS editors), never at run time, yet
// every page would download them. Prop
// declarations several metas share live in `*-fields.ts` files, stripped the same way. The build
// checks the result (demo-pages/catalogue/catalogue-texts.ts).
// A small scanner, not a regex: strings in examples may hold braces ("/product/{id}").

/** Index just past the string literal (', " or `) that starts at `i`. */
function skipString(src, i) {
  const quote = src[i];
  for (let j = i + 1; j < src.length; j++) {
    if (src[j] === '\\') j++;
    else if (src[j] === quote) return j + 1;
  }
  throw new Error('unterminated string');
}

/** Index just past the value (string, or balanced {...} / [...]) that starts at `i`. */
function skipValue(src, i) {
  if (`'"\``.includes(src[i])) return skipString(src, i);
  if (src[i] !== '{' && src[i] !== '[') return -1;
  let depth = 0;
  for (let j = i; j < src.length; j++) {
    const c = src[j];
    if (`'"\``.includes(c)) j = skipString(src, j) - 1;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') if (--depth === 0) return j + 1;
  }
  return -1;
}

export function stripCatalogueTexts(src) {
  let out = '';
  let i = 0;
  const key = /\b(summary|description|example|recommendedLoadOn|demoPage):\s*/g;
  for (let m; (m = key.exec(src));) {
    const start = m.index;
    let end = skipValue(src, start + m[0].length);
    if (end < 0) continue; // not a literal value: leave it
    // 'long text ' + 'continued'
    for (let next = /^\s*\+\s*/.exec(src.slice(end)); next && end >= 0; next = /^\s*\+\s*/.exec(src.slice(end))) {
      end = skipValue(src, end + next[0].length);
    }
    if (end < 0) continue;
    let stop = end;
    while (/\s/.test(src[stop] ?? '')) stop++;
    if (src[stop] === ',') stop++;
    out += src.slice(i, start);
    i = stop;
    key.lastIndex = stop;
  }
  return out + src.slice(i);
}

/** Files that declare catalogue texts: every widget's meta.ts and the shared `*-fields.ts` prop tables. */
export const CATALOGUE_SOURCE = /[\\/](widgets[\\/][^\\/]+[\\/]meta|[^\\/]+-fields)\.ts$/;

/** esbuild plugin: production widget metas and prop tables without their catalogue texts. */
export const noCatalogueTexts = {
  name: 'no-catalogue-texts',
  setup(build) {
    build.onLoad({ filter: CATALOGUE_SOURCE }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      return { contents: stripCatalogueTexts(await readFile(args.path, 'utf8')), loader: 'ts' };
    });
  },
};
