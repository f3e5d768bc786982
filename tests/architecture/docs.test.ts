import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageContextFields } from '../../page-context/page-context-fields';
import { WIRE } from '../../shared/api/http/wire';
import { ROOT } from './source-files';

// Issue #33 point 1: a short README and one guide per audience. Each check reads the file that now holds what
// it checks: the page-context fields in the CMS editors' guide, the wire names in the server contract.
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const readme = read('README.md');
const editors = read('docs/cms-editors.md');
const serverContract = read('docs/server-contract.md');

/** Every Markdown file of the docs: README.md and docs/**. */
const markdownFiles = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.posix.join('docs', f.split(path.sep).join('/'))),
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
const anchors = (text: string) =>
  new Set(
    text
      .replace(/```[\s\S]*?```/g, '')
      .split('\n')
      .filter((l) => /^#{1,6} /.test(l))
      .map((l) => slug(l.replace(/^#+ /, ''))),
  );

describe('the README', () => {
  it('shows the two commands and the closing line', () => {
    expect(readme).toContain('npm start');
    expect(readme).toContain('npm test');
    expect(readme).toContain('`N passed, N failed`');
  });

  it('is read in five minutes: at most about 12 kB', () => {
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(12_500);
  });

  it("links every audience's guide and the decision records", () => {
    for (const guide of [
      'docs/cms-editors.md',
      'docs/qa.md',
      'docs/server-contract.md',
      'docs/architecture.md',
      'docs/decisions/README.md',
    ])
      expect(readme).toContain(`](${guide})`);
  });
});

describe("the CMS editors' guide", () => {
  it.each(Object.entries(pageContextFields))('documents page-context field %s with its default', (name, field) => {
    const row = editors.split('\n').find((l) => l.startsWith(`| \`${name}\` |`));
    expect(row, `docs/cms-editors.md has no row for ${name}`).toBeDefined();
    expect(row).toContain(`\`${JSON.stringify(field.defaultValue)}\``);
  });
});

describe('the server contract', () => {
  it('documents every wire name', () => {
    for (const name of [
      WIRE.cacheKeyParam,
      WIRE.recallParam,
      WIRE.recallCookie,
      WIRE.campaignHeader,
      WIRE.validationGroupHeader,
      WIRE.checkoutStepHeader,
    ]) {
      expect(serverContract).toContain(`\`${name}`);
    }
  });
});

describe('links between the docs', () => {
  it.each(markdownFiles)('every relative link of %s reaches a file, and its anchor a heading there', (file) => {
    const text = read(file).replace(/```[\s\S]*?```/g, '');
    const broken: string[] = [];
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target!)) continue;
      const [where, anchor] = target!.split('#');
      const resolved = where ? path.posix.normalize(path.posix.join(path.posix.dirname(file), where)) : file;
      if (!existsSync(path.join(ROOT, resolved))) broken.push(`${target}: no file ${resolved}`);
      else if (anchor && resolved.endsWith('.md') && !anchors(read(resolved)).has(anchor))
        broken.push(`${target}: no heading #${anchor} in ${resolved}`);
    }
    expect(broken).toEqual([]);
  });
});
