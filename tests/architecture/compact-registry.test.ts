import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../widgets/registry';
import { compactRegistry } from '../../scripts/compact-registry.mjs';
import { ROOT } from './source-files';

const source = readFileSync(path.join(ROOT, 'widgets', 'registry.ts'), 'utf8');
const hashed = (dir: string) => `./widgets/${dir}-${dir.length.toString(36).toUpperCase().padStart(8, 'Q')}.js`;

/** Runs the generated module with `import(path)` answering the path, so each entry says what it would load. */
function paths(code: string): Record<string, string> {
  const run = new Function(code.replace('export const registry =', 'return').replace('import(', '('));
  const table = run() as Record<string, () => string>;
  return Object.fromEntries(Object.entries(table).map(([name, load]) => [name, load()]));
}

describe("the loader's compact registry (one table of chunk hashes)", () => {
  it('loads, for every registered widget, exactly the chunk the full registry would', () => {
    const loads = paths(compactRegistry(source, hashed));
    expect(Object.keys(loads).sort()).toEqual(Object.keys(registry).sort());
    for (const name of Object.keys(registry)) expect(loads[name], name).toBe(hashed(name));
  });

  it('refuses an entry it cannot read, a name that is not its folder, and a widget without a chunk', () => {
    const entry = (line: string) => `export const registry = {\n${line}\n};`;
    expect(() => compactRegistry(entry('  countdown: () => import(`./countdown/index`),'), hashed)).toThrow(
      /every entry must read/,
    );
    expect(() => compactRegistry(entry("  'count-down': () => import('./countdown/index'),"), hashed)).toThrow(
      /does not name its own chunk/,
    );
    expect(() => compactRegistry(entry("  countdown: () => import('./countdown/index'),"), () => undefined)).toThrow(
      /no chunk for widgets\/countdown/,
    );
    expect(compactRegistry(entry("  countdown: () => import('./countdown/index'),"), hashed)).toContain(
      '{"countdown":"QQQQQQQ9"}',
    );
  });
});
