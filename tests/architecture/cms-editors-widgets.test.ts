import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../widgets/registry';
import { metas } from '../../widgets/registry-meta';
import { ROOT } from './source-files';

// Issue #18 point 5: the CMS editors' guide lists every widget of the product and its count is the registry's; the
// widget catalogue lists every widget (it is generated from the metas, which another test holds to the
// registry, each with a demo page that has the widget: tests/architecture/widgets-contract.test.ts).
const guide = readFileSync(path.join(ROOT, 'docs', 'cms-editors.md'), 'utf8');
const section = guide.split('\n## Every widget\n')[1]?.split(/\n#{2,3} /)[0] ?? '';
const listed = [...section.matchAll(/^\| `([a-z0-9-]+)` \|.*\| \[([\w-]+\.html)\]\(\.\.\/demo-pages\/\2\) \|$/gm)];

describe("the CMS editors' guide names every widget", () => {
  it('has the section "Every widget" with one row per registered widget, in the registry order', () => {
    expect(listed.map((m) => m[1])).toEqual(Object.keys(registry));
  });

  it("links each row to the widget's own demo page", () => {
    for (const [, name, page] of listed) expect(page, name).toBe(metas.find((m) => m.name === name)?.demoPage);
  });

  it('says how many widgets there are, as the registry counts them', () => {
    const counts = [...guide.matchAll(/\b(\d+)\s+widgets in all\b/g)].map((m) => Number(m[1]));
    expect(counts).toEqual([Object.keys(registry).length]);
  });
});
