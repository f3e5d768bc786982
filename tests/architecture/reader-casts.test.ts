import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from './source-files';

// Issue #33: an API answer is read by its entity's declared schema (shared/domain/models.ts and the areas'
// models.ts), so a reader returns what it checked. A type assertion in a reader module (`as Basket`,
// `as T`, `asList<Basket>(...)`) claims a type for the part it did not check. Reader modules: the endpoint
// modules of shared/api (its http/ layer is the client, not a reader) and any widget's own *-api.ts.
const isReader = (file: string) =>
  (/^shared\/api\/[^/]+\.ts$/.test(file) || /^widgets\/.+-api\.ts$/.test(file)) && !file.endsWith('.d.ts');

/**
 * `as X` (not `as const`), a type argument given to the shape guards' asList (a cast inside), or a call
 * typed by its caller (`apiGet<Basket>(...)`: the client's Model, unread).
 */
const CAST =
  /(?<!\*\s*)\bas\s+(?!const\b)[\w{[(]|\basList<[^>]|\b(?:api(?:Get|Post|Put|Delete)|request(?:Envelope)?)<(?!unknown>)/;

/** Code lines only: comments may say "as GET checkout/weborder answers it". */
const code = (line: string) => (/^\s*(\*|\/\*|\/\/)/.test(line) ? '' : line.replace(/\/\/.*$/, ''));

/**
 * Modules whose answers are not yet read by a declared schema (issue #33 goes area by area), with how many
 * casts each still holds: a module may lose casts (then lower or drop its entry), never gain one.
 */
const NOT_YET_DECLARED: Record<string, number> = {};

export function castsByFile(files: string[], read: (file: string) => string): Record<string, string[]> {
  return Object.fromEntries(
    files
      .filter(isReader)
      .map((file) => [
        file,
        read(file)
          .split('\n')
          .flatMap((line, i) => (CAST.test(code(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      ])
      .filter(([, casts]) => casts!.length > 0),
  );
}

describe('API readers return what they checked (no cast after a partial check)', () => {
  it('finds no cast in a reader module beyond those of the modules not yet declared', () => {
    const files = sourceFiles(['shared', 'widgets']).map((f) => f.split(path.sep).join('/'));
    expect(files.filter(isReader).length).toBeGreaterThan(20);
    const found = castsByFile(files, (f) => readFileSync(path.join(ROOT, f), 'utf8'));
    const counts = Object.fromEntries(Object.entries(found).map(([file, casts]) => [file, casts.length]));
    expect(counts, JSON.stringify(found, null, 2)).toEqual(NOT_YET_DECLARED);
  });

  it('finds the casts where they are (self-check on made-up modules)', () => {
    const sources: Record<string, string> = {
      'shared/api/basket-api.ts':
        "const b = model as Basket | null;\nconst c = [1] as const;\nimport * as v from 'valibot';",
      'shared/api/logos-api.ts': "const l = asList<BrandLogo>(m, 'logos');\n// read as GET logos answers it",
      'shared/api/page-api.ts': "return { ...page } as T;\nconst t = apiGet<unknown>('delivery/timetable');",
      'shared/api/order-api.ts': "const o = apiGet<Order>('order');",
      'shared/api/http/client.ts': 'const e = caught as Error;',
      'widgets/orders/tracking-api.ts': 'const t = (answer as Tracking).Url;',
      'shared/domain/models.ts': 'const x = y as Basket;',
    };
    expect(castsByFile(Object.keys(sources), (f) => sources[f]!)).toEqual({
      'shared/api/basket-api.ts': ['shared/api/basket-api.ts:1: const b = model as Basket | null;'],
      'shared/api/logos-api.ts': ["shared/api/logos-api.ts:1: const l = asList<BrandLogo>(m, 'logos');"],
      'shared/api/page-api.ts': ['shared/api/page-api.ts:1: return { ...page } as T;'],
      'shared/api/order-api.ts': ["shared/api/order-api.ts:1: const o = apiGet<Order>('order');"],
      'widgets/orders/tracking-api.ts': ['widgets/orders/tracking-api.ts:1: const t = (answer as Tracking).Url;'],
    });
  });
});
