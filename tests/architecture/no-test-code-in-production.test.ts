import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { emit, on } from '../../shared/events/bus';
import { resetModules } from '../support/module-reset-hooks';
import { MODULE_RESETS, skipProblem } from '../support/module-resets';
import { PRODUCTION_DIRS, ROOT, sourceFiles } from './source-files';

/**
 * Where production code may read NODE_ENV, and why: only for what the product does (a warning for CMS
 * editors in a development build, say), never to behave differently under tests. By file; empty today.
 */
const NODE_ENV_USES: Record<string, string> = {};

const production = () =>
  sourceFiles(PRODUCTION_DIRS).map((file) => ({
    file: file.split(path.sep).join('/'),
    src: readFileSync(path.join(ROOT, file), 'utf8'),
  }));

describe('production code knows no tests (docs/decisions/0007-module-resets-in-tests.md)', () => {
  it('no production module registers a test reset', () => {
    const files = production();
    expect(files.length).toBeGreaterThan(100); // the scan reads the sources it guards
    expect(files.filter(({ src }) => /onTestReset|test-reset/.test(src)).map(({ file }) => file)).toEqual([]);
  });

  it('NODE_ENV is read only where the allow-list says why', () => {
    const readers = production()
      .filter(({ src }) => src.includes('NODE_ENV'))
      .map(({ file }) => file);
    expect(readers.filter((file) => !(file in NODE_ENV_USES))).toEqual([]);
    expect(Object.keys(NODE_ENV_USES).filter((file) => !readers.includes(file))).toEqual([]); // no stale entry
  });
});

describe('module resets (tests/support/module-resets.ts)', () => {
  it('name modules that exist, and statements each of them holds once', () => {
    const problems = Object.entries(MODULE_RESETS).flatMap(([file, entry]) => {
      if (!existsSync(path.join(ROOT, file))) return [`${file}: no such module`];
      const src = readFileSync(path.join(ROOT, file), 'utf8');
      return (entry.skip ?? []).flatMap((statement) => {
        const problem = skipProblem(src, statement);
        return problem ? [`${file}: ${problem}`] : [];
      });
    });
    expect(problems).toEqual([]);
  });

  it('reach the module under vitest: the bus forgets its listeners', () => {
    const listener = vi.fn();
    on('miniBasketClose', listener);
    resetModules();
    emit('miniBasketClose', {});
    expect(listener).not.toHaveBeenCalled();
  });
});
