// @vitest-environment happy-dom
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../widgets/registry';
import { metas } from '../../widgets/registry-meta';
import { ROOT, walk } from './source-files';

/** Top-level selectors of a stylesheet file. */
const selectorsOf = (file: string): string[] => selectorsOfCss(readFileSync(path.join(ROOT, file), 'utf8'));

/** Top-level selectors of CSS text, split on commas outside parentheses. */
function selectorsOfCss(text: string): string[] {
  const css = text.replace(/\/\*[\s\S]*?\*\//g, '');
  const preludes = css
    .split('{')
    .slice(0, -1)
    .map((s) => s.split('}').pop()!.trim())
    .filter((s) => !s.startsWith('@'));
  return preludes.flatMap((p) => {
    const parts: string[] = [];
    let depth = 0;
    let current = '';
    for (const ch of p) {
      if (ch === ',' && depth === 0) {
        parts.push(current.trim());
        current = '';
        continue;
      }
      if (ch === '(') depth++;
      if (ch === ')') depth--;
      current += ch;
    }
    return [...parts, current.trim()];
  });
}

const widgetDirs = walk('widgets')
  .filter((f) => f.endsWith(`${path.sep}index.tsx`))
  .map((f) => f.split(path.sep)[1]!)
  .sort();

/** Stylesheets in a widget's folder, sorted. */
const cssFilesOf = (name: string) =>
  walk(path.join('widgets', name))
    .filter((f) => f.endsWith('.css'))
    .sort();
const widgetsWithCss = widgetDirs.filter((name) => cssFilesOf(name).length > 0);
// `:where(:root)` declares the widget's theme properties (tests/architecture/theme-properties.test.ts).
const scopedTo = (name: string) => new RegExp(`^(\\.wsh-${name}(__|--|\\b)|:where\\(:root\\)$)`);

describe('widget contract', () => {
  it('registers every widget folder in the registry and the catalogue metas', () => {
    expect(Object.keys(registry).sort()).toEqual(widgetDirs);
    expect(metas.map((m) => m.name).sort()).toEqual(widgetDirs);
  });

  it.each(widgetDirs)('%s: has a demo page and an example that its own props accept', async (name) => {
    const meta = metas.find((m) => m.name === name)!;
    expect(existsSync(path.join(ROOT, 'demo-pages', meta.demoPage))).toBe(true);
    const { parseFields } = await import('../../page-context/fields');
    expect(parseFields(meta.props, meta.example).ok).toBe(true);
    const page = readFileSync(path.join(ROOT, 'demo-pages', meta.demoPage), 'utf8');
    expect(page).toContain(`data-widget="${name}"`);
  });

  it.each(widgetsWithCss)('%s: every CSS class it defines is scoped with the wsh- prefix of its name', (name) => {
    for (const file of cssFilesOf(name)) {
      const selectors = selectorsOf(file);
      expect(selectors.length, `${file} has rules`).toBeGreaterThan(0);
      for (const selector of selectors) expect(selector, `${file}: "${selector}"`).toMatch(scopedTo(name));
    }
  });

  it.each(widgetsWithCss)(
    '%s: hands every stylesheet of its folder to the loader or adopts it in a lazy part (none goes unchecked or unused)',
    (name) => {
      // index.tsx passes its sheets to defineWidget; a lazily loaded part (the mini basket's opened panel) may
      // bring and adopt its own, so that the page does not load them before they are needed.
      const imported: string[] = [];
      for (const file of walk(path.join('widgets', name)).filter((f) => /\.tsx?$/.test(f))) {
        const source = readFileSync(path.join(ROOT, file), 'utf8');
        const sheets = [...source.matchAll(/from '\.\/([^']+\.css)\?inline'/g)].map((m) =>
          path.join(path.dirname(file), m[1]!),
        );
        if (!sheets.length) continue;
        imported.push(...sheets);
        if (file.endsWith('/index.tsx')) expect(source, file).toMatch(/\bstyles\b/);
        else expect(source, `${file} adopts the sheets it imports`).toContain('adoptStyles(');
      }
      expect(imported.sort()).toEqual(cssFilesOf(name));
    },
  );

  // A widget without a stylesheet passes the loader no styles and gives its elements no wsh-<name>
  // classes (they would be unstyled): its markup uses shared classes only.
  it.each(widgetDirs.filter((name) => !widgetsWithCss.includes(name)))(
    '%s: has no stylesheet, passes no styles and uses no class of its own wsh- prefix',
    (name) => {
      const index = readFileSync(path.join(ROOT, 'widgets', name, 'index.tsx'), 'utf8');
      expect(index).toContain('defineWidget(');
      expect(index).not.toMatch(/\bstyles\b/);
      const sources = walk(path.join('widgets', name)).filter((f) => /\.tsx?$/.test(f));
      for (const file of sources) {
        const source = readFileSync(path.join(ROOT, file), 'utf8');
        expect(source, file).not.toMatch(/from '[^']*\.css/);
        expect(source, file).not.toContain(`wsh-${name}`);
      }
    },
  );

  it('tells a scoped selector from one that is not (self-check)', () => {
    const css =
      '.wsh-countdown{} .wsh-countdown__unit, .wsh-countdown--done > p{} @media (min-width: 1px){.wsh-countdown{}} .wsh-count{} .other, :is(.wsh-countdown){}';
    const verdicts = selectorsOfCss(css).map((selector) => [selector, scopedTo('countdown').test(selector)]);
    expect(verdicts).toEqual([
      ['.wsh-countdown', true],
      ['.wsh-countdown__unit', true],
      ['.wsh-countdown--done > p', true],
      ['.wsh-countdown', true],
      ['.wsh-count', false],
      ['.other', false],
      [':is(.wsh-countdown)', false],
    ]);
  });

  it('scopes the shared UI styles with the wsh- prefix', () => {
    for (const file of walk(path.join('shared', 'ui')).filter((f) => f.endsWith('.css'))) {
      for (const selector of selectorsOf(file))
        expect(selector, file).toMatch(/^(\.wsh-|:where\(:root\)|\[data-island-state\])/);
    }
  });
});
