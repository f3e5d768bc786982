import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every visible text goes through i18next in English and Danish: each texts module must give both
// languages the same keys, or a Danish page would show an English fallback (or a bare key).
const ROOT = path.resolve(import.meta.dirname, '../..');

function textFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(ROOT, rel)).isDirectory()) return textFiles(rel);
    return /(^|-)texts\.ts$/.test(name) ? [rel] : [];
  });
}

type Tree = { [key: string]: string | Tree };
function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keysOf(v, `${prefix}${k}.`))).sort();
}

const files = [...textFiles('widgets'), ...textFiles('shared')];

describe('texts: English and Danish', () => {
  it('finds the texts modules', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files)('%s: Danish has exactly the English keys, none empty', async (file) => {
    const { texts } = (await import(path.join(ROOT, file))) as { texts: { en: Tree; da: Tree } };
    expect(keysOf(texts.da)).toEqual(keysOf(texts.en));
    for (const lang of [texts.en, texts.da]) {
      for (const key of keysOf(lang)) expect(key.split('.').reduce<Tree | string>((t, k) => (t as Tree)[k]!, lang), `${file} ${key}`).not.toBe('');
    }
  });

  it('common texts: Danish has exactly the English keys', async () => {
    const { commonResources } = await import('../../shared/i18n/common-resources');
    const { en, da } = commonResources as unknown as { en: Tree; da: Tree };
    expect(keysOf(da)).toEqual(keysOf(en));
  });
});
