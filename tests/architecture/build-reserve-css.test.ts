import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, readReserves, reserveCss } from '../../scripts/build/reserve-css.mjs';
import { ROOT } from './source-files';

/**
 * reserve.css (scripts/build/reserve-css.mjs, issue #35 point 4): the space each island takes before it loads,
 * generated from the widgets' own declarations (widgets/<name>/reserve.ts), with no specificity so a CMS's rule wins.
 */
describe('the reserve stylesheet', () => {
  it('writes each declared box per breakpoint of SPEC 9, in :where() so it has no specificity', () => {
    const css = reserveCss({
      'mini-basket': { all: { minWidth: 267, minHeight: 45 }, small: { minWidth: 183, minHeight: 44 } },
      countdown: { all: { minHeight: 141 }, medium: { minHeight: 150 }, large: { minHeight: '10rem' } },
    });
    expect(css.split('\n')).toEqual([
      ':where([data-widget]){display:flow-root}',
      ':where([data-widget="countdown"]){min-height:141px}',
      ':where([data-widget="mini-basket"]){min-width:267px;min-height:45px}',
      '@media (max-width: 767px){',
      ':where([data-widget="mini-basket"]){min-width:183px;min-height:44px}',
      '}',
      '@media (min-width: 768px) and (max-width: 991px){',
      ':where([data-widget="countdown"]){min-height:150px}',
      '}',
      '@media (min-width: 992px){',
      ':where([data-widget="countdown"]){min-height:10rem}',
      '}',
      '',
    ]);
  });

  it('uses the exact media queries of shared/ui (small 0-767, medium 768-991, large 992 and up)', () => {
    expect(BREAKPOINTS).toEqual({
      small: '(max-width: 767px)',
      medium: '(min-width: 768px) and (max-width: 991px)',
      large: '(min-width: 992px)',
    });
  });

  it('gives widgets with the same box one rule, and a banner its proportions as a block', () => {
    const css = reserveCss({
      orders: { all: { minHeight: '100vh' } },
      favorites: { all: { minHeight: '100vh' } },
      'campaign-banner': { all: { display: 'block', aspectRatio: '4 / 1', margin: '8px 0' } },
    });
    expect(css).toContain(':where([data-widget="favorites"],[data-widget="orders"]){min-height:100vh}');
    expect(css).toContain(':where([data-widget="campaign-banner"]){display:block;aspect-ratio:4 / 1;margin:8px 0}');
    expect(css).not.toContain('@media');
  });

  it('refuses an unknown breakpoint, an unknown field, a negative figure or a value that could break out of the rule', () => {
    expect(() => reserveCss({ x: { tiny: { minHeight: 1 } } as never })).toThrow('unknown breakpoint "tiny"');
    expect(() => reserveCss({ x: { all: { height: 1 } as never } })).toThrow('unknown field "height"');
    expect(() => reserveCss({ x: { all: { minHeight: -1 } } })).toThrow('at least 0');
    expect(() => reserveCss({ x: { all: { minHeight: '1px}body{display:none' } } })).toThrow('not a plain CSS value');
    expect(() => reserveCss({ 'X"]': { all: { minHeight: 1 } } })).toThrow('not a widget name');
  });

  it("reads every widget's declaration, each for a widget of that name", async () => {
    const reserves = await readReserves(ROOT);
    const declared = readdirSync(path.join(ROOT, 'widgets')).filter((d) =>
      existsSync(path.join(ROOT, 'widgets', d, 'reserve.ts')),
    );
    expect(Object.keys(reserves).sort()).toEqual(declared.sort());
    for (const name of declared) expect(existsSync(path.join(ROOT, 'widgets', name, 'index.tsx')), name).toBe(true);
    expect(reserves['product-details']).toEqual({ all: { minHeight: '100vh' } });
    // The generated sheet is valid for every declaration (the build writes it the same way).
    expect(() => reserveCss(reserves)).not.toThrow();
  });
});
