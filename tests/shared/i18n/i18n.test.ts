import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commonResources } from '../../../shared/i18n/common-resources';
import { formatDate } from '../../../shared/i18n/format-date';
import { formatDateLong } from '../../../shared/i18n/format-date-long';
import { addWidgetResources, i18n, initI18n } from '../../../shared/i18n/i18n';
import { reloadPageContext } from '../../../shared/context/page-context';

function keys(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}
/** Plural forms differ by language; compare the base keys. */
const base = (ks: string[]) => [...new Set(ks.map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

function setContext(json: object) {
  document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify(json)}</script>`;
  reloadPageContext();
}

describe('resources', () => {
  it('has every common text in English and Danish', () => {
    expect(base(keys(commonResources.da))).toEqual(base(keys(commonResources.en)));
  });

  const widgetDirs = readdirSync(path.resolve('widgets'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const hasTexts = (dir: string) => existsSync(path.resolve('widgets', dir, 'texts.ts'));
  // A texts.ts that fails to load fails its test (its import is not caught).
  it.each(widgetDirs.filter(hasTexts))('widget %s has the same texts in English and Danish', async (dir) => {
    const { texts } = (await import(`../../../widgets/${dir}/texts.ts`)) as {
      texts: { en: Record<string, unknown>; da: Record<string, unknown> };
    };
    expect(keys(texts.en).length, 'English texts').toBeGreaterThan(0);
    expect(base(keys(texts.da))).toEqual(base(keys(texts.en)));
  });

  // A widget without a texts.ts shows no texts of its own: it gives the loader no resources either.
  it.each(widgetDirs.filter((dir) => !hasTexts(dir)))('widget %s without texts.ts registers no texts', (dir) => {
    const index = readFileSync(path.resolve('widgets', dir, 'index.tsx'), 'utf8');
    expect(index).not.toMatch(/\bresources\b|texts/);
  });

  it('finds the widgets with texts (self-check: a wrong path would leave the checks above without cases)', () => {
    expect(widgetDirs.filter(hasTexts).length).toBeGreaterThan(20);
  });
});

describe('i18n', () => {
  it('takes the language from the page context', () => {
    setContext({ language: 'da' });
    initI18n();
    expect(i18n.t('loading')).toBe('Indlæser...');
  });

  it('applies CMS translation overrides, also to widget namespaces added later', () => {
    setContext({
      language: 'en',
      translations: { 'en:common:loading': 'Fetching…', 'en:countdown:completed': 'Over!', 'bad-key': 'x' },
    });
    initI18n();
    addWidgetResources('countdown', { en: { completed: 'Completed' }, da: { completed: 'Afsluttet' } });
    expect(i18n.t('loading')).toBe('Fetching…');
    expect(i18n.t('completed', { ns: 'countdown' })).toBe('Over!');
  });
});

describe('CMS overrides of a widget namespace', () => {
  it("keep the widget's other texts when one of them is overridden", () => {
    setContext({ language: 'en', translations: { 'en:brands-home:teaser': 'Overridden' } });
    initI18n();
    addWidgetResources('brands-home', {
      en: { teaser: 'Teaser', heading: 'Brands' },
      da: { teaser: 'Teaser', heading: 'Mærker' },
    });
    expect(i18n.t('teaser', { ns: 'brands-home' })).toBe('Overridden');
    expect(i18n.t('heading', { ns: 'brands-home' })).toBe('Brands');
  });
});

describe('formatDate', () => {
  it('uses the page context date format, dd.MM.yyyy by default', () => {
    setContext({});
    expect(formatDate('2026-11-24')).toBe('24.11.2026');
    setContext({ dateFormat: 'd/M-yy HH:mm' });
    expect(formatDate(new Date(2026, 10, 4, 9, 5))).toBe('4/11-26 09:05');
  });

  it('refuses a page-context date format with name tokens, keeping the default', () => {
    setContext({ dateFormat: 'EEEE d. MMMM' });
    expect(formatDate('2026-11-24')).toBe('24.11.2026');
  });

  it('formats names of days and months in the page language with formatDateLong', () => {
    setContext({ language: 'da' });
    expect(formatDateLong(new Date(2026, 10, 24), 'EEEE d. MMMM')).toBe('tirsdag 24. november');
  });

  it('returns an empty text for an invalid date rather than "Invalid Date"', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
