/**
 * The build's proof that the catalogue's texts stay out of the production chunks (issue #11, 6): every
 * widget's summary and prop descriptions and the page-context docs are read only by the catalogue
 * (scripts/strip-catalogue-texts.mjs strips them from widgets/<name>/meta.ts for production); a text that
 * reaches a chunk anyway (a description written outside meta.ts, say) fails the build
 * (esbuild.config.mjs), naming the chunk, the widget and the text. The examples are stripped too but not
 * checked: their values ("inListMultiple", "receipt.html") are also enum values and defaults the code holds.
 */
import type { WidgetMeta } from '../../shared/islands/widget-meta';
import { pageContextDocs } from '../../page-context/page-context-docs';
import { metas } from '../../widgets/registry-meta';

export interface CatalogueText {
  /** The widget, or `page-context`. */
  owner: string;
  /** `summary`, or the prop (page-context field) the description belongs to. */
  field: string;
  text: string;
}

/** Shorter texts could be words the code uses for itself; the catalogue's texts are sentences. */
const MIN_LENGTH = 12;

export function catalogueTexts(
  widgets: readonly WidgetMeta[] = metas,
  docs: Record<string, string> = pageContextDocs,
): CatalogueText[] {
  const texts: CatalogueText[] = [];
  for (const meta of widgets) {
    texts.push({ owner: meta.name, field: 'summary', text: meta.summary });
    for (const [prop, fld] of Object.entries(meta.props))
      texts.push({ owner: meta.name, field: prop, text: fld.description });
  }
  for (const [key, text] of Object.entries(docs)) texts.push({ owner: 'page-context', field: key, text });
  return texts.filter((t) => t.text.length >= MIN_LENGTH);
}

/**
 * Minified JavaScript as the strings in it read: escapes (`\u00e6`, `\xe6`, `\u{1f600}`, `\"`) decoded,
 * so a text is found whichever way esbuild or terser wrote it.
 */
export function unescapeJs(code: string): string {
  return code.replace(
    /\\(?:u\{([0-9a-fA-F]+)\}|u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2})|(.))/gs,
    (_, cp?: string, u?: string, x?: string, ch?: string) =>
      (cp ?? u ?? x)
        ? String.fromCodePoint(parseInt((cp ?? u ?? x)!, 16))
        : ch === 'n'
          ? '\n'
          : ch === 't'
            ? '\t'
            : ch!,
  );
}

/** Every catalogue text found in a chunk, with the chunk's name. */
export function leakedTexts(
  texts: readonly CatalogueText[],
  chunks: readonly { file: string; code: string }[],
): (CatalogueText & { file: string })[] {
  return chunks.flatMap(({ file, code }) => {
    const readable = unescapeJs(code);
    return texts.filter((t) => readable.includes(t.text)).map((t) => ({ ...t, file }));
  });
}
