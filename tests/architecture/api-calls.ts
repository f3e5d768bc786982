import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PRODUCTION_DIRS, ROOT, sourceFiles } from './source-files';

/**
 * The calls the production code makes, read from its text: every `apiGet/apiPost/apiPut/apiDelete/apiDownload`,
 * `request`/`requestEnvelope` with a method, and the keep-alive `apiUrl`. A path segment (`${pathSegment(id)}`)
 * becomes `{id}`. A path the text builds from a table or a helper is listed in INDIRECT, checked against the file.
 */
const CALL = /\b(apiGet|apiPost|apiPut|apiDelete|apiDownload|apiUrl|requestEnvelope|request)(?:<[^>(]*>)?\(\s*/g;
const METHOD_OF: Record<string, string> = {
  apiGet: 'GET',
  apiPost: 'POST',
  apiPut: 'PUT',
  apiDelete: 'DELETE',
  apiDownload: 'GET',
};

/** Paths built from a table or helper: expression as written -> the paths it yields (each literal part is in the file). */
export const INDIRECT: Record<string, string[]> = {
  'p.path': ['accounting/orders', 'accounting/legacy-orderhistory'],
  // The reads started as the core chunk runs, for the islands that will ask for them (READERS).
  earlyPath: ['user/settings', 'customers/current'],
  '`${PARAMS[source].path}/${pathSegment(id)}`': ['accounting/orders/{id}', 'accounting/legacy-orderhistory/{id}'],
  'GENERATED_PATHS[generatedType]': ['accounting/salesstatistics'],
  'receiptReportPath(id)': ['checkout/weborder/{orderId}/report/email'],
  "`environmentalimpact/co2report/ekg/${ekgId === undefined ? 'customer' : pathSegment(ekgId)}`": [
    'environmentalimpact/co2report/ekg/{ekgId}',
    'environmentalimpact/co2report/ekg/customer',
  ],
  // The custom form posts to the endpoint its editor configures (SPEC 7 Other), not to an API path.
  'target.href': ['{configured form endpoint}'],
};

/** The first argument of a call starting at `from`: up to the comma or parenthesis that closes it. */
function firstArgument(src: string, from: number): string {
  let depth = 0;
  let quote = '';
  for (let i = from; i < src.length; i++) {
    const c = src[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) {
      if (depth === 0) return src.slice(from, i).trim();
      depth--;
    } else if (c === ',' && depth === 0) return src.slice(from, i).trim();
  }
  throw new Error('unterminated call');
}

const consts = (src: string) =>
  new Map([...src.matchAll(/\bconst (\w+) = '([^']*)'/g)].map((m) => [m[1]!, m[2]!] as const));

function pathsOf(expr: string, src: string, file: string): string[] {
  const indirect = INDIRECT[expr];
  if (indirect) return indirect;
  const named = consts(src);
  if (/^'[^']*'$/.test(expr)) return [expr.slice(1, -1)];
  if (/^\w+$/.test(expr) && named.has(expr)) return [named.get(expr)!];
  if (/^`[^`]*`$/.test(expr))
    return [
      expr.slice(1, -1).replace(/\$\{([^}]*)\}/g, (_, inner: string) => {
        const segment = /^pathSegment\((?:[\w.]*\.)?(\w+)\)$/.exec(inner);
        if (segment) return `{${segment[1]}}`;
        if (named.has(inner)) return named.get(inner)!;
        throw new Error(`${file}: cannot read the path part \${${inner}}; add the expression to INDIRECT`);
      }),
    ];
  throw new Error(`${file}: cannot read the path ${expr}; add it to INDIRECT in tests/architecture/api-calls.ts`);
}

export interface ApiCall {
  call: string;
  file: string;
  expr: string;
}

/** Every call the production code makes: `METHOD path`, with the file it is made in. */
export function productionCalls(): ApiCall[] {
  const files = sourceFiles(PRODUCTION_DIRS).filter((f) => !f.endsWith(path.join('api', 'http', 'client.ts')));
  return files.flatMap((file) => {
    const src = readFileSync(path.join(ROOT, file), 'utf8');
    const rel = file.split(path.sep).join('/');
    return [...src.matchAll(CALL)].flatMap((m) => {
      const fn = m[1]!;
      let from = m.index + m[0].length;
      let method = METHOD_OF[fn];
      if (fn === 'request' || fn === 'requestEnvelope') {
        const given = /^'(GET|POST|PUT|DELETE)',\s*/.exec(src.slice(from));
        if (!given) return []; // a call through a variable method is the client's own plumbing
        method = given[1];
        from += given[0].length;
      }
      if (fn === 'apiUrl') method = /method: '(\w+)'/.exec(src)?.[1] ?? 'GET';
      const expr = firstArgument(src, from);
      return pathsOf(expr, src, rel).map((p) => ({ call: `${method} ${p}`, file: rel, expr }));
    });
  });
}
