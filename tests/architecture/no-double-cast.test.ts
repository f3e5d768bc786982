import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from './source-files';

// A cast through `unknown` claims any type for any value, unchecked. Values from outside (JSON, the
// API, a page) are read by a guard or a reader that checks them; test data is built in its real type.
const DIRS = ['widgets', 'shared', 'page-context', 'fixtures', 'tests', 'e2e', 'demo-pages', 'scripts'];
const DOUBLE_CAST = new RegExp(['\\bas', 'unknown', 'as\\b'].join('\\s+'));

const offenders = (files: string[], read: (file: string) => string) =>
  files.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, i) => (DOUBLE_CAST.test(line) ? [`${file}:${i + 1}`] : [])),
  );

describe('no cast through unknown', () => {
  it('finds none in production code, the mock, the tests and the scripts', () => {
    const files = sourceFiles(DIRS);
    expect(files.length).toBeGreaterThan(200);
    expect(offenders(files, (f) => readFileSync(path.join(ROOT, f), 'utf8'))).toEqual([]);
  });

  it('finds one where it is (self-check on made-up files)', () => {
    const sources: Record<string, string> = {
      'a.ts': `const a = b;\nconst c = d as unknown${'  '}as  E;`,
      'b.ts': 'const x = y as Unknown;',
    };
    expect(offenders(Object.keys(sources), (f) => sources[f]!)).toEqual(['a.ts:2']);
  });
});
