import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, walk } from './source-files';

// docs/cms-editors.md, Theming: every colour is a CSS custom property a CMS theme can set on :root or on an island.
const cssFiles = [...walk('widgets'), ...walk(path.join('shared', 'ui'))].filter((f) => f.endsWith('.css'));
const css = (file: string) => readFileSync(path.join(ROOT, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const COLOUR = /#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/;
const widgetOf = (file: string) => (file.startsWith(`widgets${path.sep}`) ? file.split(path.sep)[1] : undefined);

/** The custom properties a stylesheet declares in its `:where(:root)` blocks (its theme properties). */
const themeProperties = (text: string) =>
  [...text.matchAll(/:where\(:root\)\s*\{([^}]*)\}/g)].flatMap((m) =>
    [...m[1]!.matchAll(/(--wsh-[\w-]+)\s*:/g)].map((d) => d[1]!),
  );

describe('theme properties (issue #11, 6: no hard-coded colours)', () => {
  it('finds the stylesheets and the theme properties', () => {
    expect(cssFiles).toContain(path.join('widgets', 'sustainability-key-figures', 'donut.css'));
    expect(themeProperties(css(path.join('shared', 'ui', 'primitives', 'base.css')))).toContain('--wsh-color-primary');
  });

  it('a colour is written only as the default of a theme property declared on :where(:root)', () => {
    const offending = cssFiles.flatMap((file) => {
      const text = css(file);
      const outsideRoot = text.replace(/:where\(:root\)\s*\{[^}]*\}/g, '');
      return outsideRoot
        .split(/[;{}]/)
        .filter((declaration) => COLOUR.test(declaration))
        .map((declaration) => `${file}: ${declaration.trim()}`);
    });
    expect(offending).toEqual([]);
  });

  it("a widget's own theme properties carry its name (--wsh-<widget>-...), so two widgets cannot collide", () => {
    const misnamed = cssFiles.flatMap((file) => {
      const name = widgetOf(file);
      const declared = [...css(file).matchAll(/(--wsh-[\w-]+)\s*:/g)].map((m) => m[1]!);
      return name ? declared.filter((p) => !p.startsWith(`--wsh-${name}-`)).map((p) => `${file}: ${p}`) : [];
    });
    expect(misnamed).toEqual([]);
  });

  it("the CMS editors' guide lists every theme property", () => {
    const guide = readFileSync(path.join(ROOT, 'docs', 'cms-editors.md'), 'utf8');
    const unlisted = cssFiles.flatMap((file) =>
      themeProperties(css(file))
        .filter((p) => !guide.includes(`\`${p}\``))
        .map((p) => `${file}: ${p}`),
    );
    expect(unlisted).toEqual([]);
  });

  it('the checks see a hard-coded colour and a misnamed property', () => {
    const sample = ':where(:root) { --wsh-x-ring: #0b5e3c; } .wsh-x__a { color: #fff; background: rgb(0 0 0 / 0.4); }';
    expect(themeProperties(sample)).toEqual(['--wsh-x-ring']);
    const outside = sample
      .replace(/:where\(:root\)\s*\{[^}]*\}/g, '')
      .split(/[;{}]/)
      .filter((d) => COLOUR.test(d));
    expect(outside.map((d) => d.trim())).toEqual(['color: #fff', 'background: rgb(0 0 0 / 0.4)']);
  });
});
