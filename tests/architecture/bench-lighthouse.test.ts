import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIGHTHOUSE_PAGES, missedGoals, pickPages, stripIslands } from '../../scripts/bench-lighthouse.mjs';
import { ROOT } from './source-files';

// npm run bench, section (i): the "no islands" page Lighthouse compares against must differ from the page in its
// islands alone, and the goals of issue #19 must be read at their bounds.
describe("the Lighthouse bench's page without islands", () => {
  it('loses every tag that loads the bundle and keeps the QA panel, the stylesheet, inline scripts and text', () => {
    const page = [
      '<head>',
      '<link rel="stylesheet" href="demo.css">',
      '<script type="application/json" id="page-context">{"pageId":1}</script>',
      '<script src="qa-panel.js"></script>',
      '  <link rel="modulepreload" href="/static/shop/core-AB12.js">',
      '</head><body>',
      '<p>The page includes one script, <code>/static/shop/loader.js</code>, once.</p>',
      '<script type="module" src="/static/shop/loader.js"></script>',
      '</body>',
    ].join('\n');
    const { html, removed } = stripIslands(page);
    expect(removed).toBe(2);
    expect(html).not.toMatch(/<(script|link)[^>]*\/static\/shop\//);
    expect(html).toContain('<script src="qa-panel.js"></script>');
    expect(html).toContain('<link rel="stylesheet" href="demo.css">');
    expect(html).toContain('{"pageId":1}');
    expect(html).toContain('<code>/static/shop/loader.js</code>');
  });

  it.each(LIGHTHOUSE_PAGES.map((p) => p.path.replace(/\?.*$/, '')))(
    '%s has its loader to strip, and keeps its QA panel',
    (file) => {
      const { html, removed } = stripIslands(readFileSync(path.join(ROOT, 'demo-pages', file), 'utf8'));
      expect(removed).toBeGreaterThan(0);
      expect(html).not.toMatch(/<script[^>]*src="[^"]*\/static\/shop\//);
      // The page-contract pages (issue #35) have no QA panel, as a CMS page has none.
      if (!file.startsWith('page-contract')) expect(html).toContain('qa-panel.js');
      expect(html).toContain('data-widget=');
    },
  );
});

describe('the pages the Lighthouse bench measures', () => {
  it('are product, search, category (#34), checkout, one area page of each wave-two issue (#12 to #18) and the page-contract pages (#35)', () => {
    expect(pickPages(undefined).map((p) => p.path)).toEqual([
      'product.html?id=102627',
      'search.html?q=milk',
      'category.html',
      'checkout.html',
      'favorites.html',
      'orders.html',
      'sales-documents.html',
      'customer-information.html',
      'notifications.html',
      'impersonation.html',
      'content-page.html',
      'page-contract.html',
      'page-contract-search.html?q=milk',
      'page-contract-checkout.html',
    ]);
    expect(LIGHTHOUSE_PAGES.flatMap((p) => (p.issue ? [p.issue] : []))).toEqual([
      34, 12, 13, 14, 15, 16, 17, 18, 35, 35, 35,
    ]);
  });

  it('can be picked by name, with or without .html, in the table order; an unknown name is refused', () => {
    expect(pickPages(' orders.html, product ').map((p) => p.name)).toEqual(['product', 'orders']);
    expect(() => pickPages('product,prodcut')).toThrow(/unknown Lighthouse page prodcut; known: product, search/);
  });
});

describe("issue #19's goals", () => {
  const atBounds = { score: 0.9, fcpMs: 1800, lcpMs: 2500, tbtMs: 200, cls: 0.02, transferBytes: 1 };

  it('are met at their bounds and missed just past each', () => {
    expect(missedGoals(atBounds)).toEqual([]);
    expect(missedGoals({ ...atBounds, score: 0.89 })).toEqual(['score']);
    expect(missedGoals({ ...atBounds, lcpMs: 2501 })).toEqual(['LCP']);
    expect(missedGoals({ ...atBounds, tbtMs: 201 })).toEqual(['TBT']);
    expect(missedGoals({ ...atBounds, cls: 0.021 })).toEqual(['CLS']);
  });

  it('count a page that never loaded, or a figure Lighthouse could not compute, as missed', () => {
    expect(missedGoals(null)).toEqual(['failed']);
    expect(missedGoals({ ...atBounds, lcpMs: null })).toEqual(['LCP']);
  });
});
