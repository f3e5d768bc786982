import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './source-files';

const specs = readdirSync(path.join(ROOT, 'e2e')).filter((f) => f.endsWith('.spec.ts'));

/** The names a spec imports as values (not `type`) from a module. */
function valueImports(source: string, from: string): string[] {
  return [...source.matchAll(/^import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]([^'"]+)['"]/gm)]
    .filter((m) => m[3] === from && !m[1])
    .flatMap((m) => m[2]!.split(',').map((n) => n.trim()))
    .filter((n) => n !== '' && !n.startsWith('type '));
}

describe('e2e specs', () => {
  it('finds the specs', () => {
    expect(specs.length).toBeGreaterThan(10);
  });

  // Only support.ts's `test` fails a test on a Content-Security-Policy violation of the demo server's
  // strict policy; a spec on Playwright's own `test` would let violations pass unseen.
  it.each(specs)('%s takes test and expect from ./support, not from @playwright/test', (spec) => {
    const source = readFileSync(path.join(ROOT, 'e2e', spec), 'utf8');
    expect(valueImports(source, '@playwright/test')).toEqual([]);
    expect(valueImports(source, './support')).toEqual(expect.arrayContaining(['test']));
  });

  it('tells a value import from a type import (self-check)', () => {
    const source =
      "import { expect, test, type Page } from '@playwright/test';\nimport type { Locator } from '@playwright/test';";
    expect(valueImports(source, '@playwright/test')).toEqual(['expect', 'test']);
  });
});
