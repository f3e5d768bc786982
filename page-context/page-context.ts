import { parseFields, type Infer } from './fields';
import { pageContextFields } from './page-context-fields';

export type PageContext = Infer<typeof pageContextFields>;
export type Area = PageContext['area'];
export type Language = PageContext['language'];

/** `missing`: no page-context element; `invalid`: not a JSON object; `ok`: read (bad fields fell back to defaults). */
export type PageContextStatus = 'ok' | 'missing' | 'invalid';

export interface PageContextReading {
  status: PageContextStatus;
  context: PageContext;
  /** One line per field that was wrong and fell back to its default, or why the whole context is unusable. */
  problems: string[];
}

export const PAGE_CONTEXT_ELEMENT_ID = 'page-context';

function defaults(): PageContext {
  const value: Record<string, unknown> = {};
  for (const [key, fld] of Object.entries(pageContextFields)) value[key] = fld.defaultValue;
  return value as PageContext;
}

/**
 * Parses raw page-context JSON. A wrong field never loses the rest: it falls back to its default
 * and is reported, so one typo by an editor does not take every island down.
 */
export function parsePageContext(json: string | null, htmlLang = ''): PageContextReading {
  const base = defaults();
  const langFallback = htmlLang.slice(0, 2).toLowerCase();
  if (langFallback === 'en' || langFallback === 'da') base.language = langFallback;
  if (json === null)
    return {
      status: 'missing',
      context: base,
      problems: [`no <script type="application/json" id="${PAGE_CONTEXT_ELEMENT_ID}"> on the page`],
    };
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (e) {
    return { status: 'invalid', context: base, problems: [`page context is not valid JSON (${(e as Error).message})`] };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { status: 'invalid', context: base, problems: ['page context must be a JSON object'] };
  }
  const input = raw as Record<string, unknown>;
  const context = { ...base } as Record<string, unknown>;
  const problems: string[] = [];
  for (const [key, fld] of Object.entries(pageContextFields)) {
    if (input[key] === undefined || input[key] === null) continue;
    const r = parseFields({ [key]: fld }, { [key]: input[key] });
    if (r.ok) context[key] = r.value[key];
    else problems.push(...r.problems.map((p) => `${p} (using the default ${JSON.stringify(fld.defaultValue)})`));
  }
  return { status: 'ok', context: context as PageContext, problems };
}

/** Reads the page context of the current document. */
export function readPageContext(doc: Document = document): PageContextReading {
  const el = doc.getElementById(PAGE_CONTEXT_ELEMENT_ID);
  return parsePageContext(el ? (el.textContent ?? '') : null, doc.documentElement.lang);
}
