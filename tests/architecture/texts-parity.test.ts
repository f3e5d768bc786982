import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TextTree } from '../../shared/i18n/text-keys';

// Every visible text goes through i18next in English and Danish. The compiler holds the keys: each
// texts module registers `Bilingual<typeof texts>` (shared/i18n/text-keys.ts), so a Danish key too few
// or too many does not compile (tests/types/text-keys.ts proves it). What types cannot see is checked
// here: the namespace a widget's texts are registered under is the one its island loads them as, no
// text is empty, and Danish keeps English's {{placeholders}} and HTML tags.
const ROOT = path.resolve(import.meta.dirname, '../..');

function textFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(ROOT, rel)).isDirectory()) return textFiles(rel);
    return /(^|-)texts\.ts$/.test(name) ? [rel] : [];
  });
}

/** Every text of a tree with its dotted key, as i18next looks it up. */
function entriesOf(tree: TextTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]): [string, string][] =>
    typeof v === 'string' ? [[prefix + k, v]] : entriesOf(v, `${prefix}${k}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<\/?([a-z][\w-]*)/gi)].map((m) => m[1]!.toLowerCase()).sort();

/** Each text has words, and the Danish one keeps the English placeholders and tags. */
function problemsOf(texts: { en: TextTree; da: TextTree }): string[] {
  const da = new Map(entriesOf(texts.da));
  return entriesOf(texts.en).flatMap(([key, en]) => {
    const other = da.get(key) ?? '';
    const problems: string[] = [];
    if (en.trim() === '' || other.trim() === '') problems.push(`${key}: empty text`);
    if (placeholders(en).join() !== placeholders(other).join())
      problems.push(`${key}: placeholders ${placeholders(en)} in English, ${placeholders(other)} in Danish`);
    if (tags(en).join() !== tags(other).join())
      problems.push(`${key}: tags ${tags(en)} in English, ${tags(other)} in Danish`);
    return problems;
  });
}

/** The namespace a texts module registers for useT: a quoted name, or a constant declared in the module. */
function registeredNamespace(file: string): string | undefined {
  const src = readFileSync(path.join(ROOT, file), 'utf8');
  const key = /interface TextNamespaces \{\s*([^:\s]+): Bilingual<typeof texts>;/.exec(src)?.[1];
  const constant = key && /^\[(\w+)\]$/.exec(key)?.[1];
  if (!constant) return key?.replace(/^'(.*)'$/, '$1');
  return new RegExp(`const ${constant} = '([^']+)'`).exec(src)?.[1];
}

const files = [...textFiles('widgets'), ...textFiles('shared')];

describe('texts: English and Danish', () => {
  it('finds the texts modules', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files)('%s: no empty text, and Danish keeps the placeholders and tags', async (file) => {
    const { texts } = (await import(path.join(ROOT, file))) as { texts: { en: TextTree; da: TextTree } };
    expect(problemsOf(texts)).toEqual([]);
  });

  it.each(files)('%s: registers its keys for useT under the namespace its texts are loaded as', (file) => {
    const [top, widget, folder] = file.split(path.sep);
    const namespace = registeredNamespace(file);
    // A widget's texts are loaded under its name (defineWidget); the texts of a screen folder of an area
    // widget (widgets/favorites/lists/texts.ts) under `<widget>-<folder>`, which the widget's resources
    // merge in; shared texts under their own NS constant.
    const own = folder && folder !== 'texts.ts' ? `${widget}-${folder}` : widget;
    expect(namespace).toEqual(top === 'widgets' ? own : expect.any(String));
  });

  it('common texts: no empty text, and Danish keeps the placeholders and tags', async () => {
    const { commonResources } = await import('../../shared/i18n/common-resources');
    expect(problemsOf(commonResources)).toEqual([]);
  });

  it('finds what it guards against (self-check on made-up texts)', () => {
    const bad = {
      en: { a: 'Hi {{name}}', b: '<b>Bold</b>', c: { d: 'Fine' } },
      da: { a: 'Hej', b: 'Fed', c: { d: ' ' } },
    };
    expect(problemsOf(bad)).toEqual([
      'a: placeholders name in English,  in Danish',
      'b: tags b,b in English,  in Danish',
      'c.d: empty text',
    ]);
    expect(problemsOf({ en: { a: 'Hi {{name}}' }, da: { a: 'Hej {{ name }}' } })).toEqual([]);
  });
});
