// @vitest-environment happy-dom
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../widgets/registry';
import { metas } from '../../widgets/registry-meta';
import { ROOT, walk } from './source-files';

/** Top-level selectors of a stylesheet, split on commas outside parentheses. */
function selectorsOf(file: string): string[] {
  const css = readFileSync(path.join(ROOT, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const preludes = css.split('{').slice(0, -1).map((s) => s.split('}').pop()!.trim()).filter((s) => !s.startsWith('@'));
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

  it.each(widgetDirs)('%s: every CSS class it defines is scoped with wsh-%s', (name) => {
    const cssFiles = walk(path.join('widgets', name)).filter((f) => f.endsWith('.css'));
    for (const file of cssFiles) {
      for (const selector of selectorsOf(file)) {
        expect(selector, `${file}: "${selector}"`).toMatch(new RegExp(`^\\.wsh-${name}(__|--|\\b)`));
      }
    }
  });

  it('scopes the shared UI styles with the wsh- prefix', () => {
    for (const file of walk(path.join('shared', 'ui')).filter((f) => f.endsWith('.css'))) {
      for (const selector of selectorsOf(file)) expect(selector, file).toMatch(/^(\.wsh-|:where\(:root\)|\[data-island-state\])/);
    }
  });
});
