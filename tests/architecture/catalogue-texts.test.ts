import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueTexts, leakedTexts, unescapeJs } from '../../demo-pages/catalogue/catalogue-texts';
import { metas } from '../../widgets/registry-meta';
import { CATALOGUE_SOURCE, stripCatalogueTexts } from '../../scripts/strip-catalogue-texts.mjs';
import { PRODUCTION_DIRS, ROOT, sourceFiles } from './source-files';

describe('catalogue texts stay out of production chunks (issue #11, 6)', () => {
  it('collects every widget summary, the prop descriptions and the page-context docs', () => {
    const texts = catalogueTexts();
    for (const meta of metas)
      expect(
        texts.some((t) => t.owner === meta.name && t.field === 'summary'),
        meta.name,
      ).toBe(true);
    expect(texts.find((t) => t.owner === 'countdown' && t.field === 'endTime')?.text).toMatch(
      /^When the countdown ends/,
    );
    expect(texts.some((t) => t.owner === 'page-context' && t.field === 'loginUrl')).toBe(true);
  });

  it('finds a text in a chunk however the minifier escaped it, and names the chunk', () => {
    const texts = [{ owner: 'w', field: 'summary', text: 'Shows the "fløde" of the day.' }];
    const escaped = 'var a="Shows the \\"fl\\xF8de\\" of the day.";';
    expect(unescapeJs(escaped)).toBe('var a="Shows the "fløde" of the day.";');
    expect(leakedTexts(texts, [{ file: 'widgets/w-ABC.js', code: escaped }])).toEqual([
      { ...texts[0], file: 'widgets/w-ABC.js' },
    ]);
    expect(
      leakedTexts(texts, [{ file: 'x.js', code: "let b='Shows the \\u0022fl\\u00f8de\\u0022 of the day.'" }]),
    ).toHaveLength(1);
    expect(leakedTexts(texts, [{ file: 'x.js', code: 'var a="Shows the fløde";' }])).toEqual([]);
  });

  it('the production build strips every summary and description, whether written in a meta.ts or a shared *-fields.ts', () => {
    const sources = sourceFiles(PRODUCTION_DIRS).filter((f) => CATALOGUE_SOURCE.test(`/${f}`));
    expect(sources).toContain(path.join('widgets', 'countdown', 'meta.ts'));
    expect(sources).toContain(path.join('shared', 'ui', 'features', 'campaign-landing', 'landing-page-fields.ts'));
    const stripped = sources.map((file) => ({
      file,
      code: stripCatalogueTexts(readFileSync(path.join(ROOT, file), 'utf8')),
    }));
    expect(leakedTexts(catalogueTexts(metas, {}), stripped)).toEqual([]);
  });

  it('the production meta keeps what the runtime reads (name, props, needsPageContext) and drops the catalogue advice', () => {
    const metaSources = sourceFiles(['widgets']).filter((f) => f.endsWith(`${path.sep}meta.ts`));
    expect(metaSources.length).toBeGreaterThan(25);
    for (const file of metaSources) {
      const code = stripCatalogueTexts(readFileSync(path.join(ROOT, file), 'utf8'));
      expect(code, file).toMatch(/\bname:/);
      expect(code, file).toMatch(/\bprops:/);
      expect(code, file).toMatch(/\bneedsPageContext:/);
      expect(code, file).not.toMatch(/\b(recommendedLoadOn|demoPage|summary|example):/);
    }
  });

  it('every description lives where the build strips it (a meta.ts or a *-fields.ts)', () => {
    // As a chunk would hold the code: without comments, which may well quote a prop's meaning.
    const elsewhere = sourceFiles(PRODUCTION_DIRS)
      .filter((f) => !CATALOGUE_SOURCE.test(`/${f}`))
      .map((file) => ({
        file,
        code: transformSync(readFileSync(path.join(ROOT, file), 'utf8'), {
          loader: file.endsWith('.tsx') ? 'tsx' : 'ts',
          minifyWhitespace: true,
        }).code,
      }));
    expect(leakedTexts(catalogueTexts(metas, {}), elsewhere).map((l) => `${l.file}: ${l.owner} ${l.field}`)).toEqual(
      [],
    );
  });
});
