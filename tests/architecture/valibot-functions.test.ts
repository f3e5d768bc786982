import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_DIRS, ROOT, sourceFiles } from './source-files';

// valibot is one module, and esbuild splits chunks by module: the core chunk, which reads the basket with
// valibot, carries every valibot function that any area's schema calls (measured: check, filterItems, trim,
// looseObject and integer/minValue/maxValue in five areas added 314 B gzip to every page). So the schemas
// call only the functions below, which the core needs anyway; a new one is a decision about every page's
// bytes (docs/decisions/0002-byte-budget.md), made here and measured by the size budgets of npm test.
const IN_THE_CORE = [
  'array',
  'boolean',
  'fallback',
  'finite',
  'getDotPath',
  'nonEmpty',
  'nullable',
  'nullish',
  'number',
  'object',
  'optional',
  'parse',
  'picklist',
  'pipe',
  'record',
  'safeParse',
  'string',
  'transform',
  'union',
  'unknown',
];

/** The valibot functions a module calls through its `import * as v from 'valibot'`. */
export function valibotCalls(src: string): string[] {
  if (!/import \* as v from 'valibot'/.test(src)) return [];
  return [...src.matchAll(/\bv\.([a-z]\w*)\(/g)].map((m) => m[1]!);
}

describe('the valibot functions the schemas use', () => {
  it('are those the core chunk carries anyway', () => {
    const used = new Map<string, string[]>();
    for (const file of sourceFiles(PRODUCTION_DIRS)) {
      for (const name of valibotCalls(readFileSync(path.join(ROOT, file), 'utf8')))
        used.set(name, [...(used.get(name) ?? []), file]);
    }
    expect(used.size).toBeGreaterThan(10);
    const extra = [...used].filter(([name]) => !IN_THE_CORE.includes(name));
    expect(Object.fromEntries(extra)).toEqual({});
  });

  it('are read from a module that imports valibot, and only there (self-check)', () => {
    expect(valibotCalls("import * as v from 'valibot';\nconst s = v.pipe(v.string(), v.trim());")).toEqual([
      'pipe',
      'string',
      'trim',
    ]);
    expect(valibotCalls('const t = v.trim();')).toEqual([]);
  });
});
