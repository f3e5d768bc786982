import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPUTED_STORES, FETCHER_STORES, OTHER_STORES, WRITABLE_STORES } from '../support/fresh-stores';
import { PRODUCTION_DIRS, ROOT, sourceFiles } from './source-files';

/** Names of the module-level stores a source declares: `const $name = atom(...)` (map, computed, batched, deepMap and createFetcher alike). */
const storesIn = (src: string) =>
  [...src.matchAll(/^(?:export )?const (\$\w+)\s*=\s*(?:atom|map|computed|batched|deepMap|createFetcher)\b/gm)].map(
    (m) => m[1]!,
  );

function declaredStores(): { name: string; file: string }[] {
  return sourceFiles(PRODUCTION_DIRS).flatMap((file) =>
    storesIn(readFileSync(path.join(ROOT, file), 'utf8')).map((name) => ({ name, file })),
  );
}

describe('fresh stores for every test (tests/setup.ts)', () => {
  it('every store of the production code is cleaned after each test, or says why not', () => {
    const known = new Set([
      ...Object.keys(WRITABLE_STORES),
      ...Object.keys(COMPUTED_STORES),
      ...Object.keys(FETCHER_STORES),
      ...Object.keys(OTHER_STORES),
    ]);
    const declared = declaredStores();
    expect(declared.length).toBeGreaterThan(10); // the scan finds the stores it guards
    expect(declared.filter((s) => !known.has(s.name)).map((s) => `${s.name} (${s.file})`)).toEqual([]);
  });

  it('the lists name no store that is gone', () => {
    const declared = new Set(declaredStores().map((s) => s.name));
    expect(
      [
        ...Object.keys(WRITABLE_STORES),
        ...Object.keys(COMPUTED_STORES),
        ...Object.keys(FETCHER_STORES),
        ...Object.keys(OTHER_STORES),
      ].filter((n) => !declared.has(n)),
    ).toEqual([]);
  });

  it('the scan finds a made-up store of each kind', () => {
    const src =
      'export const $a = atom(1);\nconst $b = computed($a, (a) => a);\nexport const $c = map({});\nexport const $d = createFetcher({ fetch })([$a], () => 1);\nconst notAStore = atom(0);';
    expect(storesIn(src)).toEqual(['$a', '$b', '$c', '$d']);
  });
});
